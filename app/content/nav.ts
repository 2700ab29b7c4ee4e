import type { z } from 'zod';
import { productName, site } from '#contracts/site.ts';
import type { NavLinkSchema, NavMenuSchema } from '#contracts/content/nav.ts';
import type { BlogFeedSchema } from '#contracts/content/blog.ts';

type NavLinkFile = z.input<typeof NavLinkSchema>;
export const servicesNav: NavLinkFile[] = [
  { label: { en: productName('Academy'), nl: `${site.name} Academy` }, to: '/services/academy' },
  { label: { en: productName('Implementation'), nl: `${site.name} Implementation` }, to: '/services/implementation' },
];

export const homeLink: NavLinkFile = { label: { en: 'Home', nl: 'Home' }, to: '/' };

/** Top navigation in spec order; Services is the dropdown between Home and About. */
export const mainNav: (NavLinkFile | z.input<typeof NavMenuSchema>)[] = [
  homeLink,
  { label: { en: 'Services', nl: 'Diensten' }, children: servicesNav },
  { label: { en: 'About', nl: 'Over ons' }, to: '/about' },
  { label: { en: 'Success Stories', nl: 'Klantverhalen' }, to: '/success-stories' },
  { label: { en: 'Jobs', nl: 'Vacatures' }, to: '/jobs' },
  { label: { en: 'Blog', nl: 'Blog' }, to: '/blog' },
  { label: { en: 'Contact', nl: 'Contact' }, to: '/contact' },
];

export const navCallToAction: NavLinkFile = {
  label: { en: 'Start Your AI Journey', nl: 'Start je AI-traject' },
  to: '/contact',
};

export const companyNav: NavLinkFile[] = [
  { label: { en: 'About', nl: 'Over ons' }, to: '/about' },
  { label: { en: 'Success Stories', nl: 'Klantverhalen' }, to: '/success-stories' },
  { label: { en: 'Jobs', nl: 'Vacatures' }, to: '/jobs' },
  { label: { en: 'Blog', nl: 'Blog' }, to: '/blog' },
  { label: { en: 'Contact', nl: 'Contact' }, to: '/contact' },
];

export const legalNav: NavLinkFile[] = [
  { label: { en: 'Cookie Policy', nl: 'Cookiebeleid' }, to: '/cookie-policy' },
  { label: { en: 'Privacy Policy', nl: 'Privacybeleid' }, to: '/privacy-policy' },
  { label: { en: 'Privacy Statement Jobs', nl: 'Privacyverklaring sollicitanten' }, to: '/privacy-statement-jobs' },
];

/** The general conditions as a PDF, in each language (app/.server/general-conditions-pdf.ts). */
export const generalConditionsPdf = {
  en: '/documents/general-conditions.pdf',
  nl: '/documents/algemene-voorwaarden.pdf',
} as const;

/** The blog's RSS feed in each language, which every page's head links to (app/root.tsx) and the build writes. */
export const blogFeed: z.input<typeof BlogFeedSchema> = {
  path: { en: '/rss.xml', nl: '/nl/rss.xml' },
  title: { en: `${site.name} Blog`, nl: `Blog van ${site.name}` },
};
