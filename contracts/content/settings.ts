// The site's settings (content/settings.yaml, issue 35): the navigation of the header and the footer, the footer's
// line about the company, and the contact details every page prints. Editors change them in the studio; a publish
// renders every page with them. The brand's name, legal name and address on the web stay in contracts/site.ts: the
// server's e-mails, sign-in codes and the build read those, and they change only with the company itself.
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { internalPath, localized, plainText, specText, text } from './fields.ts';

export const NavLinkSchema = z.strictObject({
  label: text,
  to: internalPath.meta({ title: 'Goes to (the English path: /about)' }),
});
/** The header's one menu: the spec's "Services" dropdown, its links the services' pages. */
export const NavMenuSchema = z.strictObject({
  label: specText('Services'),
  children: z.array(NavLinkSchema).min(1).meta({ title: 'Menu links' }),
});

/** A link of the navigation, in one language (its `to` is the English path). */
export type NavLink = Local<z.infer<typeof NavLinkSchema>>;

const links = (what: string) =>
  z
    .array(NavLinkSchema)
    .min(1, `At least one link: ${what} would be empty`)
    .max(8, `At most 8 links: ${what} would not fit`);

export const NavigationSchema = z.strictObject({
  /** The header's links in order, with the Services menu among them. */
  main: z
    .array(z.union([NavLinkSchema, NavMenuSchema]))
    .min(1)
    .max(8, 'At most 8 entries: the header would not fit')
    .refine((entries) => entries.filter((entry) => 'children' in entry).length === 1, 'Exactly one Services menu')
    .meta({ title: 'Header links' }),
  /** The header's button. */
  callToAction: NavLinkSchema.meta({ title: 'Header button' }),
  /** The footer's Company column. */
  company: links('the Company column').meta({ title: 'Footer: Company column' }),
  /** The footer's bottom row, after the general conditions and the language switch. */
  legal: links('the bottom row').meta({ title: 'Footer: bottom row' }),
});

/** A phone number as people write it: digits, spaces, '+', '-', '(' and ')'. */
const phone = plainText.regex(/^\+?[0-9 ()-]{6,24}$/, 'A phone number: digits, spaces and + - ( ) only');

export const ContactDetailsSchema = z.strictObject({
  email: z.email('Must be an e-mail address'),
  phone,
  /** When the phone is answered, beside the number on the contact page. */
  phoneHours: text.meta({ title: 'Phone hours' }),
  address: z.strictObject({
    street: plainText,
    postalCode: plainText.regex(/^[0-9]{4} ?[A-Z]{2}$/, 'A Dutch postal code: 4 digits and 2 capitals (3044 BC)'),
    city: plainText,
    country: localized(plainText),
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'Two capitals (NL)'),
  }),
  /** The Chamber of Commerce (KvK) number in the footer and the legal pages. */
  chamberOfCommerce: z
    .string()
    .regex(/^[0-9]{8}$/, 'A KvK number: 8 digits')
    .meta({ title: 'KvK number (Chamber of Commerce)' }),
  linkedin: z.url({ protocol: /^https$/, error: 'Must be an https:// address' }).meta({ title: 'LinkedIn page' }),
});

export const SiteSettingsSchema = z.strictObject({
  navigation: NavigationSchema,
  footer: z.strictObject({ tagline: text.meta({ title: 'Line under the logo' }) }),
  contact: ContactDetailsSchema,
});
export type SiteSettingsFile = z.input<typeof SiteSettingsSchema>;
export type ContactDetails = Local<z.infer<typeof ContactDetailsSchema>>;
