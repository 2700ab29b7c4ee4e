// Copy of /services/academy (spec §2 and the §9 "Academy details"). The hero text and
// meta live in pages.ts; the two story cards come from the story records.
import type { z } from 'zod';
import { productName, site } from '#contracts/site.ts';
import type { AcademyPageSchema } from '#contracts/content/academy.ts';

export const academyPage = {
  overview: {
    en: 'AI literacy training, hands-on workshops and a three-month champions programme that make your people confident and compliant with AI.',
    nl: 'Training in AI-geletterdheid, praktische workshops en een championsprogramma van drie maanden, zodat je mensen AI met vertrouwen én volgens de regels gebruiken.',
  },
  hero: {
    start: { label: { en: 'Start your Journey', nl: 'Start je traject' }, to: '/contact' },
    explore: { en: 'Explore Academy', nl: 'Ontdek de Academy' },
  },
  programmes: {
    id: 'programmes',
    eyebrow: { en: 'What we teach', nl: 'Wat we leren' },
    title: { en: 'Training Programmes', nl: 'Trainingsprogramma’s' },
    subtitle: {
      en: 'Three formats, one goal: people who know what AI can do for their work, what it cannot do, and how to use it responsibly.',
      nl: 'Drie vormen, één doel: mensen die weten wat AI voor hun werk kan betekenen, wat het niet kan en hoe ze het verantwoord gebruiken.',
    },
    learningsHeading: { en: 'What participants learn', nl: 'Wat deelnemers leren' },
    items: [
      {
        id: 'literacy',
        name: { en: 'AI Literacy Training', nl: 'Training AI-geletterdheid' },
        tagline: {
          en: 'The shared foundation for everyone in your organisation.',
          nl: 'De gedeelde basis voor iedereen in je organisatie.',
        },
        description: {
          en: 'A compact, interactive session that gives every employee the same starting point: how generative AI works, where it helps and where it goes wrong. It covers the AI literacy duty of the EU AI Act, so you can show that your staff have been trained.',
          nl: 'Een compacte, interactieve sessie die elke medewerker hetzelfde vertrekpunt geeft: hoe generatieve AI werkt, waar het helpt en waar het misgaat. De training dekt de verplichting tot AI-geletterdheid uit de EU AI Act, zodat je kunt aantonen dat je medewerkers zijn getraind.',
        },
        learnings: [
          {
            en: 'How large language models produce answers, and why they sometimes invent them',
            nl: 'Hoe large language models antwoorden genereren, en waarom ze die soms verzinnen',
          },
          {
            en: 'Which everyday tasks AI speeds up, from summarising to first drafts',
            nl: 'Welke dagelijkse taken AI versnelt, van samenvatten tot eerste concepten',
          },
          {
            en: 'What may and may not go into an AI tool: personal, client and company data',
            nl: 'Wat wel en niet in een AI-tool mag: persoons-, klant- en bedrijfsgegevens',
          },
          {
            en: 'How to check an AI answer before you rely on it',
            nl: 'Hoe je een AI-antwoord controleert voordat je erop vertrouwt',
          },
        ],
        facts: [
          { label: { en: 'Duration', nl: 'Duur' }, value: { en: '60 min', nl: '60 min' }, icon: 'clock' },
          { label: { en: 'Format', nl: 'Vorm' }, value: { en: 'Hybrid', nl: 'Hybride' }, icon: 'hybrid' },
          {
            label: { en: 'Compliance', nl: 'Compliance' },
            value: { en: 'AI Act compliant', nl: 'Voldoet aan de AI Act' },
            icon: 'shield',
          },
        ],
        booking: {
          label: { en: 'Book Your AI Literacy Training', nl: 'Boek je training AI-geletterdheid' },
          to: '/contact',
        },
        art: 'brain',
        tone: 'violet',
      },
      {
        id: 'workshops',
        name: { en: 'Interactive Workshops', nl: 'Interactieve workshops' },
        tagline: {
          en: 'Hands-on sessions built around your team’s own work.',
          nl: 'Praktische sessies rond het eigen werk van je team.',
        },
        description: {
          en: 'Teams bring real tasks, documents and processes, and leave with prompts, workflows and a short list of use cases they can start on the next morning. Every workshop is prepared with the team lead, so the exercises match the tools and data your people actually use.',
          nl: 'Teams brengen echte taken, documenten en processen mee en gaan naar huis met prompts, workflows en een korte lijst use cases waarmee ze de volgende ochtend aan de slag kunnen. Elke workshop bereiden we voor met de teamleider, zodat de oefeningen aansluiten op de tools en data die je mensen echt gebruiken.',
        },
        learnings: [
          {
            en: 'Prompting techniques that work for your team’s recurring tasks',
            nl: 'Prompttechnieken die werken voor de terugkerende taken van je team',
          },
          {
            en: 'Turning a repetitive process into a reliable AI-assisted workflow',
            nl: 'Een repetitief proces omzetten in een betrouwbare workflow met AI-ondersteuning',
          },
          {
            en: 'Spotting and prioritising use cases with a clear business value',
            nl: 'Use cases met een duidelijke businesswaarde herkennen en prioriteren',
          },
          {
            en: 'Agreeing team rules for quality control and data handling',
            nl: 'Teamafspraken maken over kwaliteitscontrole en omgang met data',
          },
        ],
        facts: [
          {
            label: { en: 'Duration', nl: 'Duur' },
            value: { en: '1-2 days intensive', nl: '1-2 intensieve dagen' },
            icon: 'calendar',
          },
          { label: { en: 'Location', nl: 'Locatie' }, value: { en: 'On-site', nl: 'Op locatie' }, icon: 'location' },
          {
            label: { en: 'Group size', nl: 'Groepsgrootte' },
            value: { en: 'Up to 25 participants per session', nl: 'Tot 25 deelnemers per sessie' },
            icon: 'group',
          },
        ],
        booking: { label: { en: 'Schedule a Workshop', nl: 'Plan een workshop' }, to: '/contact' },
        art: 'people',
        tone: 'indigo',
      },
      {
        id: 'champions',
        name: { en: 'AI Champions Program', nl: 'AI Champions-programma' },
        tagline: {
          en: 'Grow the people who carry AI adoption after we leave.',
          nl: 'Ontwikkel de mensen die de AI-adoptie dragen als wij weer weg zijn.',
        },
        description: {
          en: 'A three-month track for the colleagues who will lead AI in their departments. Champions work on a live use case from your organisation, get one-to-one guidance from our engineers and consultants, and learn to coach others through the same steps.',
          nl: 'Een traject van drie maanden voor de collega’s die AI in hun afdeling gaan aanjagen. Champions werken aan een echte use case uit je organisatie, krijgen persoonlijke begeleiding van onze engineers en consultants, en leren anderen door dezelfde stappen te coachen.',
        },
        learnings: [
          {
            en: 'Scoping an AI use case and building the business case for it',
            nl: 'Een AI-use-case afbakenen en de businesscase ervoor opstellen',
          },
          {
            en: 'Designing, testing and improving AI solutions with real users',
            nl: 'AI-oplossingen ontwerpen, testen en verbeteren met echte gebruikers',
          },
          {
            en: 'Governance, risk assessment and EU AI Act obligations in practice',
            nl: 'Governance, risicobeoordeling en verplichtingen uit de EU AI Act in de praktijk',
          },
          {
            en: 'Coaching colleagues and running internal AI sessions',
            nl: 'Collega’s coachen en interne AI-sessies leiden',
          },
        ],
        facts: [
          {
            label: { en: 'Duration', nl: 'Duur' },
            value: { en: '3 months immersive', nl: '3 maanden intensief' },
            icon: 'calendar',
          },
          {
            label: { en: 'Support', nl: 'Begeleiding' },
            value: { en: '1-on-1 mentoring', nl: '1-op-1-mentoring' },
            icon: 'mentor',
          },
          {
            label: { en: 'Certification', nl: 'Certificering' },
            value: { en: 'Advanced AI Implementation', nl: 'Advanced AI Implementation' },
            icon: 'award',
          },
        ],
        booking: { label: { en: 'Talk to an AI Champion', nl: 'Spreek een AI-champion' }, to: '/contact' },
        art: 'network',
        tone: 'teal',
      },
    ],
  },
  stories: {
    eyebrow: { en: 'Academy in practice', nl: 'De Academy in de praktijk' },
    title: { en: `${productName('Academy')} Success Stories`, nl: `Klantverhalen ${site.name} Academy` },
    subtitle: {
      en: 'How a ticketing platform and a law firm made their people confident with generative AI.',
      nl: 'Hoe een ticketplatform en een advocatenkantoor hun mensen vertrouwd maakten met generatieve AI.',
    },
    viewAll: { label: { en: 'View All Academy Cases', nl: 'Alle Academy-cases' }, to: '/success-stories' },
  },
  gains: {
    eyebrow: { en: 'Results', nl: 'Resultaten' },
    title: { en: 'What You Gain', nl: 'Wat het je oplevert' },
    items: [
      {
        title: { en: 'Rapid AI adoption', nl: 'Snelle AI-adoptie' },
        text: {
          en: 'Teams move from trying AI now and then to using it in their daily work within weeks.',
          nl: 'Binnen enkele weken gaan teams van af en toe iets proberen naar AI gebruiken in hun dagelijks werk.',
        },
        icon: 'rocket',
      },
      {
        title: { en: 'EU AI Act compliance', nl: 'Voldoen aan de EU AI Act' },
        text: {
          en: 'Documented AI literacy training that meets the obligation for everyone who works with AI.',
          nl: 'Gedocumenteerde training in AI-geletterdheid die voldoet aan de verplichting voor iedereen die met AI werkt.',
        },
        icon: 'shield',
      },
      {
        title: { en: 'Higher productivity', nl: 'Hogere productiviteit' },
        text: {
          en: 'Hours back every week on drafting, searching and summarising, spent on work that needs people.',
          nl: 'Elke week uren terug op opstellen, zoeken en samenvatten, voor werk dat mensen nodig heeft.',
        },
        icon: 'productivity',
      },
      {
        title: { en: 'Internal AI champions', nl: 'Interne AI-champions' },
        text: {
          en: 'Trained colleagues in each department who spot use cases and help others get started.',
          nl: 'Getrainde collega’s in elke afdeling die use cases signaleren en anderen op weg helpen.',
        },
        icon: 'champion',
      },
    ],
  },
  closing: {
    title: { en: 'Ready to make your organisation AI-literate?', nl: 'Klaar om je organisatie AI-geletterd te maken?' },
    text: {
      en: 'Tell us about your teams and what they work on. We will propose the format that fits, from a single session to a full programme.',
      nl: 'Vertel ons over je teams en waar ze aan werken. Wij stellen de vorm voor die past, van één sessie tot een volledig programma.',
    },
    primary: { label: { en: 'Contact Us', nl: 'Neem contact op' }, to: '/contact' },
    secondary: { label: { en: 'Explore Implementation', nl: 'Ontdek Implementation' }, to: '/services/implementation' },
  },
} satisfies z.input<typeof AcademyPageSchema>;
