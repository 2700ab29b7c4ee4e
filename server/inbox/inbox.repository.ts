import { PostgresAdapter, sql } from 'kysely';
import type { InboxCounts, InboxQuery, WeeklyPoint } from '#contracts/admin.ts';
import type { DbOrTrx } from '../db/connect.ts';
import { submissionSelection, toStoredSubmission } from '../contact/index.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function filtered(db: DbOrTrx, { q, type, state }: Pick<InboxQuery, 'q' | 'type' | 'state'>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Case-insensitive substring search (spec §5): ILIKE on PostgreSQL, LIKE (ASCII case-insensitive) on SQLite.
  const like = sql.raw(postgres ? 'ilike' : 'like');
  const pattern = `%${escapeLike(q)}%`;
  return (
    db
      .selectFrom('contact_submissions')
      .where('status', '=', type === 'spam' ? 'spam' : 'received')
      .$if(type === 'company' || type === 'job', (query) => query.where('form_type', '=', type as 'company' | 'job'))
      // Spam has no workflow until it is rescued: the Spam tab lists it whatever its state.
      .$if(type !== 'spam' && state === 'open', (query) => query.where('state', 'in', ['new', 'in_progress']))
      .$if(type !== 'spam' && state !== 'open' && state !== 'any', (query) =>
        query.where('state', '=', state as Exclude<InboxQuery['state'], 'open' | 'any'>),
      )
      .$if(q !== '', (query) =>
        query.where((eb) =>
          eb.or(
            (['name', 'email', 'company', 'message'] as const).map(
              (column) => sql<boolean>`${sql.ref(column)} ${like} ${pattern} escape '\\'`,
            ),
          ),
        ),
      )
  );
}

export async function listInboxPage(db: DbOrTrx, query: InboxQuery, pageSize: number) {
  const offset = (query.page - 1) * pageSize;
  if (query.type !== 'spam' && query.state === 'open') {
    // Two index-ordered branches merged: `state in (…)` would sort every open row (decision 0062).
    const branch = (state: 'new' | 'in_progress') =>
      filtered(db, { ...query, state })
        .select(submissionSelection)
        .orderBy('submitted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(offset + pageSize);
    const rows = await db
      .selectFrom(branch('new').as('open_new'))
      .selectAll()
      .unionAll(db.selectFrom(branch('in_progress').as('open_in_progress')).selectAll())
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute();
    return rows.map(toStoredSubmission);
  }
  const rows = await filtered(db, query)
    .select(submissionSelection)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset(offset)
    .execute();
  return rows.map(toStoredSubmission);
}

/** Received submissions per form type and state, from the trigger-kept table (128 rows at most). */
export async function stateCounts(db: DbOrTrx) {
  const rows = await db
    .selectFrom('submission_state_counts')
    .select(['form_type', 'state', (eb) => eb.fn.sum<string | number>('n').as('n')])
    .groupBy(['form_type', 'state'])
    .execute();
  return rows.map((row) => ({ formType: row.form_type, state: row.state, n: Number(row.n) }));
}

/** How many match a search (a scan of the matching rows; without a search the counters answer). */
export async function countMatches(db: DbOrTrx, query: InboxQuery) {
  const row = await filtered(db, query)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The Monday (UTC) of the week `date` falls in, as YYYY-MM-DD: the weekly counts' key. */
export function weekOf(date: Date) {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** The last `weeks` weeks, oldest first, zeros included, from trigger-kept counts (decision 0064). */
export async function weeklyCounts(db: DbOrTrx, now: Date, weeks: number): Promise<WeeklyPoint[]> {
  const day = 24 * 60 * 60 * 1000;
  const last = weekOf(now);
  const keys = Array.from({ length: weeks }, (_, index) =>
    weekOf(new Date(Date.parse(last) - (weeks - 1 - index) * 7 * day)),
  );
  const rows = await db
    .selectFrom('submission_weekly_counts')
    .select(['week', 'form_type', 'email_state'])
    .select((eb) => eb.fn.sum<string | number>('n').as('n'))
    .where('week', '>=', keys[0]!)
    .where('week', '<=', last)
    .groupBy(['week', 'form_type', 'email_state'])
    .execute();
  const points = new Map(
    keys.map((week) => [week, { week, company: 0, job: 0, sent: 0, failed: 0, pending: 0 } satisfies WeeklyPoint]),
  );
  for (const row of rows) {
    const point = points.get(row.week);
    if (!point) continue;
    const n = Number(row.n);
    point[row.form_type] += n;
    point[row.email_state] += n;
  }
  return [...points.values()];
}

/** Spec §2's five counters from the trigger-kept table: 96 rows at most (6 counters × 16 shards) at any inbox size. */
export async function inboxCounts(db: DbOrTrx): Promise<InboxCounts> {
  const [rows, spam, byState] = await Promise.all([
    db.selectFrom('submission_counts').select(['form_type', 'email_state', 'n']).execute(),
    // Through the (status, submitted_at, id) index: as costly as the Spam tab is long, which stays short.
    db
      .selectFrom('contact_submissions')
      .where('status', '=', 'spam')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    stateCounts(db),
  ]);
  const counts: InboxCounts = {
    total: 0,
    company: 0,
    job: 0,
    emailSent: 0,
    emailFailed: 0,
    spam: Number(spam.n),
    states: { new: 0, in_progress: 0, answered: 0, archived: 0 },
  };
  for (const row of byState) counts.states[row.state] += row.n;
  for (const row of rows) {
    const n = Number(row.n);
    counts.total += n;
    if (row.form_type === 'company') counts.company += n;
    if (row.form_type === 'job') counts.job += n;
    if (row.email_state === 'sent') counts.emailSent += n;
    if (row.email_state === 'failed') counts.emailFailed += n;
  }
  return counts;
}

/** Every match of a search, newest first, streamed in pages (for the CSV export). */
export async function* allMatches(db: DbOrTrx, query: Pick<InboxQuery, 'q' | 'type' | 'state'>, batch = 500) {
  let page = 1;
  for (;;) {
    const rows = await listInboxPage(db, { ...query, page }, batch);
    yield* rows;
    if (rows.length < batch) return;
    page += 1;
  }
}

/** Up to `limit` submissions past their retention period, oldest first. */
export async function expiredSubmissionIds(db: DbOrTrx, cutoffs: { company: Date; job: Date }, limit: number) {
  const rows = await db
    .selectFrom('contact_submissions')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('form_type', '=', 'company'), eb('submitted_at', '<', cutoffs.company.toISOString())]),
        eb.and([eb('form_type', '=', 'job'), eb('submitted_at', '<', cutoffs.job.toISOString())]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Marks a failed notification as pending again (its outbox row is re-queued by the caller). */
export async function clearNotificationError(db: DbOrTrx, id: number) {
  await db.updateTable('contact_submissions').set({ email_error: null }).where('id', '=', id).execute();
}
