// The pages a contact form posted with JavaScript off leads to, in the form page's language: thank-you after a 303, so
// a reload does not post again, or the error in place with its status, so Back returns to the filled-in form.
import { contactFieldLabels, type ContactFormType, jobFormFragment } from '#contracts/contact-fields.ts';
import { contactFailure, contactSuccess } from '#contracts/contact.ts';
import { m } from '#contracts/i18n/messages.js';
import { type Locale, localePath } from '#contracts/locale.ts';
import { buttonClass, escapeHtml, htmlPage as page, linkClass } from '../http/html-page.ts';

export { readStylesheets } from '../http/html-page.ts';

/** Where "another message" starts: the job form is the second tab of /contact. */
const formUrl = (form: ContactFormType, locale: Locale) =>
  localePath(form === 'job' ? `/contact#${jobFormFragment}` : '/contact', locale);

/** The thank-you page's address: /contact/thank-you, /nl/contact/thank-you. */
export const thankYouPath = (form: ContactFormType, locale: Locale) =>
  `${localePath('/contact/thank-you', locale)}?form=${form}`;

const homeLink = (locale: Locale) =>
  `<a class="${linkClass}" href="${localePath('/', locale)}">${escapeHtml(m.back_to_home({}, { locale }))}</a>`;

export function thankYouPage(form: ContactFormType, locale: Locale, stylesheets: readonly string[]) {
  const success = contactSuccess(form, locale);
  return page({
    stylesheets,
    locale,
    title: success.heading,
    body: `<h1 class="text-3xl font-extrabold sm:text-4xl">${escapeHtml(success.heading)}</h1>
<p class="mt-4 text-lg leading-relaxed text-gray-700">${escapeHtml(success.text)}</p>
<div class="mt-10 flex flex-wrap items-center gap-6"><a class="${buttonClass}" href="${formUrl(form, locale)}">${escapeHtml(success.again)}</a>
${homeLink(locale)}</div>`,
  });
}

export function formErrorPage(
  form: ContactFormType,
  locale: Locale,
  message: string,
  fieldErrors: Record<string, string[]> | undefined,
  stylesheets: readonly string[],
) {
  const labels: Record<string, string> = contactFieldLabels(locale)[form];
  const items = Object.entries(fieldErrors ?? {})
    .filter(([field]) => field !== 'form')
    .flatMap(([field, messages]) =>
      messages.map(
        (text) =>
          `<li><span class="font-semibold">${escapeHtml((labels[field] ?? field).replace(/ \((Optional|optioneel)\)$/, ''))}:</span> ${escapeHtml(text)}</li>`,
      ),
    );
  const heading = (form === 'job' ? m.form_not_sent_job : m.form_not_sent_company)({}, { locale });
  return page({
    stylesheets,
    locale,
    title: heading,
    body: `<h1 class="text-3xl font-extrabold sm:text-4xl">${escapeHtml(heading)}</h1>
<p role="alert" class="mt-4 rounded-lg border border-danger-600/30 bg-danger-600/5 p-4 text-danger-600">${escapeHtml(contactFailure(message, locale))}</p>
${items.length ? `<ul class="mt-6 list-disc space-y-2 pl-5 text-gray-700">${items.join('')}</ul>` : ''}
<p class="mt-6 leading-relaxed text-gray-700">${escapeHtml(m.form_back_hint({}, { locale }))}</p>
<div class="mt-10 flex flex-wrap items-center gap-6"><a class="${buttonClass}" href="${formUrl(form, locale)}">${escapeHtml(m.form_open_again({}, { locale }))}</a>
${homeLink(locale)}</div>`,
  });
}
