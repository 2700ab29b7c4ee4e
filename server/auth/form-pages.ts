// Pages a browser sees after posting a sign-in or account form without JavaScript; a success is a 303 instead, so a
// reload does not post again.
import type { FieldErrors } from '#contracts/api.ts';
import type { AnswerFiller } from '../http/answer-page.ts';

const fieldLabels: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  code: 'Code',
  currentPassword: 'Current password',
  newPassword: 'New password',
};

/** An error answered in place (with its status): what went wrong, each field's message, and the way back. */
export function authErrorPage(
  answer: AnswerFiller,
  page: { heading: string; message: string; fieldErrors?: FieldErrors; back: { href: string; label: string } },
) {
  const fields = Object.entries(page.fieldErrors ?? {})
    .filter(([field]) => field !== 'form')
    .flatMap(([field, messages]) =>
      messages.filter((text) => text !== page.message).map((text) => ({ label: fieldLabels[field] ?? field, text })),
    );
  const { heading, message, back } = page;
  return answer('auth-error', {
    title: heading,
    slots: { heading, message, fields, back: { href: back.href, text: back.label } },
  });
}

/** Spec §2's setup answer for a browser without JavaScript: the default credentials and the warning. */
export const setupDonePage = (answer: AnswerFiller, credentials: { username: string; password: string }) =>
  answer('setup-done', { title: 'Admin user created', slots: credentials });

/** The ten recovery codes, shown once, after a second factor was set up without JavaScript. */
export const recoveryCodesPage = (answer: AnswerFiller, codes: readonly string[], next: string) =>
  answer('recovery-codes', { title: 'Your recovery codes', slots: { codes, next: { href: next } } });

/** A plain confirmation (an admin created without JavaScript). */
export function donePage(
  answer: AnswerFiller,
  page: { heading: string; message: string; next: { href: string; label: string } },
) {
  const { heading, message, next } = page;
  return answer('done', { title: heading, slots: { heading, message, next: { href: next.href, text: next.label } } });
}
