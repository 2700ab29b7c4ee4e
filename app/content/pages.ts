import { productName, site } from '#contracts/site.ts';

export type PageCopy = {
  /** Canonical path of the page. */
  path: string;
  /** <title> (the brand is appended by seo()). */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  eyebrow?: string;
  heading: string;
  intro: string;
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
};

// Hero copy and meta of each page: one record feeds the <h1>, the intro, the <title>,
// the description and the Open Graph tags.
export const pages = {
  home: {
    path: '/',
    title: site.name,
    description: `${site.name} is a Rotterdam AI consultancy: AI literacy training, workshops and production-ready generative AI for organisations that want impact, not demos.`,
    heading: 'Let AI Transform So People Thrive.',
    intro: 'The product helps organizations create impact faster using Generative AI.',
  },
  services: {
    path: '/services',
    title: 'Our Services',
    description: `An overview of how ${site.name} works with organisations: learning through the Academy and building through Implementation.`,
    eyebrow: 'Services',
    heading: 'Our Services',
    intro:
      'Two ways to work with us: we teach your people to use AI well, and we build AI that runs in your operations.',
  },
  academy: {
    path: '/services/academy',
    title: productName('Academy'),
    description:
      'AI literacy training, hands-on workshops and an AI Champions programme that make teams confident, compliant and productive with generative AI.',
    eyebrow: 'Learn',
    heading: productName('Academy'),
    intro:
      'From a one-hour AI literacy session to a three-month champions programme: practical training that makes your people confident and compliant with AI.',
  },
  implementation: {
    path: '/services/implementation',
    title: productName('Implementation'),
    description:
      'From GenAI scan to organisation-wide adoption: we find the use cases worth building, prove them in pilots and ship production-ready AI.',
    eyebrow: 'Build',
    heading: productName('Implementation'),
    intro:
      'We find the use cases that pay off, prove them in weeks and build production-ready AI into the way your organisation already works.',
  },
  contact: {
    path: '/contact',
    title: 'Contact',
    description: `Ask ${site.name} about AI training or implementation, or apply for a job. We answer every message within two working days.`,
    eyebrow: 'Contact',
    heading: 'Get in Touch',
    intro:
      'Tell us what you are working on, or apply to join the team. A person reads every message and answers within two working days.',
  },
  about: {
    path: '/about',
    title: 'About Us',
    description: `Meet ${site.name}: AI architects, engineers and strategists in Rotterdam who help organisations put generative AI to work for people.`,
    eyebrow: 'About us',
    heading: `About ${site.name}`,
    intro: 'We are engineers, strategists and teachers who believe AI should make work better for the people doing it.',
  },
  academyTest: {
    path: '/academy-test',
    title: 'Academy Test Page',
    description:
      'A routing check page of the Academy section. Nothing to see here beyond proof that the route resolves.',
    heading: 'Academy Test Page',
    intro: 'This page exists only to verify routing.',
    noindex: true,
  },
  successStories: {
    path: '/success-stories',
    title: 'Success Stories',
    description: `How organisations in rail, construction, energy, government and law put generative AI to work with ${site.name}.`,
    eyebrow: 'Success stories',
    heading: 'Success Stories',
    intro:
      'Real projects, real numbers: how organisations in rail, construction, energy, government and law put AI to work.',
  },
  blog: {
    path: '/blog',
    title: 'Blog',
    description: `Practical writing from the ${site.name} team on generative AI: long-context models, knowledge bases, AI tooling and measuring what works.`,
    eyebrow: 'Insights',
    heading: 'From the Blog',
    intro: 'Practical notes from our projects: what works, what does not, and what we would do again.',
  },
  jobs: {
    path: '/jobs',
    title: 'Careers',
    description: `Join ${site.name} in Rotterdam: open positions for machine learning engineers, implementation leads and Gen-AI consultants.`,
    eyebrow: 'Careers',
    heading: `Careers at ${site.name}`,
    intro:
      'Build AI that people actually use, with a team that teaches, ships and learns fast. Hybrid, with a home base in Rotterdam.',
  },
  adminLogin: {
    path: '/admin/login',
    title: 'Admin Sign In',
    description: 'Sign in to review contact submissions.',
    heading: 'Admin Sign In',
    intro: 'Sign in to review contact and job-application submissions.',
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
    title: 'Page Not Found',
    description: "The page you're looking for doesn't exist or has been moved.",
    heading: '404 Page Not Found',
    intro: "The page you're looking for doesn't exist or has been moved.",
  },
} satisfies Record<string, PageCopy>;
