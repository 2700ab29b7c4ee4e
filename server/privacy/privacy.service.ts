import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { PrivacyEraseResponse, PrivacySearchResponse } from '#contracts/privacy.ts';
import { eraseSubmissions, findCv, submissionsByEmail } from '../contact/index.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http/http-error.ts';
import { zip } from '../http/zip.ts';
import { emlFile, removeEmlFiles } from '../mail/mail.transport.ts';
import { mailOfSubmissions } from '../mail/outbox.repository.ts';

/**
 * How the audit trail names the person of a privacy request: SHA-256 of the lower-cased address. It shows that a
 * request about an address was handled without holding the address, so an erasure leaves it nowhere.
 */
export const addressHash = (email: string) =>
  `sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** A file name safe inside a ZIP: no directories, no control characters. */
const safeName = (name: string) =>
  name
    .replace(/[\\/\p{Cc}]/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120) || 'cv';

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/** Privacy requests (GDPR articles 15 and 17): everything held about one e-mail address. */
export function createPrivacyService({
  db,
  mailDir,
  now = () => new Date(),
}: {
  db: Db;
  mailDir: string;
  now?: () => Date;
}) {
  async function holdings(email: string) {
    const submissions = await submissionsByEmail(db, email);
    const mails = await mailOfSubmissions(
      db,
      submissions.map((submission) => submission.id),
    );
    const files = await Promise.all(mails.map((mail) => exists(emlFile(mailDir, mail.id))));
    return { submissions, mails, files };
  }

  return {
    async search(email: string): Promise<PrivacySearchResponse> {
      const { submissions, mails, files } = await holdings(email);
      return {
        success: true,
        email,
        submissions: submissions.map((row) => ({
          id: row.id,
          formType: row.formType,
          status: row.status,
          name: row.name,
          email: row.email,
          submittedAt: row.submittedAt,
          cv: row.cv && { filename: row.cv.filename, size: row.cv.size },
        })),
        emails: mails.map((mail, index) => ({
          id: mail.id,
          submissionId: mail.submissionId,
          kind: mail.kind,
          to: mail.to,
          subject: mail.subject,
          sentAt: mail.sentAt,
          file: files[index] ?? false,
        })),
      };
    },

    /** One ZIP: data.json with every field of every submission and e-mail, and the CVs as files. */
    async export(email: string) {
      const { submissions, mails } = await holdings(email);
      if (submissions.length === 0) throw new HttpError(404, 'Nothing is held about this address');
      const entries = [];
      const cvFiles: Record<number, string> = {};
      for (const submission of submissions) {
        const cv = submission.cv ? await findCv(db, submission.id) : null;
        if (cv) {
          cvFiles[submission.id] = `cv/${submission.id}-${safeName(cv.filename)}`;
          entries.push({ name: cvFiles[submission.id]!, data: cv.data });
        }
      }
      const data = {
        exportedAt: now().toISOString(),
        email,
        submissions: submissions.map(({ status, cv, ...row }) => ({
          ...row,
          spam: status === 'spam',
          cv: cv && { filename: cv.filename, type: cv.type, size: cv.size, sha256: cv.sha256, file: cvFiles[row.id] },
          emails: mails
            .filter((mail) => mail.submissionId === row.id)
            .map((mail) => ({
              kind: mail.kind,
              to: mail.to,
              replyTo: mail.replyTo,
              subject: mail.subject,
              text: mail.text,
              queuedAt: mail.createdAt,
              sentAt: mail.sentAt,
            })),
        })),
      };
      entries.unshift({ name: 'data.json', data: `${JSON.stringify(data, null, 2)}\n` });
      return { archive: zip(entries), submissions: submissions.length };
    },

    /** Erases submissions, CVs, queued and sent e-mails, and their .eml files. */
    async erase(email: string): Promise<PrivacyEraseResponse> {
      const { submissions, mails } = await holdings(email);
      const ids = submissions.map((submission) => submission.id);
      const erased = await db.transaction().execute((trx) => eraseSubmissions(trx, ids));
      const files = await removeEmlFiles(
        mailDir,
        mails.map((mail) => mail.id),
      );
      return { success: true, submissions: erased, emails: mails.length, files };
    },
  };
}
