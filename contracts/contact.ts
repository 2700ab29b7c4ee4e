// The contact and job-application payload (spec §3, §5, §7): one schema for the form and the server (decision 0008).
import { z } from './zod.ts';
import {
  type ContactFormType,
  contactFieldNames,
  contactFormTypes,
  contactInterestValues,
  contactLimits,
} from './contact-fields.ts';
import type { ErrorCode } from './error-codes.ts';
import { type Locale, locales } from './locale.ts';
import { m } from './i18n/messages.js';
import { forbiddenCharacters, isEmailAddress } from './text-rules.ts';

// One-line fields also refuse line breaks and tabs: they end up in e-mail headers.
const lineBreaks = /[\t\r\n\u2028\u2029]/;

const blankToUndefined = (value: unknown) => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value === null ? undefined : value;
};

// Every issue's message is an error code; whoever shows it writes it in the page's language (decision 0052).
const code = (value: ErrorCode) => value;

type TextRules = { max: number; multiline?: boolean; invalid?: ErrorCode };

const text = ({ max, multiline = false, invalid }: TextRules) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: invalid ?? code('not_text') })
      .max(max, code('too_long'))
      .refine((value) => !forbiddenCharacters.test(value), code('forbidden_characters'))
      .refine((value) => multiline || !lineBreaks.test(value), code('one_line'))
      .optional(),
  );

const acceptPrivacy = code('privacy_required');

/** Spec §7's API does not carry consent, so it may be left out; sent (`true`, or `on` from a form), it must say yes. */
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
    .string({ error: code('email_invalid') })
    .max(contactLimits.email, code('too_long'))
    .refine(isEmailAddress, code('email_invalid'))
    .optional(),
);

const linkedin = text({ max: contactLimits.linkedin }).refine((value) => {
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
}, code('linkedin_invalid'));

const phone = text({ max: contactLimits.phone }).refine(
  (value) => value === undefined || /^\+?[0-9 ()./-]{6,}$/.test(value),
  code('phone_invalid'),
);

const contactSchema = ({ privacyRequired }: { privacyRequired: boolean }) =>
  z
    .object(
      {
        formType: z.preprocess(
          (value) => blankToUndefined(value) ?? 'company',
          z.enum(contactFormTypes, { error: code('form_type') }),
        ),
        name: text({ max: contactLimits.name, invalid: code('name_required') }),
        email,
        company: text({ max: contactLimits.company }),
        phone,
        interest: z.preprocess(
          (value) => blankToUndefined(value) ?? 'implementation',
          z.enum(contactInterestValues, { error: code('interest') }),
        ),
        // One of the job form's positions: which ones are open is the stored content's, so the server checks that.
        position: z.preprocess(
          blankToUndefined,
          z
            .string({ error: code('position') })
            .max(contactLimits.position, { error: code('position') })
            .refine((value) => !lineBreaks.test(value), { error: code('position') })
            .optional(),
        ),
        message: text({ max: contactLimits.message, multiline: true }),
        experience: text({ max: contactLimits.experience, multiline: true }),
        linkedin,
        privacy: privacyConsent,
        /** Honeypot: hidden from people, so anything in it marks a bot. */
        website: z.unknown().optional(),
        /** Spam signals, judged by server/contact/spam.ts (decision 0061). */
        startedAt: z.unknown().optional(),
        fillMs: z.unknown().optional(),
        typedKeys: z.unknown().optional(),
        locale: z.preprocess((value) => blankToUndefined(value) ?? 'en', z.enum(locales, { error: code('locale') })),
      },
      { error: code('not_object') },
    )
    .superRefine((value, context) => {
      const required = (field: keyof typeof value, message: ErrorCode) => {
        if (value[field] === undefined) context.addIssue({ code: 'custom', path: [field], message });
      };
      if (privacyRequired) required('privacy', acceptPrivacy);
      required('name', 'name_required');
      required('email', 'email_required');
      if (value.formType === 'company') {
        required('company', 'company_required');
        required('message', 'message_required');
      } else {
        required('phone', 'phone_required');
        // The job form sends its experience text as `message` too (spec §7): either will do.
        if (value.experience === undefined && value.message === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['experience'],
            message: code('experience_required'),
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
export const ContactFormSchema = contactSchema({ privacyRequired: true });

export type ContactSubmissionInput = z.input<typeof ContactSubmissionSchema>;
export type ContactSubmission = z.output<typeof ContactSubmissionSchema>;

export function contactErrorCodes(error: z.ZodError): Record<string, ErrorCode[]> {
  const order = (field: string) => (contactFieldNames as readonly string[]).indexOf(field);
  const issues = [...error.issues].sort((a, b) => order(String(a.path[0] ?? '')) - order(String(b.path[0] ?? '')));
  const codes: Record<string, ErrorCode[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    (codes[field] ??= []).push(issue.message as ErrorCode);
  }
  return codes;
}

export const ContactResponseSchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({
    success: z.literal(false),
    error: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    code: z.string().optional(),
    fieldErrorCodes: z.record(z.string(), z.array(z.string())).optional(),
  }),
]);
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** The success views (spec §2); here, in the chunk the form loads on first use, not in /contact's first load. */
export const contactSuccess = (form: ContactFormType, locale: Locale) =>
  form === 'company'
    ? {
        heading: m.success_company_heading({}, { locale }),
        text: m.success_company_text({}, { locale }),
        again: m.success_company_again({}, { locale }),
      }
    : {
        heading: m.success_job_heading({}, { locale }),
        text: m.success_job_text({}, { locale }),
        again: m.success_job_again({}, { locale }),
      };

export const contactFailure = (error: string | undefined, locale: Locale) =>
  m.contact_failure(
    // A message that ends a sentence itself ('… in 10 minutes.') must not end in '..'.
    { error: error?.trim().replace(/\.+$/, '') || m.unknown_error({}, { locale }) },
    { locale },
  );
