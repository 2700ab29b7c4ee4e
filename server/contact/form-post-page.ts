// The pages a browser sees after posting a contact form with JavaScript off: the
// thank-you page (after a 303, so a reload does not post again) and the error page
// (answered in place with the error status, so Back returns to the filled-in form).
// Visitors with JavaScript never see these: their form shows the result inline.
import fs from 'node:fs';
import path from 'node:path';
import { contactFailure, contactFieldLabels, contactSuccess, type ContactFormType } from '#contracts/contact-fields.ts';
import { site } from '#contracts/site.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** The site's stylesheets, taken from the prerendered contact page so these pages look like the site. */
export function readStylesheets(staticDir: string): string[] {
  try {
    const html = fs.readFileSync(path.join(staticDir, 'contact', 'index.html'), 'utf8');
    return [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1] ?? '');
  } catch {
    return [];
  }
}

type PageOptions = {
  stylesheets: readonly string[];
  title: string;
  body: string;
};

function page({ stylesheets, title, body }: PageOptions) {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${site.name}`)}</title>${links}
<link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body class="bg-gray-50 font-sans text-ink-900 antialiased">
<header class="bg-ink-900"><div class="mx-auto flex h-20 max-w-3xl items-center px-5 sm:px-8">
<a href="/" class="rounded-sm text-xl font-extrabold tracking-tight text-white">${escapeHtml(site.name)}</a></div></header>
<main id="main" class="mx-auto max-w-3xl px-5 py-16 sm:px-8 md:py-24">
<div class="rounded-2xl border border-gray-200 bg-white p-8 shadow-soft sm:p-12">${body}</div>
</main></body></html>`;
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white shadow-soft hover:bg-brand-800';
const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4';

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
