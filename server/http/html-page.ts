// The few pages the server writes itself, for forms posted without JavaScript; they use the site's built stylesheets
// and carry no script.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { type Locale, localePath } from '#contracts/locale.ts';
import { site } from '#contracts/site.ts';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** The site's stylesheets, taken from a prerendered page so these pages look like the site. */
export function readStylesheets(staticDir: string): string[] {
  try {
    const html = fs.readFileSync(path.join(staticDir, 'contact', 'index.html'), 'utf8');
    return [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1] ?? '');
  } catch {
    return [];
  }
}

export type PageOptions = {
  stylesheets: readonly string[];
  title: string;
  /** Trusted HTML: every value in it is escaped by the caller. */
  body: string;
  /** The page's language; the admin's pages are English. */
  locale?: Locale;
};

export function htmlPage({ stylesheets, title, body, locale = 'en' }: PageOptions) {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${site.name}`)}</title>${links}
<link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body class="bg-gray-50 font-sans text-ink-900 antialiased">
<header class="bg-ink-900"><div class="mx-auto flex h-20 max-w-3xl items-center px-5 sm:px-8">
<a href="${localePath('/', locale)}" class="rounded-sm text-xl font-extrabold tracking-tight text-white">${escapeHtml(site.name)}</a></div></header>
<main id="main" class="mx-auto max-w-3xl px-5 py-16 sm:px-8 md:py-24">
<div class="rounded-2xl border border-gray-200 bg-white p-8 shadow-soft sm:p-12">${body}</div>
</main></body></html>`;
}

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white shadow-soft hover:bg-brand-800';
export const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4';

/** The body's media type, lower case, without parameters. */
export const mediaType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Forms posted without JavaScript (urlencoded or multipart, not asking for JSON) get HTML; API clients get JSON. */
export function wantsHtml(request: FastifyRequest) {
  const type = mediaType(request);
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return false;
  return !/application\/json/i.test(request.headers.accept ?? '');
}
