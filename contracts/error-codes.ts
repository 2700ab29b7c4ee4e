// The API's refusals as codes beside their texts, so a client shows them in its own language (decision 0052).
import { m } from './i18n/messages.js';
import type { FieldErrors } from './api.ts';
import { contactLimits } from './contact-fields.ts';
import type { Locale } from './locale.ts';

type Options = { locale: Locale };
const labels: Record<string, (inputs: object, options: Options) => string> = {
  name: m.label_name,
  email: m.label_email,
  company: m.label_company,
  phone: m.label_phone,
  message: m.label_message,
  experience: m.label_experience,
  linkedin: m.label_linkedin,
};

type Params = { label: string; max: number; after: string };
const messages = {
  not_text: m.error_not_text,
  too_long: m.error_too_long,
  forbidden_characters: m.error_forbidden_characters,
  one_line: m.error_one_line,
  privacy_required: m.error_privacy_required,
  email_invalid: m.error_email_invalid,
  linkedin_invalid: m.error_linkedin_invalid,
  phone_invalid: m.error_phone_invalid,
  form_type: m.error_form_type,
  name_required: m.error_name_required,
  interest: m.error_interest,
  position: m.error_position,
  not_object: m.error_not_object,
  email_required: m.error_email_required,
  company_required: m.error_company_required,
  message_required: m.error_message_required,
  phone_required: m.error_phone_required,
  experience_required: m.error_experience_required,
  check_form: m.error_check_form,
  locale: m.error_locale,
  cv_too_large: m.error_cv_too_large,
  cv_wrong_type: m.error_cv_wrong_type,
  cv_only: m.error_cv_only,
  cv_one: m.error_cv_one,
  cv_job_only: m.error_cv_job_only,
  field_too_long: m.error_field_too_long,
  too_large: m.error_too_large,
  unreadable: m.error_unreadable,
  content_type: m.error_content_type,
  rate_limited: m.error_rate_limited,
  unavailable: m.error_unavailable,
  internal: m.error_internal,
  invalid_json: m.error_invalid_json,
  empty_body: m.error_empty_body,
  body_too_large: m.error_body_too_large,
  proto: m.error_proto,
  media_type: m.error_media_type,
  bad_request: m.error_bad_request,
} satisfies Record<string, (inputs: Params, options: Options) => string>;

export type ErrorCode = keyof typeof messages;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(messages, code);

/** A code's text, with its field's label and limit; an unknown code reads as 'Please check the form'. */
export function errorText(code: string, locale: Locale, field?: string, after = ''): string {
  const options = { locale };
  const label = (field && Object.hasOwn(labels, field) && labels[field]?.({}, options)) || field || '';
  const max = field && Object.hasOwn(contactLimits, field) ? contactLimits[field as keyof typeof contactLimits] : 0;
  const message = isErrorCode(code) ? messages[code] : messages.check_form;
  return message({ label, max, after }, options);
}

export type KeyedErrors = {
  error: string;
  fieldErrors: FieldErrors;
  code: ErrorCode;
  fieldErrorCodes: Record<string, ErrorCode[]>;
};

/** Keyed errors in one language: each code's text names its field; a problem of the whole body is `form`'s. */
export function keyedErrors(codes: Record<string, ErrorCode[]>, locale: Locale, summary?: ErrorCode): KeyedErrors {
  const fieldErrors: FieldErrors = {};
  for (const [field, list] of Object.entries(codes)) {
    fieldErrors[field] = list.map((each) => errorText(each, locale, field));
  }
  const [firstField, firstCodes] = Object.entries(codes)[0] ?? ['form', []];
  const code = summary ?? firstCodes[0] ?? 'check_form';
  return {
    error: summary ? errorText(summary, locale) : errorText(code, locale, firstField),
    fieldErrors,
    code,
    fieldErrorCodes: codes,
  };
}

export function waitText(ms: number, locale: Locale) {
  const seconds = Math.max(1, Math.round(ms / 1000));
  const minutes = Math.round(seconds / 60);
  const hours = Math.round(minutes / 60);
  const [count, one, many] =
    seconds < 60
      ? [seconds, ...(locale === 'nl' ? ['seconde', 'seconden'] : ['second', 'seconds'])]
      : minutes < 60
        ? [minutes, ...(locale === 'nl' ? ['minuut', 'minuten'] : ['minute', 'minutes'])]
        : [hours, ...(locale === 'nl' ? ['uur', 'uur'] : ['hour', 'hours'])];
  return `${count} ${count === 1 ? one : many}`;
}
