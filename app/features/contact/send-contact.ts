import type { ContactFormType } from '#contracts/contact-fields.ts';
import type { Locale } from '#contracts/locale.ts';
import { apiRequest } from '#app/lib/api.ts';

/** What both forms hold; the job form adds its CV. */
export type ContactFormValues = {
  formType: ContactFormType;
  name: string;
  email: string;
  phone: string;
  privacy: boolean;
  /** Honeypot, hidden from people. */
  website: string;
  /** When the form was shown (epoch ms, as the hidden field's text), stamped after mount. */
  startedAt: string;
  /** Milliseconds from the first focus or input to the submit ('' when unknown). */
  fillMs: string;
  /** Characters typed in the form in that time. */
  typedKeys: string;
  company?: string;
  interest?: string;
  message?: string;
  position?: string;
  experience?: string;
  linkedin?: string;
  cv?: File | null;
  /** The page's language: the server answers and confirms in it. */
  locale: Locale;
};

/**
 * POST /api/contact: the spec's JSON payload (the job form sends its experience text as
 * `message` too), or multipart with the same fields when a CV is attached.
 */
export async function sendContact(values: ContactFormValues) {
  const { cv, ...fields } = values;
  const payload = fields.formType === 'job' ? { ...fields, message: fields.experience } : fields;
  const file = cv;
  if (!file) return apiRequest<{ success: true }>('/api/contact', { method: 'POST', json: payload });
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  form.append('cv', file, file.name);
  return apiRequest<{ success: true }>('/api/contact', { method: 'POST', form });
}
