// The contact forms' values, labels, limits and texts (spec §2, §3, §8), without zod: first-load safe (decision 0008).
import { m } from './i18n/messages.js';
import type { Locale } from './locale.ts';
import { productName } from './site.ts';

export const contactFormTypes = ['company', 'job'] as const;
export type ContactFormType = (typeof contactFormTypes)[number];

/** The fragment that opens /contact on the job form, with or without JavaScript (tabTarget('contact', 'job')). */
export const jobFormFragment = 'contact-job';

/** The two forms' tab set (components/ui/tabs.tsx): `#contact-job` in a URL opens the job form. */
export const contactTabs = { name: 'contact', values: contactFormTypes } as const;

/**
 * 'Apply Now' target for a position (spec §2). The fragment opens the job form before the page
 * has hydrated too; ?tab=job alone opens it once hydrated (links from elsewhere).
 */
export const jobApplyLink = (job: { title: string }): string =>
  `/contact?tab=job&position=${encodeURIComponent(job.title)}#${jobFormFragment}`;

export const contactInterestValues = ['implementation', 'academy', 'partnership', 'other'] as const;
export type ContactInterest = (typeof contactInterestValues)[number];

const interestLabels: Record<ContactInterest, (locale: Locale) => string> = {
  implementation: (locale) => m.interest_implementation({}, { locale }),
  academy: () => productName('Academy'),
  partnership: (locale) => m.interest_partnership({}, { locale }),
  other: (locale) => m.option_other({}, { locale }),
};

export const interestLabel = <T extends string | null | undefined>(value: T, locale: Locale = 'en') =>
  value && Object.hasOwn(interestLabels, value) ? interestLabels[value as ContactInterest](locale) : value;

/** The job form's last position, after the open vacancies' titles (spec §3). */
export const OTHER_POSITION = 'Other';
/**
 * The job form's position select: the open vacancies' titles (English in both languages; the stored vacancies', so a
 * vacancy opened or closed in the studio is in or out of the list) and 'Other' (spec §3). The server checks a sent
 * position against the same list.
 */
export const jobFormPositions = (vacancyTitles: readonly string[]) => [...vacancyTitles, OTHER_POSITION];

export const positionLabel = (position: string, locale: Locale) =>
  position === OTHER_POSITION ? m.option_other({}, { locale }) : position;

export const contactFieldLabels = (locale: Locale) => {
  const options = { locale };
  return {
    company: {
      name: m.form_your_name({}, options),
      company: m.form_company({}, options),
      email: m.form_email({}, options),
      phone: m.form_phone_optional({}, options),
      interest: m.form_interest({}, options),
      message: m.form_your_message({}, options),
      privacy: m.form_privacy({}, options),
    },
    job: {
      name: m.form_full_name({}, options),
      email: m.form_email({}, options),
      phone: m.form_phone({}, options),
      linkedin: m.form_linkedin({}, options),
      position: m.form_position({}, options),
      experience: m.form_experience({}, options),
      message: m.form_experience({}, options),
      cv: m.form_cv({}, options),
      privacy: m.form_privacy({}, options),
    },
  } satisfies Record<ContactFormType, Record<string, string>>;
};

/** Spec §4, §9: how long the success view stays before the form returns. */
export const contactSuccessMs = 5000;

export const contactNetworkFailure = (locale: Locale) => m.network_failure({}, { locale });

export const contactLimits = {
  name: 200,
  email: 254,
  company: 200,
  phone: 40,
  message: 5000,
  experience: 5000,
  linkedin: 300,
  /** A vacancy's title, as the job form's select sends it. */
  position: 200,
} as const;

/** The fields the schema reads; everything else in a body is ignored. */
export const contactFieldNames = [
  'formType',
  'name',
  'email',
  'company',
  'phone',
  'interest',
  'position',
  'message',
  'experience',
  'linkedin',
  'privacy',
  'website',
  'startedAt',
  'fillMs',
  'typedKeys',
  'locale',
] as const;

export type ContactFieldErrors = Partial<Record<string, string[]>>;
