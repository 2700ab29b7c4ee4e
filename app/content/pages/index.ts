import type { z } from 'zod';
import { productName, site } from '#contracts/site.ts';
import type { PagesSchema } from '#contracts/content/page-copy.ts';

export const pages = {
  home: {
    path: '/',
    title: { en: site.name, nl: `${site.name}` },
    description: {
      en: `${site.name} is a Rotterdam AI consultancy: AI literacy training, workshops and production-ready generative AI for organisations that want impact, not demos.`,
      nl: `${site.name} is een AI-consultancy uit Rotterdam: training in AI-geletterdheid, workshops en productierijpe generatieve AI voor impact, niet voor demo’s.`,
    },
    heading: { en: 'Let AI Transform So People Thrive.', nl: 'Laat AI transformeren, zodat mensen floreren.' },
    intro: {
      en: 'The product helps organizations create impact faster using Generative AI.',
      nl: `${site.name} helpt organisaties sneller impact te maken met generatieve AI.`,
    },
  },
  services: {
    path: '/services',
    title: { en: 'Our Services', nl: 'Onze diensten' },
    description: {
      en: `An overview of how ${site.name} works with organisations: learning through the Academy and building through Implementation.`,
      nl: `Een overzicht van hoe ${site.name} met organisaties werkt: leren via de Academy en bouwen via Implementation.`,
    },
    eyebrow: { en: 'Services', nl: 'Diensten' },
    heading: { en: 'Our Services', nl: 'Onze diensten' },
    intro: {
      en: 'Two ways to work with us: we teach your people to use AI well, and we build AI that runs in your operations.',
      nl: 'Twee manieren om met ons samen te werken: we leren je mensen AI goed te gebruiken, en we bouwen AI die draait in je bedrijfsvoering.',
    },
  },
  academy: {
    path: '/services/academy',
    title: { en: productName('Academy'), nl: `${site.name} Academy` },
    description: {
      en: 'AI literacy training, hands-on workshops and an AI Champions programme that make teams confident, compliant and productive with generative AI.',
      nl: 'Training AI-geletterdheid, praktische workshops en een AI Champions-programma: teams die generatieve AI zelfverzekerd, compliant en productief gebruiken.',
    },
    eyebrow: { en: 'Learn', nl: 'Leren' },
    heading: { en: productName('Academy'), nl: `${site.name} Academy` },
    intro: {
      en: 'From a one-hour AI literacy session to a three-month champions programme: practical training that makes your people confident and compliant with AI.',
      nl: 'Van een sessie AI-geletterdheid van een uur tot een championsprogramma van drie maanden: praktische training waarmee je mensen AI met vertrouwen en volgens de regels gebruiken.',
    },
  },
  implementation: {
    path: '/services/implementation',
    title: { en: productName('Implementation'), nl: `${site.name} Implementation` },
    description: {
      en: 'From GenAI scan to organisation-wide adoption: we find the use cases worth building, prove them in pilots and ship production-ready AI.',
      nl: 'Van GenAI-scan tot adoptie in de hele organisatie: we vinden de use cases die het bouwen waard zijn, bewijzen ze in pilots en leveren productierijpe AI.',
    },
    eyebrow: { en: 'Build', nl: 'Bouwen' },
    heading: { en: productName('Implementation'), nl: `${site.name} Implementation` },
    intro: {
      en: 'We find the use cases that pay off, prove them in weeks and build production-ready AI into the way your organisation already works.',
      nl: 'We vinden de use cases die zich terugbetalen, bewijzen ze binnen enkele weken en bouwen productierijpe AI in de manier waarop je organisatie al werkt.',
    },
  },
  contact: {
    path: '/contact',
    title: { en: 'Contact', nl: 'Contact' },
    description: {
      en: `Ask ${site.name} about AI training or implementation, or apply for a job. We answer every message within two working days.`,
      nl: `Vraag ${site.name} naar AI-training of -implementatie, of solliciteer. We beantwoorden elk bericht binnen twee werkdagen.`,
    },
    eyebrow: { en: 'Contact', nl: 'Contact' },
    heading: { en: 'Get in Touch', nl: 'Neem contact op' },
    intro: {
      en: 'Tell us what you are working on, or apply to join the team. A person reads every message and answers within two working days.',
      nl: 'Vertel ons waar je mee bezig bent, of solliciteer bij ons team. Elk bericht wordt door een mens gelezen en binnen twee werkdagen beantwoord.',
    },
  },
  about: {
    path: '/about',
    title: { en: 'About Us', nl: 'Over ons' },
    description: {
      en: `Meet ${site.name}: AI architects, engineers and strategists in Rotterdam who help organisations put generative AI to work for people.`,
      nl: `Maak kennis met ${site.name}: AI-architecten, engineers en strategen in Rotterdam die organisaties helpen generatieve AI voor mensen te laten werken.`,
    },
    eyebrow: { en: 'About us', nl: 'Over ons' },
    heading: { en: `About ${site.name}`, nl: `Over ${site.name}` },
    intro: {
      en: 'We are engineers, strategists and teachers who believe AI should make work better for the people doing it.',
      nl: 'We zijn engineers, strategen en docenten die vinden dat AI het werk beter moet maken voor de mensen die het doen.',
    },
  },
  academyTest: {
    path: '/academy-test',
    title: { en: 'Academy Test Page', nl: 'Testpagina Academy' },
    description: {
      en: 'A routing check page of the Academy section. Nothing to see here beyond proof that the route resolves.',
      nl: 'Een testpagina voor de routering van de Academy. Er is hier niets te zien, behalve het bewijs dat de route werkt.',
    },
    heading: { en: 'Academy Test Page', nl: 'Testpagina Academy' },
    intro: {
      en: 'This page exists only to verify routing.',
      nl: 'Deze pagina bestaat alleen om de routering te controleren.',
    },
    noindex: true,
  },
  successStories: {
    path: '/success-stories',
    title: { en: 'Success Stories', nl: 'Klantverhalen' },
    description: {
      en: `How organisations in rail, construction, energy, government and law put generative AI to work with ${site.name}.`,
      nl: `Hoe organisaties in spoor, bouw, energie, overheid en advocatuur met ${site.name} generatieve AI aan het werk zetten.`,
    },
    eyebrow: { en: 'Success stories', nl: 'Klantverhalen' },
    heading: { en: 'Success Stories', nl: 'Klantverhalen' },
    intro: {
      en: 'Real projects, real numbers: how organisations in rail, construction, energy, government and law put AI to work.',
      nl: 'Echte projecten, echte cijfers: hoe organisaties in spoor, bouw, energie, overheid en advocatuur AI aan het werk zetten.',
    },
  },
  blog: {
    path: '/blog',
    title: { en: 'Blog', nl: 'Blog' },
    description: {
      en: `Practical writing from the ${site.name} team on generative AI: long-context models, knowledge bases, AI tooling and measuring what works.`,
      nl: `Praktische artikelen van het ${site.name}-team over generatieve AI: long-context-modellen, kennisbanken, AI-tooling en meten wat werkt.`,
    },
    eyebrow: { en: 'Insights', nl: 'Inzichten' },
    heading: { en: 'From the Blog', nl: 'Van de blog' },
    intro: {
      en: 'Practical notes from our projects: what works, what does not, and what we would do again.',
      nl: 'Praktische lessen uit onze projecten: wat werkt, wat niet, en wat we zo weer zouden doen.',
    },
  },
  jobs: {
    path: '/jobs',
    title: { en: 'Careers', nl: 'Vacatures' },
    description: {
      en: `Join ${site.name} in Rotterdam: open positions for machine learning engineers, implementation leads and Gen-AI consultants.`,
      nl: `Kom werken bij ${site.name} in Rotterdam: vacatures voor machine learning engineers, implementation leads en Gen-AI consultants.`,
    },
    eyebrow: { en: 'Careers', nl: 'Vacatures' },
    heading: { en: `Careers at ${site.name}`, nl: `Werken bij ${site.name}` },
    intro: {
      en: 'Build AI that people actually use, with a team that teaches, ships and learns fast. Hybrid, with a home base in Rotterdam.',
      nl: 'Bouw AI die mensen echt gebruiken, in een team dat lesgeeft, oplevert en snel leert. Hybride, met een thuisbasis in Rotterdam.',
    },
  },
  adminLogin: {
    path: '/admin/login',
    title: 'Admin Sign In',
    description: 'Sign in to review contact submissions.',
    heading: 'Admin Sign In',
    intro:
      'Sign in to review contact and job-application submissions. After your password comes your second factor: a passkey, or a code from your authenticator app.',
  },
  adminSubmissions: {
    path: '/admin/submissions',
    title: 'Contact Submissions',
    description: 'Contact and job-application submissions.',
    heading: 'Contact Submissions',
    intro: 'Every company inquiry and job application, newest first.',
  },
  adminSetup: {
    path: '/admin/setup',
    title: 'Admin Setup',
    description: 'One-time creation of the first administrator.',
    heading: 'Admin Setup',
    intro: 'Create the first administrator account. This works once.',
  },
  adminCreate: {
    path: '/admin/create',
    title: 'Create Admin User',
    description: 'Create an administrator account.',
    heading: 'Create Admin User',
    intro: 'Add another administrator with a username and a password.',
  },
  notFound: {
    path: '/404',
    title: { en: 'Page Not Found', nl: 'Pagina niet gevonden' },
    description: {
      en: "The page you're looking for doesn't exist or has been moved.",
      nl: 'De pagina die je zoekt, bestaat niet of is verplaatst.',
    },
    heading: { en: '404 Page Not Found', nl: '404 Pagina niet gevonden' },
    intro: {
      en: "The page you're looking for doesn't exist or has been moved.",
      nl: 'De pagina die je zoekt, bestaat niet of is verplaatst.',
    },
  },
} satisfies z.input<typeof PagesSchema>;
