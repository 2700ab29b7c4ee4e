// The pages a browser sees after posting a contact form with JavaScript off: the
// thank-you page (after a 303, so a reload does not post again) and the error page
// (answered in place with the error status, so Back returns to the filled-in form).
// Visitors with JavaScript never see these: their form shows the result inline.
import { contactFailure, contactFieldLabels, contactSuccess, type ContactFormType } from '#contracts/contact-fields.ts';
import { buttonClass, escapeHtml, htmlPage as page, linkClass } from '../http/html-page.ts';

export { readStylesheets } from '../http/html-page.ts';

/** Where "another message" starts: the job form is the second panel of /contact. */
const formUrl = (form: ContactFormType) => (form === 'job' ? '/contact?tab=job#job-application' : '/contact');

export function thankYouPage(form: ContactFormType, stylesheets: readonly string[]) {
  const success = contactSuccess[form];
  return page({
    stylesheets,
    title: success.heading,
    body: `<h1 class="text-3xl font-extrabold sm:text-4xl">${escapeHtml(success.heading)}</h1>
<p class="mt-4 text-lg leading-relaxed text-gray-700">${escapeHtml(success.text)}</p>
<div class="mt-10 flex flex-wrap items-center gap-6"><a class="${buttonClass}" href="${formUrl(form)}">${escapeHtml(success.again)}</a>
<a class="${linkClass}" href="/">Back to Home</a></div>`,
  });
}

export function formErrorPage(
  form: ContactFormType,
  message: string,
  fieldErrors: Record<string, string[]> | undefined,
  stylesheets: readonly string[],
) {
  const labels: Record<string, string> = contactFieldLabels[form];
  const items = Object.entries(fieldErrors ?? {})
    .filter(([field]) => field !== 'form')
    .flatMap(([field, messages]) =>
      messages.map(
        (text) =>
          `<li><span class="font-semibold">${escapeHtml((labels[field] ?? field).replace(/ \(Optional\)$/, ''))}:</span> ${escapeHtml(text)}</li>`,
      ),
    );
  const heading = form === 'job' ? 'Your application was not sent' : 'Your message was not sent';
  return page({
    stylesheets,
    title: heading,
    body: `<h1 class="text-3xl font-extrabold sm:text-4xl">${heading}</h1>
<p role="alert" class="mt-4 rounded-lg border border-danger-600/30 bg-danger-600/5 p-4 text-danger-600">${escapeHtml(contactFailure(message))}</p>
${items.length ? `<ul class="mt-6 list-disc space-y-2 pl-5 text-gray-700">${items.join('')}</ul>` : ''}
<p class="mt-6 leading-relaxed text-gray-700">Use your browser’s Back button to return to the form: it keeps what you typed.</p>
<div class="mt-10 flex flex-wrap items-center gap-6"><a class="${buttonClass}" href="${formUrl(form)}">Open the form again</a>
<a class="${linkClass}" href="/">Back to Home</a></div>`,
  });
}
