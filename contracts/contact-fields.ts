// What the contact and job-application forms consist of (spec §2, §3, §8): values, labels,
// limits and texts, without zod, so the page can ship them in its first load and fetch the
// schema (contracts/contact.ts) only when it validates.
import { productName } from './site.ts';

export const contactFormTypes = ['company', 'job'] as const;
export type ContactFormType = (typeof contactFormTypes)[number];

/** Company interest values and their labels (spec §3); `implementation` is the default. */
export const contactInterests = [
  { value: 'implementation', label: 'AI Implementation' },
  { value: 'academy', label: productName('Academy') },
  { value: 'partnership', label: 'Partnership Opportunities' },
  { value: 'other', label: 'Other' },
] as const;
export type ContactInterest = (typeof contactInterests)[number]['value'];

/** The job form's position select: the open positions' titles and 'Other' (spec §3). */
export const jobFormPositions = [
  'Machine Learning Engineer',
  'Head of Implementation',
  'Implementation Lead',
  'Gen-AI Consultant',
  'Other',
] as const;
export type JobFormPosition = (typeof jobFormPositions)[number];

/** The forms' labels (spec §2), also used by the server's error page for visitors without JavaScript. */
export const contactFieldLabels = {
  company: {
    name: 'Your Name',
    company: 'Company',
    email: 'Email',
    phone: 'Phone (Optional)',
    interest: 'I am interested in',
    message: 'Your Message',
    privacy: 'Privacy policy',
  },
  job: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    linkedin: 'LinkedIn Profile (Optional)',
    position: 'Position',
    experience: 'Relevant Experience',
    message: 'Relevant Experience',
    cv: 'Resume/CV (Optional)',
    privacy: 'Privacy policy',
  },
} as const satisfies Record<ContactFormType, Record<string, string>>;

/** The success views (spec §2), shown inline by the React form and by the server's thank-you page. */
export const contactSuccess = {
  company: {
    heading: 'Thank You!',
    text: "We've received your message and will get back to you shortly.",
    again: 'Send Another Message',
  },
  job: {
    heading: 'Application Received!',
    text: "Thank you for applying. We've received your application and will get back to you shortly.",
    again: 'Submit Another Application',
  },
} as const satisfies Record<ContactFormType, { heading: string; text: string; again: string }>;

/** Spec §4, §9: how long the success view stays before the form returns. */
export const contactSuccessMs = 5000;

/** Spec §8: the alert after a failed submission. */
export const contactFailure = (error: string | undefined) =>
  // A message that ends a sentence itself ('… in 10 minutes.') must not end in '..'.
  `Failed to submit your message: ${error?.trim().replace(/\.+$/, '') || 'Unknown error'}. Please try again.`;
/** Spec §8: the alert when the request never reached the server. */
export const contactNetworkFailure = 'Network error. Please check your connection and try again.';

export const contactLimits = {
  name: 200,
  email: 254,
  company: 200,
  phone: 40,
  message: 5000,
  experience: 5000,
  linkedin: 300,
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
] as const;

export type ContactFieldErrors = Partial<Record<string, string[]>>;
