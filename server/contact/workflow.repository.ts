import type { SubmissionNote, SubmissionState } from '#contracts/admin.ts';
import type { DbOrTrx } from '../db/connect.ts';

// The inbox's workflow on a submission: its state, its assignee and its internal notes
// (migration 2026-11-28-02). Spam has none until it is rescued, so every write names a received row.

/** Sets what is given; answers false when there is no such submission in the inbox. */
export async function updateWorkflow(
  db: DbOrTrx,
  id: number,
  change: { state?: SubmissionState; assigneeId?: number | null },
) {
  const result = await db
    .updateTable('contact_submissions')
    .set({
      ...(change.state === undefined ? {} : { state: change.state }),
      ...(change.assigneeId === undefined ? {} : { assignee_id: change.assigneeId }),
    })
    .where('id', '=', id)
    .where('status', '=', 'received')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertNote(db: DbOrTrx, note: { submissionId: number; author: string; at: Date; body: string }) {
  await db
    .insertInto('submission_notes')
    .values({
      submission_id: note.submissionId,
      author: note.author,
      created_at: note.at.toISOString(),
      body: note.body,
    })
    .execute();
}

/** Oldest first, as a conversation reads. */
export async function listNotes(db: DbOrTrx, submissionId: number): Promise<SubmissionNote[]> {
  const rows = await db
    .selectFrom('submission_notes')
    .select(['id', 'author', 'created_at', 'body'])
    .where('submission_id', '=', submissionId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    author: row.author,
    at: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    body: row.body,
  }));
}
