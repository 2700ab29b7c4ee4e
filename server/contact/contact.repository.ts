import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { LeadSource } from '../insights/index.ts';
import type { Submission } from '#contracts/admin.ts';
import type { ContactSubmission } from '#contracts/contact.ts';
import { type Db, type DbOrTrx, type SqliteHandle, sqliteHandle } from '../db/connect.ts';
import { outboxInsert, type NewOutboxMail } from '../mail/outbox.repository.ts';
import type { ContactSubmissionsTable, Database } from '../db/schema.ts';
import type { CvFile } from './cv-file.ts';
import { fanOutSteps, runSteps, runStepsOnSqlite, type SaveSteps } from './save-steps.ts';
import type { SpamReason } from './spam.ts';

export type SubmissionStatus = ContactSubmissionsTable['status'];

/** The admin contract's submission, status and CV hash; `privacyAcceptedAt` is null when an API client sent none. */
export type StoredSubmission = Omit<Submission, 'cv'> & {
  status: SubmissionStatus;
  cv: (NonNullable<Submission['cv']> & { sha256: string }) | null;
};

/** The one list of a submission's columns as read back (everything but the CV's bytes). */
export const submissionColumns = [
  'id',
  'form_type',
  'status',
  'name',
  'email',
  'company',
  'phone',
  'interest',
  'position',
  'experience',
  'linkedin',
  'message',
  'submitted_at',
  'email_sent',
  'email_error',
  'cv_filename',
  'cv_type',
  'cv_size',
  'cv_sha256',
  'privacy_accepted_at',
  'locale',
  'spam_reason',
  'state',
] as const satisfies readonly (keyof ContactSubmissionsTable)[];

/** The columns plus the assignee's username: what every read of a submission selects. */
export const submissionSelection = (eb: ExpressionBuilder<Database, 'contact_submissions'>) => [
  ...submissionColumns,
  eb
    .selectFrom('admin_users')
    .select('admin_users.username')
    .whereRef('admin_users.id', '=', 'contact_submissions.assignee_id')
    .as('assignee'),
];

export type SubmissionRow = Pick<Selectable<ContactSubmissionsTable>, (typeof submissionColumns)[number]> & {
  assignee: string | null;
};

const toIso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toStoredSubmission(row: SubmissionRow): StoredSubmission {
  return {
    id: Number(row.id),
    formType: row.form_type,
    status: row.status,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    interest: row.interest,
    position: row.position,
    experience: row.experience,
    linkedin: row.linkedin,
    message: row.message,
    submittedAt: toIso(row.submitted_at),
    emailSent: Boolean(row.email_sent),
    emailError: row.email_error,
    cv:
      row.cv_type && row.cv_filename
        ? { filename: row.cv_filename, type: row.cv_type, size: Number(row.cv_size), sha256: row.cv_sha256 ?? '' }
        : null,
    privacyAcceptedAt: row.privacy_accepted_at === null ? null : toIso(row.privacy_accepted_at),
    locale: row.locale,
    spamReason: row.status === 'spam' ? (row.spam_reason ?? 'unrecorded') : null,
    state: row.state,
    assignee: row.assignee ?? null,
  };
}

type NewSubmission = {
  submission: ContactSubmission;
  status: SubmissionStatus;
  spamReason?: SpamReason | null;
  cv: CvFile | null;
  submittedAt: Date;
  /** Queue what the registered fan-outs add (a delivery to every webhook endpoint), read in the save's transaction. */
  fanOut?: boolean;
  /** Where the lead came from, read from its visit (decision 0083); null when unknown. */
  lead?: LeadSource | null;
};

function submissionInsert(db: DbOrTrx, input: NewSubmission) {
  const { submission, cv } = input;
  return db
    .insertInto('contact_submissions')
    .values({
      form_type: submission.formType,
      status: input.status,
      name: submission.name ?? '',
      email: submission.email ?? '',
      company: submission.company ?? null,
      phone: submission.phone ?? null,
      interest: submission.interest ?? null,
      position: submission.position ?? null,
      experience: submission.experience ?? null,
      linkedin: submission.linkedin ?? null,
      message: submission.message ?? null,
      submitted_at: input.submittedAt.toISOString(),
      cv_filename: cv?.filename ?? null,
      cv_type: cv?.type ?? null,
      cv_size: cv?.size ?? null,
      cv_sha256: cv?.sha256 ?? null,
      cv_data: cv?.data ?? null,
      privacy_accepted_at: submission.privacy === true ? input.submittedAt.toISOString() : null,
      locale: submission.locale,
      spam_reason: input.status === 'spam' ? (input.spamReason ?? null) : null,
      lead_landing: input.lead?.landing ?? null,
      lead_page: input.lead?.page ?? null,
      lead_referrer: input.lead?.referrer ?? null,
      lead_source: input.lead?.source ?? null,
      lead_medium: input.lead?.medium ?? null,
      lead_campaign: input.lead?.campaign ?? null,
    })
    .returning('id');
}

