import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '#server/db/connect.ts';
import { postContact, type ContactOutcome } from '../helpers/contact-traffic.ts';
import { decodeHeader, freePort, mailbox } from '../helpers/mailbox.ts';
import { startServer, waitFor } from '../../scripts/lib/server-process.ts';
import { requireBuild, temporaryDir } from '../helpers/test-app.ts';

describe('SMTP down for the whole run, then up', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => {});
  });

  it('accepts every submission while mail is down and delivers each e-mail exactly once when it is back', async () => {
    requireBuild();
    const smtpPort = await freePort();
    const dataDir = temporaryDir('rebels-smtp-down-');
    const server = await startServer({
      env: {
        DATA_DIR: dataDir,
        // Nothing listens there yet.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
        CONTACT_RATE_LIMIT: '100000/1m',
        // The real backoff (1, 5, 20 … minutes) scaled down to 100 ms, 0.5 s, 2 s …
        OUTBOX_RETRY_DELAY: '100ms',
      },
    });
    cleanups.push(() => server.kill());
    const run = `Smtp${Date.now().toString(36)}`;

    const outcomes: ContactOutcome[] = [];
    const sends: Promise<ContactOutcome>[] = [];
    for (let i = 1; i <= 8; i++) sends.push(postContact(server.url, `${run}-${i}`));
    // Job applications send two e-mails each (the notification with the CV, a confirmation).
    for (let i = 1; i <= 2; i++) sends.push(postContact(server.url, `${run}-job-${i}`, { as: 'cv', cvBytes: 20_000 }));
    outcomes.push(...(await Promise.all(sends)));
    for (const outcome of outcomes) expect(outcome).toMatchObject({ status: 200, body: { success: true } });

    const db = connect({ kind: 'sqlite', file: path.join(dataDir, 'app.db') });
    cleanups.push(() => db.destroy());
    const outbox = () =>
      db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'attempts', 'sent_at', 'last_error', 'locked_by'])
        .execute();
    expect(await outbox()).toHaveLength(12);
    // Every e-mail was tried twice (attempts count claims; a failure releases the claim), and waits.
    await waitFor(
      async () =>
        (await outbox()).every(
          (mail) => mail.attempts >= 2 && mail.locked_by === null && mail.sent_at === null && mail.last_error,
        ),
      30_000,
      () => 'the outbox did not retry every e-mail while SMTP was down',
    );
    // Each failure is logged too; the log comes through the process's output, which may trail the database a moment.
    const notSent = () => server.logs().filter((line) => line.msg === 'mail not sent').length;
    await waitFor(
      async () => notSent() >= 24,
      10_000,
      () => `${notSent()} failures logged, expected at least 24`,
    );
    const flags = await db.selectFrom('contact_submissions').select(['email_sent', 'email_error']).execute();
    expect(flags.every((row) => Number(row.email_sent) === 0 && row.email_error)).toBe(true);

    const box = await mailbox(smtpPort);
    cleanups.push(box.close);
    await waitFor(
      async () => (await outbox()).every((mail) => mail.sent_at !== null),
      30_000,
      () => 'not every e-mail was sent after SMTP came back',
    );
    // Nothing is left to send, so nothing more can arrive: each e-mail arrived once.
    const rows = await outbox();
    const expected = rows.map((mail) => `${mail.to_address} | ${mail.subject}`).sort();
    const received = box.messages
      .map((message) => `${message.to.join(',')} | ${decodeHeader(message.headers.subject ?? '')}`)
      .sort();
    expect(received).toEqual(expected);
    expect(new Set(received).size).toBe(12);
    const after = await db.selectFrom('contact_submissions').select(['email_sent', 'email_error']).execute();
    expect(after.every((row) => Number(row.email_sent) === 1 && row.email_error === null)).toBe(true);
    expect(server.child.exitCode).toBeNull();
  }, 90_000);
});
