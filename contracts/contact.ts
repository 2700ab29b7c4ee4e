// The contact and job-application payload (spec §3, §5, §7): one schema for the
// React form and for the server, which parses JSON, urlencoded and multipart bodies with it.
import { z } from 'zod';
import { fieldErrorsOf } from './api.ts';
import {
  type ContactInterest,
  contactFieldNames,
  contactFormTypes,
  contactInterests,
  contactLimits,
  jobFormPositions,
} from './contact-fields.ts';
import { forbiddenCharacters } from './text-rules.ts';

const interestValues = contactInterests.map((interest) => interest.value) as [ContactInterest, ...ContactInterest[]];

// One-line fields also refuse line breaks and tabs: they end up in e-mail headers.
const lineBreaks = /[\t\r\n\u2028\u2029]/;

/** Trims strings and turns '' and null into "not given", so optional fields may be sent empty. */
const blankToUndefined = (value: unknown) => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value === null ? undefined : value;
};

type TextRules = { label: string; max: number; multiline?: boolean; invalid?: string };

const text = ({ label, max, multiline = false, invalid }: TextRules) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: invalid ?? `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`)
      .refine((value) => !forbiddenCharacters.test(value), `${label} contains characters that are not allowed`)
      .refine((value) => multiline || !lineBreaks.test(value), `${label} must be on one line`)
      .optional(),
  );

const acceptPrivacy = 'Please accept the privacy policy';

/**
 * Consent to the privacy policy: `true` from JSON, `on` (or `true`) from an HTML form. The
 * API of spec §7 does not carry it, so a client may leave it out; sent, it must say yes.
 */
const privacyConsent = z.preprocess(
  (value) =>
    value === undefined || value === null || value === ''
      ? undefined
      : value === true || value === 'on' || value === 'true',
  z
    .boolean()
    .refine((value) => value, acceptPrivacy)
    .optional(),
);

const email = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'Please enter a valid email address' })
    .max(contactLimits.email, `Email must be at most ${contactLimits.email} characters`)
    // Deliberately simple: one @, no spaces, brackets or quotes, a dot in the domain.
    .regex(
      /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u,
      'Please enter a valid email address',
    )
    .refine(
      (value) => !value.includes('..') && !value.startsWith('.') && !forbiddenCharacters.test(value),
      'Please enter a valid email address',
    )
    .optional(),
);

const linkedin = text({ label: 'LinkedIn profile', max: contactLimits.linkedin }).refine((value) => {
  if (value === undefined) return true;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      (url.hostname === 'linkedin.com' || url.hostname.endsWith('.linkedin.com')) &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}, 'Please enter a LinkedIn profile URL starting with https://www.linkedin.com/');

const phone = text({ label: 'Phone', max: contactLimits.phone }).refine(
  (value) => value === undefined || /^\+?[0-9 ()./-]{6,}$/.test(value),
  'Please enter a valid phone number',
);

/** The payload's one definition; the form (and a form posted without JavaScript) also requires the checkbox. */
const contactSchema = ({ privacyRequired }: { privacyRequired: boolean }) =>
  z
    .object(
      {
        formType: z.preprocess(
          (value) => blankToUndefined(value) ?? 'company',
          z.enum(contactFormTypes, { error: 'Please choose the company form or the job application' }),
        ),
        name: text({ label: 'Name', max: contactLimits.name, invalid: 'Please enter your name' }),
        email,
        company: text({ label: 'Company', max: contactLimits.company }),
        phone,
        interest: z.preprocess(
          (value) => blankToUndefined(value) ?? 'implementation',
          z.enum(interestValues, { error: 'Please choose what you are interested in' }),
        ),
        position: z.preprocess(
          blankToUndefined,
          z.enum(jobFormPositions, { error: 'Please choose one of the listed positions' }).optional(),
        ),
        message: text({ label: 'Message', max: contactLimits.message, multiline: true }),
        experience: text({ label: 'Experience', max: contactLimits.experience, multiline: true }),
        linkedin,
        privacy: privacyConsent,
        /** Honeypot: hidden from people, so anything in it marks a bot. */
        website: z.unknown().optional(),
        /** Epoch milliseconds when the form was rendered; too fast or odd values mark a bot. */
        startedAt: z.unknown().optional(),
      },
      { error: 'Please send the form fields as an object' },
    )
    .superRefine((value, context) => {
      const required = (field: keyof typeof value, message: string) => {
        if (value[field] === undefined) context.addIssue({ code: 'custom', path: [field], message });
      };
      if (privacyRequired) required('privacy', acceptPrivacy);
      required('name', 'Please enter your name');
      required('email', 'Please enter your email address');
      if (value.formType === 'company') {
        required('company', 'Please enter your company name');
        required('message', 'Please enter your message');
      } else {
        required('phone', 'Please enter your phone number');
        // The job form sends its experience text as `message` too (spec §7): either will do.
        if (value.experience === undefined && value.message === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['experience'],
            message: 'Please describe your relevant experience',
          });
        }
      }
    })
    .transform((value) => {
      if (value.formType === 'company') {
        return { ...value, position: undefined, experience: undefined, linkedin: undefined };
      }
      const experience = value.experience ?? value.message;
      return { ...value, interest: undefined, company: undefined, experience, message: experience };
    });

/** POST /api/contact as spec §7 documents it: `privacy` may be left out, but not sent as false. */
export const ContactSubmissionSchema = contactSchema({ privacyRequired: false });
/** The contact and job forms: the privacy checkbox is required (spec §5). */
export const ContactFormSchema = contactSchema({ privacyRequired: true });

/** What the form sends (before parsing). */
export type ContactSubmissionInput = z.input<typeof ContactSubmissionSchema>;
/** What the server stores: trimmed, defaults filled in, fields of the other form dropped. */
export type ContactSubmission = z.output<typeof ContactSubmissionSchema>;

/** Field errors keyed by field, plus the first message as the summary a form shows. */
export const contactErrors = (error: z.ZodError) => fieldErrorsOf(error, contactFieldNames);

/** The answer of POST /api/contact. */
export const ContactResponseSchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({
    success: z.literal(false),
    error: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  }),
]);
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
