import type { CompiledQuery } from 'kysely';
import type { DbOrTrx, SqliteHandle } from '../db/connect.ts';
import type { NewOutboxMail } from '../mail/outbox.repository.ts';

/** A save's queries in order, written once for PostgreSQL's transaction and SQLite's group commit (decision 0009). */
export type SaveSteps<T> = Generator<CompiledQuery, T, unknown[]>;

export async function runSteps<T>(db: DbOrTrx, steps: SaveSteps<T>): Promise<T> {
  let step = steps.next();
  while (!step.done) step = steps.next((await db.executeQuery(step.value)).rows);
  return step.value;
}

export function runStepsOnSqlite<T>(sqlite: SqliteHandle, steps: SaveSteps<T>): T {
  let step = steps.next();
  while (!step.done) {
    const statement = sqlite.prepare(step.value.sql);
    const parameters = step.value.parameters as unknown[];
    step = steps.next(statement.reader ? (statement.all(parameters) as unknown[]) : (statement.run(parameters), []));
  }
  return step.value;
}

/** Another domain's outbox rows for each new submission, registered as its module loads, so contact/ knows none. */
export type SubmissionFanOut<Row> = {
  read: (db: DbOrTrx) => { compile(): CompiledQuery<Row> };
  mails: (rows: Row[], submissionId: number) => NewOutboxMail[];
};

const fanOuts = new Map<string, SubmissionFanOut<never>>();

export function registerSubmissionFanOut<Row>(name: string, fanOut: SubmissionFanOut<Row>) {
  fanOuts.set(name, fanOut as SubmissionFanOut<never>);
}

export function* fanOutSteps(db: DbOrTrx, submissionId: number): SaveSteps<NewOutboxMail[]> {
  const mails: NewOutboxMail[] = [];
  for (const fanOut of fanOuts.values()) {
    const rows = (yield fanOut.read(db).compile()) as never[];
    mails.push(...fanOut.mails(rows, submissionId));
  }
  return mails;
}
