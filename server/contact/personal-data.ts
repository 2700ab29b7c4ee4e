// Everything held about a person, found one way and erased one way, for every kind of erasure (decision 0042).
import fs from 'node:fs/promises';
import { type Db, scrubDeleted } from '../db/connect.ts';
import { emlFile, emlFileIds, removeEmlFiles } from '../mail/mail.transport.ts';
import { existingOutboxIds, outboxOfSubmissions } from '../mail/outbox.repository.ts';
import { eraseSubmissions, type StoredSubmission, submissionsByEmail, submissionsByIds } from './contact.repository.ts';

export type PersonalData = {
  submissions: StoredSubmission[];
  outbox: Awaited<ReturnType<typeof outboxOfSubmissions>>;
  /** Which outbox rows have an .eml file in the mail folder. */
  files: boolean[];
};

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

export async function findPersonalData(
  db: Db,
  mailDir: string,
  who: { email: string } | { submissionIds: number[] },
): Promise<PersonalData> {
  const submissions =
    'email' in who ? await submissionsByEmail(db, who.email) : await submissionsByIds(db, who.submissionIds);
  const outbox = await outboxOfSubmissions(
    db,
    submissions.map((submission) => submission.id),
  );
  const files = await Promise.all(outbox.map((row) => exists(emlFile(mailDir, row.id))));
  return { submissions, outbox, files };
}

/** The rows (with their cascade), then the .eml files, then the database files' copies of the bytes. */
export async function erasePersonalData(db: Db, mailDir: string, data: PersonalData) {
  const ids = data.submissions.map((submission) => submission.id);
  const submissions = await db.transaction().execute((trx) => eraseSubmissions(trx, ids));
  const files = await removeEmlFiles(
    mailDir,
    data.outbox.map((row) => row.id),
  );
  const scrubbed = await scrubDeleted(db);
  return { submissions, outbox: data.outbox.length, files, scrubbed };
}

/** .eml files whose row is gone, which deletions before issue 33 left behind. */
export async function removeOrphanMailFiles(db: Db, mailDir: string) {
  const ids = [...new Set(await emlFileIds(mailDir))];
  let removed = 0;
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    const kept = await existingOutboxIds(db, batch);
    removed += await removeEmlFiles(
      mailDir,
      batch.filter((id) => !kept.has(id)),
    );
  }
  return removed;
}
