// The copy of the pages the browser's own code imports: the not-found pages (a browser renders them for a path nobody
// prerendered, or a link from an admin page to an unknown post or story) and the admin pages (English only, decision 0052). Every other page's copy is content in the pack
// (content/pages/page-copy.yaml, decision 0072), which editors change in the studio.
import type { z } from 'zod';
import type { AppPagesSchema, NotFoundViewsSchema } from '#contracts/content/page-copy.ts';

export const pages = {
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
} satisfies z.input<typeof AppPagesSchema>;

/** What a post's or a story's page shows for an id nobody published. */
export const notFoundViews = {
  post: {
    heading: { en: 'Blog Post Not Found', nl: 'Blogartikel niet gevonden' },
    intro: { en: "The blog post you're looking for doesn't exist.", nl: 'Het blogartikel dat je zoekt, bestaat niet.' },
    back: { en: 'Back to Home', nl: 'Terug naar home' },
  },
  story: {
    title: { en: 'Success Story Not Found', nl: 'Klantverhaal niet gevonden' },
    description: {
      en: "The success story you're looking for doesn't exist or has been moved.",
      nl: 'Het klantverhaal dat je zoekt, bestaat niet of is verplaatst.',
    },
    back: { en: 'Back to Success Stories', nl: 'Terug naar klantverhalen' },
  },
} satisfies z.input<typeof NotFoundViewsSchema>;
