import { productName } from '#contracts/site.ts';

export type NavLink = { label: string; to: string };

export const servicesNav: NavLink[] = [
  { label: productName('Academy'), to: '/services/academy' },
  { label: productName('Implementation'), to: '/services/implementation' },
];

export const homeLink: NavLink = { label: 'Home', to: '/' };

/** Top navigation in spec order; Services is the dropdown between Home and About. */
export const mainNav: (NavLink | { label: 'Services'; children: NavLink[] })[] = [
  homeLink,
  { label: 'Services', children: servicesNav },
  { label: 'About', to: '/about' },
  { label: 'Success Stories', to: '/success-stories' },
  { label: 'Jobs', to: '/jobs' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

export const navCallToAction: NavLink = { label: 'Start Your AI Journey', to: '/contact' };

export const companyNav: NavLink[] = [
  { label: 'About', to: '/about' },
  { label: 'Success Stories', to: '/success-stories' },
  { label: 'Jobs', to: '/jobs' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

export const legalNav: NavLink[] = [
  { label: 'Cookie Policy', to: '/cookie-policy' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Privacy Statement Jobs', to: '/privacy-statement-jobs' },
];

export const generalConditionsPdf = '/documents/general-conditions.pdf';
