// The one place for the brand name and the company's contact details: everything that prints them reads them here.
export const site = {
  name: 'Rebels',
  legalName: 'Rebels B.V.',
  tagline: 'The product helps organizations create impact faster using Generative AI.',
  url: 'https://www.rebels-ai.nl',
  email: 'hello@rebels-ai.nl',
  phone: '+31 10 307 4200',
  phoneHours: 'Monday to Friday, 9:00–17:30',
  address: {
    street: 'Van Nelleweg 1',
    postalCode: '3044 BC',
    city: 'Rotterdam',
    country: { en: 'The Netherlands', nl: 'Nederland' },
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: 'NL',
  },
  chamberOfCommerce: '91234567',
  linkedin: 'https://www.linkedin.com/company/rebels-ai',
  themeColor: '#6d28d9',
} as const;

export type Site = typeof site;

/** '{product} Academy' style names, so the brand is never spelled out twice. */
export const productName = (suffix: string) => `${site.name} ${suffix}`;

export const contactHrefs = {
  email: `mailto:${site.email}`,
  phone: `tel:${site.phone.replace(/\s/g, '')}`,
} as const;
