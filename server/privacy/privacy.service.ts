import { createHmac } from 'node:crypto';
import type { PrivacyEraseResponse, PrivacySearchResponse } from '#contracts/privacy.ts';
import { erasePersonalData, findCv, findPersonalData } from '../contact/index.ts';
import type { Db } from '../db/connect.ts';
import { serverKey } from '../db/server-keys.ts';
import { HttpError } from '../http/http-error.ts';
import { zip } from '../http/zip.ts';

/** What stays after an erasure, and for how long, per database (decision 0042); the privacy page shows it. */
export const residueNotes = {
  sqlite:
    'An erasure overwrites the data in the database files at once. Backups made before it still hold it until they are rotated out.',
  postgres:
    'An erasure deletes the rows at once. PostgreSQL keeps the old row versions in its files until vacuum reuses their space (usually within a day), and backups made before it hold them until they are rotated out.',
} as const;

const safeName = (name: string) =>
  name
    .replace(/[\\/\p{Cc}]/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120) || 'cv';

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/** Privacy requests (GDPR articles 15 and 17, decision 0042). */
export function createPrivacyService({
  db,
  mailDir,
  database,
  now = () => new Date(),
}: {
  db: Db;
  mailDir: string;
  database: keyof typeof residueNotes;
  now?: () => Date;
}) {
  const holdings = (email: string) => findPersonalData(db, mailDir, { email });
  const isMail = (row: { kind: string }) => row.kind !== 'webhook';

  return {
    /** The audit trail's name for the person: an HMAC under the server's key, which a guessed address cannot match. */
    async nameOf(email: string) {
      const key = await serverKey(db, 'audit-names');
      return `hmac:${createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex')}`;
    },

    async search(email: string): Promise<PrivacySearchResponse> {
      const { submissions, outbox, files } = await holdings(email);
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
        emails: outbox.flatMap((mail, index) =>
          isMail(mail)
            ? [
                {
                  id: mail.id,
                  submissionId: mail.submissionId,
                  kind: mail.kind,
                  to: mail.to,
                  subject: mail.subject,
                  sentAt: mail.sentAt,
                  file: files[index] ?? false,
                },
              ]
            : [],
        ),
        webhookDeliveries: outbox.filter((row) => !isMail(row)).length,
        residue: residueNotes[database],
      };
    },

    async export(email: string) {
      const { submissions, outbox } = await holdings(email);
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
          emails: outbox
            .filter((mail) => mail.submissionId === row.id && isMail(mail))
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

    async erase(email: string): Promise<PrivacyEraseResponse> {
      const found = await holdings(email);
      const erased = await erasePersonalData(db, mailDir, found);
      return {
        success: true,
        submissions: erased.submissions,
        emails: found.outbox.filter(isMail).length,
        files: erased.files,
      };
    },
  };
}
