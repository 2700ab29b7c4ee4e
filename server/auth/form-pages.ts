// Pages a browser sees after posting a sign-in or account form without JavaScript; a success is a 303 instead, so a
// reload does not post again.
import type { FieldErrors } from '#contracts/api.ts';
import { buttonClass, escapeHtml, htmlPage, linkClass } from '../http/html-page.ts';

const fieldLabels: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  code: 'Code',
  currentPassword: 'Current password',
  newPassword: 'New password',
};

/** An error answered in place (with its status): what went wrong, each field's message, and the way back. */
export function authErrorPage(
  stylesheets: readonly string[],
  page: { heading: string; message: string; fieldErrors?: FieldErrors; back: { href: string; label: string } },
) {
  const items = Object.entries(page.fieldErrors ?? {})
    .filter(([field]) => field !== 'form')
    .flatMap(([field, messages]) =>
      messages
        .filter((text) => text !== page.message)
        .map(
          (text) =>
            `<li><span class="font-semibold">${escapeHtml(fieldLabels[field] ?? field)}:</span> ${escapeHtml(text)}</li>`,
        ),
    );
  return htmlPage({
    stylesheets,
    title: page.heading,
    body: `<h1 class="text-3xl font-extrabold sm:text-4xl">${escapeHtml(page.heading)}</h1>
<p role="alert" class="mt-4 rounded-lg border border-danger-600/30 bg-danger-600/5 p-4 text-danger-600">${escapeHtml(page.message)}</p>
${items.length ? `<ul class="mt-6 list-disc space-y-2 pl-5 text-gray-700">${items.join('')}</ul>` : ''}
<div class="mt-10 flex flex-wrap items-center gap-6"><a class="${buttonClass}" href="${escapeHtml(page.back.href)}">${escapeHtml(page.back.label)}</a>
<a class="${linkClass}" href="/">Back to Home</a></div>`,
  });
}

/** Spec §2's setup answer for a browser without JavaScript: the default credentials and the warning. */
export function setupDonePage(stylesheets: readonly string[], credentials: { username: string; password: string }) {
  return htmlPage({
    stylesheets,
    title: 'Admin user created',
    body: `<h1 class="text-3xl font-extrabold sm:text-4xl">Admin user created</h1>
<dl class="mt-6 grid gap-3 rounded-md bg-gray-50 p-4 ring-1 ring-gray-200">
<div><dt class="text-sm font-semibold text-gray-600">Username</dt><dd class="font-mono text-lg">${escapeHtml(credentials.username)}</dd></div>
<div><dt class="text-sm font-semibold text-gray-600">Password</dt><dd class="font-mono text-lg break-all" data-testid="setup-password">${escapeHtml(credentials.password)}</dd></div>
</dl>
<p role="alert" class="mt-6 rounded-md border border-tone-amber/40 bg-tone-amber/5 p-4 text-sm font-medium text-tone-amber">Warning: store this password now, it is shown only once. Then delete this setup page: it has done its job and the server refuses to run it again. You will choose your own password and a second factor when you first sign in.</p>
<div class="mt-10"><a class="${buttonClass}" href="/admin/login">Go to Sign In</a></div>`,
  });
}

/** The ten recovery codes, shown once, after a second factor was set up without JavaScript. */
export function recoveryCodesPage(stylesheets: readonly string[], codes: readonly string[], next: string) {
  return htmlPage({
    stylesheets,
    title: 'Your recovery codes',
    body: `<h1 class="text-3xl font-extrabold sm:text-4xl">Your recovery codes</h1>
<p class="mt-4 leading-relaxed text-gray-700">Each code signs you in once if you lose your passkey or authenticator app. Store them somewhere safe now: they are shown only this once.</p>
<ol class="mt-6 grid grid-cols-1 gap-2 rounded-md bg-gray-50 p-4 font-mono text-lg ring-1 ring-gray-200 sm:grid-cols-2" data-testid="recovery-codes">${codes
      .map((code) => `<li>${escapeHtml(code)}</li>`)
      .join('')}</ol>
<div class="mt-10"><a class="${buttonClass}" href="${escapeHtml(next)}">I have stored them, continue</a></div>`,
  });
}

/** A plain confirmation (an admin created without JavaScript). */
export function donePage(
  stylesheets: readonly string[],
  page: { heading: string; message: string; next: { href: string; label: string } },
) {
  return htmlPage({
    stylesheets,
    title: page.heading,
    body: `<h1 class="text-3xl font-extrabold sm:text-4xl">${escapeHtml(page.heading)}</h1>
<p role="status" class="mt-4 text-lg leading-relaxed text-gray-700">${escapeHtml(page.message)}</p>
<div class="mt-10"><a class="${buttonClass}" href="${escapeHtml(page.next.href)}">${escapeHtml(page.next.label)}</a></div>`,
  });
}
