// The pages a contact form posted with JavaScript off leads to, in the form page's language: thank-you after a 303, so
// a reload does not post again, or the error in place with its status, so Back returns to the filled-in form.
import { contactFieldLabels, type ContactFormType, jobFormFragment } from '#contracts/contact-fields.ts';
import { contactFailure, contactSuccess } from '#contracts/contact.ts';
import { m } from '#contracts/i18n/messages.js';
import { type Locale, localePath } from '#contracts/locale.ts';
import type { AnswerFiller } from '../http/answer-page.ts';

/** Where "another message" starts: the job form is the second tab of /contact. */
const formUrl = (form: ContactFormType, locale: Locale) =>
  localePath(form === 'job' ? `/contact#${jobFormFragment}` : '/contact', locale);

/** The thank-you page's address: /contact/thank-you, /nl/contact/thank-you. */
export const thankYouPath = (form: ContactFormType, locale: Locale) =>
  `${localePath('/contact/thank-you', locale)}?form=${form}`;

export function thankYouPage(answer: AnswerFiller, form: ContactFormType, locale: Locale) {
  const success = contactSuccess(form, locale);
  const again = { href: formUrl(form, locale), text: success.again };
  return answer(
    'thank-you',
    { title: success.heading, slots: { heading: success.heading, text: success.text, again } },
    locale,
  );
}

export function formErrorPage(
  answer: AnswerFiller,
  form: ContactFormType,
  locale: Locale,
  message: string,
  fieldErrors: Record<string, string[]> | undefined,
) {
  const labels: Record<string, string> = contactFieldLabels(locale)[form];
  const fields = Object.entries(fieldErrors ?? {})
    .filter(([field]) => field !== 'form')
    .flatMap(([field, messages]) =>
      messages.map((text) => ({ label: (labels[field] ?? field).replace(/ \((Optional|optioneel)\)$/, ''), text })),
    );
  const heading = (form === 'job' ? m.form_not_sent_job : m.form_not_sent_company)({}, { locale });
  return answer(
    'form-error',
    {
      title: heading,
      slots: { heading, message: contactFailure(message, locale), fields, again: { href: formUrl(form, locale) } },
    },
    locale,
  );
}
