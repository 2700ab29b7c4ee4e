import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { connect, type Db } from '#server/db/connect.ts';
import { acknowledged, contactStream } from '../helpers/contact-traffic.ts';
import { mailbox, type Mailbox } from '../helpers/mailbox.ts';
import { startServer, waitFor } from '../../scripts/lib/server-process.ts';
import { describeEachDatabase, isolatedDatabase, requireBuild, temporaryDir } from '../helpers/test-app.ts';

/** The submitters whose notification reached the SMTP server (the subject names them). */
function notifiedNames(box: Mailbox) {
  return box.messages.map((message) => /^Contact request: ([^,]+),/.exec(message.headers.subject ?? '')?.[1]);
}

describeEachDatabase('kill -9 during a stream of submissions, on $name', (database) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => {});
  });

  it('keeps every acknowledged submission and sends every notification after the restart', async () => {
    requireBuild();
    const isolated = await isolatedDatabase(database.env);
    cleanups.push(isolated.drop);
    const dataDir = temporaryDir('rebels-crash-');
    // A slow relay, so the outbox is behind the submissions when the process dies.
    const box = await mailbox(undefined, { acceptDelayMs: 100 });
    cleanups.push(box.close);
    const env = {
      ...isolated.env,
      DATA_DIR: dataDir,
      SMTP_URL: box.smtpUrl,
      CONTACT_RATE_LIMIT: '100000/1m',
      // What the dead process had claimed is sent by the next one after this lease.
      OUTBOX_LEASE: '1s',
    };
    const first = await startServer({ env });
    cleanups.push(() => first.kill());
    const run = `Crash${Date.now().toString(36)}`;

    const stream = contactStream(() => first.url, { prefix: run, concurrency: 4 });
    await waitFor(
      () => acknowledged(stream.outcomes).length >= 20,
      30_000,
      () => 'submissions were not acknowledged',
    );
    const killed = await first.kill();
    expect(killed.signal).toBe('SIGKILL');
    const deliveredBeforeTheKill = new Set(notifiedNames(box));
    box.setAcceptDelay(0);
    const outcomes = await stream.stop();
    // Answers are a success or none at all (the connection died with the process).
    for (const outcome of outcomes) {
      if (outcome.status !== 'no answer') expect(outcome).toMatchObject({ status: 200, body: { success: true } });
    }

    const second = await startServer({ env });
    cleanups.push(() => second.kill());
    const db: Db = connect(
      isolated.env.DATABASE_URL
        ? { kind: 'postgres', url: isolated.env.DATABASE_URL }
        : { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
    );
    cleanups.push(() => db.destroy());
    const rows = await db.selectFrom('contact_submissions').select(['name', 'status']).execute();
    const stored = new Set(rows.map((row) => row.name));
    for (const name of acknowledged(outcomes)) expect(stored, `${name} was acknowledged`).toContain(name);
    expect(rows.every((row) => row.status === 'received')).toBe(true);

    // The outbox had work left when the process died, and the new process finishes it.
    const pendingAtTheKill = [...stored].filter((name) => !deliveredBeforeTheKill.has(name));
    expect(pendingAtTheKill.length).toBeGreaterThan(0);
    await waitFor(
      () => {
        const delivered = new Set(notifiedNames(box));
        return [...stored].every((name) => delivered.has(name));
      },
      30_000,
      () => `not every notification was delivered: ${[...stored].filter((n) => !notifiedNames(box).includes(n))}`,
    );
    await waitFor(
      async () => {
        const unsent = await db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
        return unsent.length === 0;
      },
      10_000,
      () => 'the outbox still holds unsent e-mails',
    );
    const flags = await db.selectFrom('contact_submissions').select('email_sent').execute();
    expect(flags.every((row) => Number(row.email_sent) === 1)).toBe(true);
    expect(second.output()).not.toMatch(/"level":50/);
  }, 90_000);
});
