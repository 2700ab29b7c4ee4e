import { interestLabel } from '#contracts/contact-fields.ts';
import type { ContactSubmission } from '#contracts/contact.ts';
import { m } from '#contracts/i18n/messages.js';
import { type Locale, localeNames, locales } from '#contracts/locale.ts';
import { site } from '#contracts/site.ts';
import { cvMimeTypes } from '#contracts/cv-file.ts';
import { registerMailKind } from '../mail/mail-kinds.ts';
import type { NewOutboxMail } from '../mail/outbox.repository.ts';
import { findCv, recordNotificationResult, type StoredSubmission } from './contact.repository.ts';
import type { CvFile } from './cv-file.ts';

/** Escaped even in plain-text mail: some inbox tools render "plain" mail as HTML (decision 0006). */
export const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function fieldLines(fields: [string, string | undefined][]) {
  return fields
    .filter((field): field is [string, string] => field[1] !== undefined && field[1] !== '')
    .map(([label, value]) =>
      value.includes('\n') ? `${label}:\n${escapeText(value)}\n` : `${label}: ${escapeText(value)}`,
    )
    .join('\n');
}

/** The e-mails a stored (non-spam) submission sends: the notification, and for a job application a confirmation. */
export function contactMails(
  submission: ContactSubmission,
  input: { submissionId: number; notifyTo: string; submittedAt: Date; cv: CvFile | null },
): NewOutboxMail[] {
  const name = submission.name ?? '';
  const email = submission.email ?? '';
  const job = submission.formType === 'job';
  const fields = fieldLines(
    job
      ? [
          ['Form', 'Job application'],
          ['Name', name],
          ['Email', email],
          ['Phone', submission.phone],
          ['Position', submission.position],
          ['LinkedIn', submission.linkedin],
          [
            'CV',
            input.cv
              ? `${input.cv.filename} (${input.cv.type.toUpperCase()}, ${input.cv.size} bytes, attached)`
              : 'none',
          ],
          ['Experience', submission.experience],
          ['Language', localeNames[submission.locale]],
        ]
      : [
          ['Form', 'Company inquiry'],
          ['Name', name],
          ['Company', submission.company],
          ['Email', email],
          ['Phone', submission.phone],
          ['Interest', interestLabel(submission.interest)],
          ['Message', submission.message],
          ['Language', localeNames[submission.locale]],
        ],
  );
  const notification: NewOutboxMail = {
    submissionId: input.submissionId,
    kind: 'notification',
    to: input.notifyTo,
    replyTo: email,
    subject: job
      ? `Job application: ${name}${submission.position ? ` (${submission.position})` : ''}`
      : `Contact request: ${name}${submission.company ? `, ${submission.company}` : ''}`,
    text: `${fields}\n\nSubmitted: ${input.submittedAt.toISOString()} (submission ${input.submissionId})\nReply to this e-mail to answer ${escapeText(name)} directly.\n`,
  };
  if (!job) return [notification];

  const options = { locale: submission.locale };
  const position = submission.position && submission.position !== 'Other' ? submission.position : undefined;
  const confirmation: NewOutboxMail = {
    submissionId: input.submissionId,
    kind: 'confirmation',
    to: email,
    replyTo: input.notifyTo,
    subject: m.mail_confirmation_subject({ site: site.name }, options),
    text: [
      m.mail_dear({ name: escapeText(name) }, options),
      '',
      position
        ? m.mail_thanks_position({ position, site: site.name }, options)
        : m.mail_thanks({ site: site.name }, options),
      '',
      m.mail_questions({}, options),
      '',
      m.mail_regards({}, options),
      site.name,
      submission.locale === 'nl' ? `${site.url}/nl/` : site.url,
    ].join('\n'),
  };
  return [notification, confirmation];
}

/** The date above a reply's quote, per language, in Rotterdam's time. */
const quoteDates = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** An admin's reply, the original quoted below; its own words are in the submitter's language (decision 0063). */
export function replyMail(
  submission: Pick<StoredSubmission, 'formType' | 'name' | 'email' | 'message' | 'experience' | 'locale'>,
  input: { submissionId: number; submittedAt: Date; replyTo: string; subject?: string; message: string },
): NewOutboxMail {
  const options = { locale: submission.locale };
  const original = (submission.formType === 'job' ? submission.experience : submission.message) ?? '';
  const quote = original
    ? [
        '',
        m.mail_reply_quote(
          { date: quoteDates[submission.locale].format(input.submittedAt), name: escapeText(submission.name) },
          options,
        ),
        ...escapeText(original)
          .split(/\r?\n/)
          .map((line) => (line ? `> ${line}` : '>')),
      ]
    : [];
  return {
    submissionId: input.submissionId,
    kind: 'reply',
    to: submission.email,
    replyTo: input.replyTo,
    subject:
      input.subject ??
      (submission.formType === 'job'
        ? m.mail_reply_subject_job({ site: site.name }, options)
        : m.mail_reply_subject({ site: site.name }, options)),
    text: [input.message, ...quote].join('\n'),
  };
}

registerMailKind('notification', {
  async attachments(db, mail) {
    const cv = await findCv(db, mail.submissionId);
    return cv ? [{ filename: cv.filename, content: cv.data, contentType: cvMimeTypes[cv.type] }] : [];
  },
  onAttempt: (db, mail, error) => recordNotificationResult(db, mail.submissionId, error),
});
