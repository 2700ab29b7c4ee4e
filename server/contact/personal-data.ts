// Everything the site holds about a person, found one way and erased one way (issue 33 item 1; decision 0042): the
// privacy search, export and erasure, the inbox's Delete and the retention purge all come through here, so what one
// can find another can erase.
import fs from 'node:fs/promises';
import { type Db, scrubDeleted } from '../db/connect.ts';
import { emlFile, emlFileIds, removeEmlFiles } from '../mail/mail.transport.ts';
import { existingOutboxIds, outboxOfSubmissions } from '../mail/outbox.repository.ts';
import { eraseSubmissions, type StoredSubmission, submissionsByEmail, submissionsByIds } from './contact.repository.ts';

export type PersonalData = {
  /** The submissions, spam included; each row holds its CV and its workflow's notes and replies hang off it. */
  submissions: StoredSubmission[];
  /** Their outbox rows: notifications, confirmations, replies and webhook deliveries (with their attempts' log). */
  outbox: Awaited<ReturnType<typeof outboxOfSubmissions>>;
  /** Which outbox rows have an .eml file in the mail folder (the file transport's copy of what was sent). */
  files: boolean[];
};

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** What is held about the person with this e-mail address, or about these submissions. */
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

/**
 * Erases what was found: the rows in one transaction (cascading to e-mails, deliveries, attempts, notes and replies),
 * then the .eml files, then the database files' copies of the deleted bytes (`scrubDeleted`). A mail the outbox is
 * sending meanwhile finds its row gone and deletes its own file (outbox.worker.ts).
 */
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

/**
 * .eml files whose outbox row is gone: left by deletions before erasures removed files (issue 33), they belong to
 * submissions already erased. Run with the retention purge.
 */
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
