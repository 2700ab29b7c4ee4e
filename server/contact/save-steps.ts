import type { CompiledQuery } from 'kysely';
import type { DbOrTrx, SqliteHandle } from '../db/connect.ts';
import type { NewOutboxMail } from '../mail/outbox.repository.ts';

/**
 * What a save writes, written once as the queries it runs in order (each step receives the rows of the one before), so
 * PostgreSQL's transaction and SQLite's synchronous group commit run the same description.
 */
export type SaveSteps<T> = Generator<CompiledQuery, T, unknown[]>;

/** Runs the steps in a Kysely transaction. */
export async function runSteps<T>(db: DbOrTrx, steps: SaveSteps<T>): Promise<T> {
  let step = steps.next();
  while (!step.done) step = steps.next((await db.executeQuery(step.value)).rows);
  return step.value;
}

/** Runs the steps synchronously on SQLite's own handle, inside the group commit's transaction. */
export function runStepsOnSqlite<T>(sqlite: SqliteHandle, steps: SaveSteps<T>): T {
  let step = steps.next();
  while (!step.done) {
    const statement = sqlite.prepare(step.value.sql);
    const parameters = step.value.parameters as unknown[];
    step = steps.next(statement.reader ? (statement.all(parameters) as unknown[]) : (statement.run(parameters), []));
  }
  return step.value;
}

/**
 * Another domain's outbox rows for each new submission, from rows it reads in the save's own transaction. A domain
 * registers its own as its module loads (webhooks do), as mail kinds are, so contact/ knows none of them.
 */
export type SubmissionFanOut<Row> = {
  read: (db: DbOrTrx) => { compile(): CompiledQuery<Row> };
  mails: (rows: Row[], submissionId: number) => NewOutboxMail[];
};

const fanOuts = new Map<string, SubmissionFanOut<never>>();

export function registerSubmissionFanOut<Row>(name: string, fanOut: SubmissionFanOut<Row>) {
  fanOuts.set(name, fanOut as SubmissionFanOut<never>);
}

/** Every registered fan-out's outbox rows for a submission: a save's steps, and a rescue from the spam folder. */
export function* fanOutSteps(db: DbOrTrx, submissionId: number): SaveSteps<NewOutboxMail[]> {
  const mails: NewOutboxMail[] = [];
  for (const fanOut of fanOuts.values()) {
    const rows = (yield fanOut.read(db).compile()) as never[];
    mails.push(...fanOut.mails(rows, submissionId));
  }
  return mails;
}
