// The brand: its name, legal name and address on the web, the one place code reads them. The contact details
// (e-mail, phone, office address, KvK number) and the navigation are content, in content/settings.yaml
// (contracts/content/settings.ts), which editors change in the studio.
export const site = {
  name: 'Rebels',
  legalName: 'Rebels B.V.',
  tagline: 'The product helps organizations create impact faster using Generative AI.',
  url: 'https://www.rebels-ai.nl',
  themeColor: '#6d28d9',
} as const;

export type Site = typeof site;

/** '{product} Academy' style names, so the brand is never spelled out twice. */
export const productName = (suffix: string) => `${site.name} ${suffix}`;

/** The mailto: link of an e-mail address and the tel: link of a phone number (content/settings.yaml). */
export const mailtoHref = (email: string) => `mailto:${email}`;
export const telHref = (phone: string) => `tel:${phone.replace(/[\s()-]/g, '')}`;