export async function insertSubmission(db: DbOrTrx, input: NewSubmission): Promise<number> {
  const row = await submissionInsert(db, input).executeTakeFirstOrThrow();
  return Number(row.id);
}

type Save = {
  input: NewSubmission;
  mailsFor: (submissionId: number) => NewOutboxMail[];
};

/** What a save writes: the submission, its e-mails and the fan-outs' rows, in one transaction on either database. */
function* saveSteps(db: DbOrTrx, { input, mailsFor }: Save): SaveSteps<number> {
  const [row] = (yield submissionInsert(db, input).compile()) as { id: number | bigint }[];
  const id = Number(row!.id);
  const mails = [...mailsFor(id), ...(input.fanOut ? yield* fanOutSteps(db, id) : [])];
  if (mails.length > 0) yield outboxInsert(db, mails, input.submittedAt).compile();
  return id;
}

type PendingSave = Save & {
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
};

const pendingSaves = new WeakMap<Db, PendingSave[]>();

/** A submission and its e-mails in one transaction; on SQLite, one group commit per event-loop turn (decision 0009). */
export function saveSubmission(
  db: Db,
  input: NewSubmission,
  mailsFor: (submissionId: number) => NewOutboxMail[],
): Promise<number> {
  const sqlite = sqliteHandle(db);
  if (!sqlite) {
    return db.transaction().execute((trx) => runSteps(trx, saveSteps(trx, { input, mailsFor })));
  }
  return new Promise<number>((resolve, reject) => {
    let queue = pendingSaves.get(db);
    if (!queue) {
      queue = [];
      pendingSaves.set(db, queue);
      setImmediate(() => void commitPendingSaves(db, sqlite));
    }
    queue.push({ input, mailsFor, resolve, reject });
  });
}

async function commitPendingSaves(db: Db, sqlite: SqliteHandle) {
  const batch = pendingSaves.get(db) ?? [];
  pendingSaves.delete(db);
  const outcomes: ({ id: number } | { error: unknown })[] = [];
  try {
    await db.connection().execute(async () =>
      sqlite.transaction(() => {
        for (const save of batch) {
          try {
            // Nested: better-sqlite3 runs it as a SAVEPOINT inside the outer transaction.
            outcomes.push({ id: sqlite.transaction(() => runStepsOnSqlite(sqlite, saveSteps(db, save))) });
          } catch (error) {
            // SQLite may have rolled the batch back itself (full disk, I/O error): refuse all of it (decision 0024).
            if (!sqlite.inTransaction) throw error;
            outcomes.push({ error });
          }
        }
      }),
    );
  } catch (error) {
    // BEGIN or COMMIT failed: nothing of this batch is stored.
    for (const save of batch) save.reject(error);
    return;
  }
  batch.forEach((save, index) => {
    const outcome = outcomes[index];
    if (outcome && 'id' in outcome) save.resolve(outcome.id);
    else save.reject(outcome?.error);
  });
}

export async function findSubmission(db: DbOrTrx, id: number): Promise<StoredSubmission | undefined> {
  const row = await db
    .selectFrom('contact_submissions')
    .select(submissionSelection)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toStoredSubmission(row);
}

export async function listSubmissions(db: DbOrTrx): Promise<StoredSubmission[]> {
  const rows = await db
    .selectFrom('contact_submissions')
    .select(submissionSelection)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toStoredSubmission);
}

export async function findCv(db: DbOrTrx, submissionId: number) {
  const row = await db
    .selectFrom('contact_submissions')
    .select(['cv_filename', 'cv_type', 'cv_data'])
    .where('id', '=', submissionId)
    .executeTakeFirst();
  if (!row?.cv_data || !row.cv_type || !row.cv_filename) return null;
  return { filename: row.cv_filename, type: row.cv_type, data: Buffer.from(row.cv_data) };
}

/** Keeps emailSent / emailError on the submission in step with its notification e-mail. */
export async function recordNotificationResult(db: DbOrTrx, submissionId: number, error: string | null) {
  await db
    .updateTable('contact_submissions')
    .set(error === null ? { email_sent: 1, email_error: null } : { email_error: error })
    .where('id', '=', submissionId)
    .execute();
}

export async function submissionsByIds(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('contact_submissions')
    .select(submissionSelection)
    .where('id', 'in', ids)
    .orderBy('submitted_at')
    .orderBy('id')
    .execute();
  return rows.map(toStoredSubmission);
}

/** Every submission, spam included, with this address (`lower()`: ASCII on SQLite, Unicode on PostgreSQL). */
export async function submissionsByEmail(db: DbOrTrx, email: string) {
  const rows = await db
    .selectFrom('contact_submissions')
    .select(submissionSelection)
    .where(sql`lower(email)`, '=', sql`lower(${email.trim()})`)
    .orderBy('submitted_at')
    .orderBy('id')
    .execute();
  return rows.map(toStoredSubmission);
}

/** Deletes rows, CVs and, by cascade, what hangs off them; only `erasePersonalData` calls it (it removes files too). */
export async function eraseSubmissions(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('contact_submissions').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
