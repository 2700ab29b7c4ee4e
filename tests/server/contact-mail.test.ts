import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { findSubmission, listSubmissions } from '#server/contact/contact.repository.ts';
import { connect } from '#server/db/connect.ts';
import { createMailTransport } from '#server/mail/mail.transport.ts';
import { claimDueMail } from '#server/mail/outbox.repository.ts';
import { createOutboxWorker, maxAttempts } from '#server/mail/outbox.worker.ts';
import { companyPayload, fieldParts, jobPayload, multipartBody, pdfFile } from '../helpers/contact.ts';
import { freePort, mailbox, type Mailbox, readableBody } from '../helpers/mailbox.ts';
import { buildContactApp, describeEachDatabase, isolatedDatabase, testClock, testConfig } from '../helpers/test-app.ts';

type App = Awaited<ReturnType<typeof buildContactApp>>['app'];

const notifyTo = 'inbox@rebels.test';

async function post(app: App, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/contact', payload });
  expect(response.json()).toEqual({ success: true });
}

async function outboxRows(app: App) {
  return app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEachDatabase('the mail outbox on $name', ({ env: baseEnv }) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => {});
  });

  async function setup(
    options: { smtpUrl?: string; clock?: ReturnType<typeof testClock>; pollMs?: number; retryDelay?: string } = {},
  ) {
    const isolated = await isolatedDatabase(baseEnv);
    cleanups.push(isolated.drop);
    const env = {
      ...isolated.env,
      CONTACT_NOTIFY_TO: notifyTo,
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...(options.retryDelay ? { OUTBOX_RETRY_DELAY: options.retryDelay } : {}),
    };
    const built = await buildContactApp({ env, now: options.clock?.now, pollMs: options.pollMs });
    cleanups.push(() => built.app.close());
    return built;
  }

  async function smtp(port?: number) {
    const box = await mailbox(port);
    cleanups.push(box.close);
    return box;
  }

  it('sends a company inquiry to the notify address with Reply-To the visitor and every field, escaped', async () => {
    const box = await smtp();
    const { app } = await setup({ smtpUrl: box.smtpUrl });
    await post(
      app,
      companyPayload({
        name: 'Zoë Delivered 🚀',
        message: 'Hello <script>alert(1)</script>\nSecond line',
        phone: '+31 10 000 0000',
      }),
    );
    expect(await app.outbox.runOnce()).toBe(1);

    expect(box.messages).toHaveLength(1);
    const [mail] = box.messages as [Mailbox['messages'][number]];
    expect(mail.to).toEqual([notifyTo]);
    expect(mail.headers['reply-to']).toBe('ada@example.com');
    expect(mail.headers.from).toMatch(/no-reply@rebels-ai\.nl/);
    const text = readableBody(mail.body);
    for (const value of [
      'Zoë Delivered 🚀',
      'Analytical Engines Ltd',
      'ada@example.com',
      '+31 10 000 0000',
      'Rebels Academy',
      'Second line',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain('&lt;script&gt;');
    expect(mail.raw).not.toContain('<script>');

    const [stored] = await listSubmissions(app.db);
    expect(stored).toMatchObject({ emailSent: true, emailError: null });
    expect((await outboxRows(app))[0]).toMatchObject({ attempts: 1, next_attempt_at: null, locked_by: null });
  });

  it('sends a job application with the CV attached, and a confirmation to the applicant', async () => {
    const box = await smtp();
    const { app } = await setup({ smtpUrl: box.smtpUrl });
    const body = multipartBody([
      ...fieldParts(jobPayload()),
      { name: 'cv', filename: 'Grace CV.pdf', contentType: 'application/pdf', data: pdfFile() },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': body.contentType, accept: 'application/json' },
      payload: body.payload,
    });
    expect(response.json()).toEqual({ success: true });
    expect(await app.outbox.runOnce()).toBe(2);

    const notification = box.messages.find((mail) => mail.to.includes(notifyTo));
    const confirmation = box.messages.find((mail) => mail.to.includes('grace@example.com'));
    expect(box.messages).toHaveLength(2);
    expect(notification?.headers['reply-to']).toBe('grace@example.com');
    expect(notification?.headers.subject).toContain('Machine Learning Engineer');
    expect(notification?.raw).toMatch(/Content-Disposition: attachment; filename="?Grace CV\.pdf"?/);
    expect(notification?.raw).toContain(pdfFile().toString('base64').slice(0, 40));
    expect(readableBody(notification!.body)).toContain('https://www.linkedin.com/in/grace-hopper');
    expect(confirmation?.headers.subject).toMatch(/application/i);
    expect(confirmation?.raw).not.toContain('Content-Disposition: attachment');
    expect((await listSubmissions(app.db))[0]?.emailSent).toBe(true);
  });

  it('keeps the submission when SMTP is down, backs off, and delivers exactly once when it is back', async () => {
    const port = await freePort();
    const clock = testClock();
    const { app } = await setup({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, clock });
    await post(app, companyPayload({ name: 'Down Test' }));

    expect(await app.outbox.runOnce()).toBe(1);
    const [failed] = await listSubmissions(app.db);
    expect(failed).toMatchObject({ name: 'Down Test', status: 'received', emailSent: false });
    expect(failed?.emailError).toMatch(/ECONNREFUSED|connect/i);
    const [row] = await outboxRows(app);
    expect(row?.attempts).toBe(1);
    const wait = new Date(row!.next_attempt_at!).getTime() - clock.now().getTime();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    // Not yet due: nothing is attempted.
    expect(await app.outbox.runOnce()).toBe(0);

    const box = await smtp(port);
    clock.advance(61_000);
    expect(await app.outbox.runOnce()).toBe(1);
    clock.advance(24 * 3_600_000);
    expect(await app.outbox.runOnce()).toBe(0);
    expect(box.messages).toHaveLength(1);
    expect(await findSubmission(app.db, failed!.id)).toMatchObject({ emailSent: true, emailError: null });
  });

  it('retries when the backoff is over, without waiting for the next poll (OUTBOX_RETRY_DELAY)', async () => {
    const port = await freePort();
    const { app } = await setup({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      pollMs: 60_000,
      retryDelay: '200ms',
    });
    app.outbox.start();
    await post(app, companyPayload({ name: 'Retry Timer Test' }));
    await waitFor(async () => Boolean((await outboxRows(app))[0]?.last_error));
    const [row] = await outboxRows(app);
    expect(new Date(row!.next_attempt_at!).getTime() - Date.now()).toBeLessThanOrEqual(200);
    // The worker polls once a minute: only its timer on the retry's due time can send this in time.
    const box = await smtp(port);
    await waitFor(() => box.messages.length === 1, 20_000);
    expect((await outboxRows(app))[0]?.attempts).toBeGreaterThanOrEqual(2);
  });

  it(`gives up after ${maxAttempts} attempts spread over about twelve hours`, async () => {
    const port = await freePort();
    const clock = testClock();
    const { app } = await setup({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, clock });
    await post(app, companyPayload({ name: 'Give Up Test' }));
    const start = clock.now().getTime();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      expect(await app.outbox.runOnce()).toBe(1);
      const [row] = await outboxRows(app);
      if (row?.next_attempt_at) {
        const next = new Date(row.next_attempt_at).getTime();
        waits.push(next - clock.now().getTime());
        clock.advance(next - clock.now().getTime() + 1000);
      }
    }
    const [row] = await outboxRows(app);
    expect(row).toMatchObject({ attempts: maxAttempts, next_attempt_at: null, sent_at: null });
    expect(waits).toHaveLength(maxAttempts - 1);
    expect(waits.every((wait, index) => index === 0 || wait > waits[index - 1]!)).toBe(true);
    const hours = (clock.now().getTime() - start) / 3_600_000;
    expect(hours).toBeGreaterThan(10);
    expect(hours).toBeLessThan(14);
    clock.advance(7 * 24 * 3_600_000);
    expect(await app.outbox.runOnce()).toBe(0);
    expect((await listSubmissions(app.db))[0]).toMatchObject({
      emailSent: false,
      emailError: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('lets two workers on two connections send 20 submissions, each e-mail exactly once', async () => {
    const box = await smtp();
    const { app, config } = await setup({ smtpUrl: box.smtpUrl });
    for (let index = 0; index < 20; index++) {
      const fields = { name: `Parallel ${index}`, email: `parallel${index}@example.com` };
      await post(app, index % 2 ? jobPayload(fields) : companyPayload(fields));
    }
    const expected = (await outboxRows(app)).length;
    expect(expected).toBe(30);

    const sentBy: Record<string, number> = { a: 0, b: 0 };
    const workers = ['a', 'b'].map((id) => {
      const db = connect(config.database);
      const smtpTransport = createMailTransport(config.mail);
      const transport = {
        send: async (...args: Parameters<typeof smtpTransport.send>) => {
          await smtpTransport.send(...args);
          sentBy[id] = (sentBy[id] ?? 0) + 1;
        },
        close: () => smtpTransport.close(),
      };
      const worker = createOutboxWorker({
        db,
        transport,
        from: config.mail.from,
        workerId: id,
        batchSize: 3,
        pollMs: 20,
      });
      cleanups.push(async () => {
        await worker.stop();
        transport.close();
        await db.destroy();
      });
      return worker;
    });
    for (const worker of workers) worker.start();
    await waitFor(() => box.messages.length >= expected, 20_000);
    // Stopping finishes the e-mails in hand; one more round each then finds nothing left to
    // send, so no e-mail can still arrive twice later.
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(await Promise.all(workers.map((worker) => worker.runOnce()))).toEqual([0, 0]);

    expect(box.messages).toHaveLength(expected);
    // Both really worked: the rows were shared out, not all taken by one.
    expect(sentBy.a! + sentBy.b!).toBe(expected);
    expect(sentBy.a).toBeGreaterThan(0);
    expect(sentBy.b).toBeGreaterThan(0);
    const keys = box.messages.map((mail) => `${mail.to.join(',')} ${mail.headers.subject}`);
    expect(new Set(keys).size).toBe(expected);
    const rows = await outboxRows(app);
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.locked_by))).toEqual(new Set([null]));
    expect((await listSubmissions(app.db)).every((submission) => submission.emailSent)).toBe(true);
  });

  it('picks up pending e-mail after a restart (a new app on the same database)', async () => {
    const box = await smtp();
    const isolated = await isolatedDatabase(baseEnv);
    cleanups.push(isolated.drop);
    const config = testConfig({ ...isolated.env, SMTP_URL: box.smtpUrl, CONTACT_RATE_LIMIT: '100/1m' });
    const first = await buildContactApp({ config });
    await post(first.app, companyPayload({ name: 'Restart Test' }));
    await first.app.close();
    expect(box.messages).toHaveLength(0);

    const second = await buildContactApp({ config });
    cleanups.push(() => second.app.close());
    expect(await second.app.outbox.runOnce()).toBe(1);
    expect(box.messages).toHaveLength(1);
    expect((await listSubmissions(second.app.db))[0]).toMatchObject({ name: 'Restart Test', emailSent: true });
  });

  it("takes over a crashed worker's e-mail once its lease has run out", async () => {
    const box = await smtp();
    const clock = testClock();
    const { app } = await setup({ smtpUrl: box.smtpUrl, clock });
    await post(app, companyPayload({ name: 'Lease Test' }));
    const claimed = await claimDueMail(app.db, {
      workerId: 'crashed',
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + 5 * 60_000),
      limit: 10,
    });
    expect(claimed).toHaveLength(1);
    expect(await app.outbox.runOnce()).toBe(0);
    clock.advance(5 * 60_000 + 1000);
    expect(await app.outbox.runOnce()).toBe(1);
    expect(box.messages).toHaveLength(1);
  });

  it("records a sent e-mail and its submission's flag in one transaction: when the flag fails, the e-mail stays due", async () => {
    const box = await smtp();
    const clock = testClock();
    const { app } = await setup({ smtpUrl: box.smtpUrl, clock });
    await post(app, companyPayload({ name: 'Atomic Test' }));
    // The database refuses the submission's flag after the e-mail has gone out.
    const postgres = Boolean(baseEnv.DATABASE_URL);
    if (postgres) {
      await sql`create function refuse_flag() returns trigger language plpgsql as $$ begin raise exception 'flag refused'; end $$`.execute(
        app.db,
      );
      await sql`create trigger refuse_flag before update of email_sent on contact_submissions for each row execute function refuse_flag()`.execute(
        app.db,
      );
    } else {
      await sql`create trigger refuse_flag before update of email_sent on contact_submissions begin select raise(abort, 'flag refused'); end`.execute(
        app.db,
      );
    }

    await expect(app.outbox.runOnce()).rejects.toThrow(/flag refused/);
    expect(box.messages).toHaveLength(1);
    // Neither half was recorded: no reader sees the e-mail sent and its submission waiting.
    const [row] = await outboxRows(app);
    expect(row?.sent_at).toBeNull();
    const [submission] = await listSubmissions(app.db);
    expect(submission).toMatchObject({ emailSent: false });

    // At least once: after the lease, the next attempt records both.
    await sql`drop trigger refuse_flag${postgres ? sql` on contact_submissions` : sql``}`.execute(app.db);
    clock.advance(5 * 60_000 + 1000);
    expect(await app.outbox.runOnce()).toBe(1);
    expect((await outboxRows(app))[0]?.sent_at).not.toBeNull();
    expect(await findSubmission(app.db, submission!.id)).toMatchObject({ emailSent: true, emailError: null });
  });

  it('writes .eml files under DATA_DIR/mail when no SMTP server is configured', async () => {
    const { app, config } = await setup();
    await post(app, jobPayload({ name: 'Eml Test' }));
    expect(await app.outbox.runOnce()).toBe(2);
    const rows = await outboxRows(app);
    for (const row of rows) {
      const file = path.join(config.mail.dir, `${row.id}.eml`);
      const eml = fs.readFileSync(file, 'utf8');
      expect(eml).toMatch(/^From: /m);
      expect(eml).toContain(row.kind === 'notification' ? `To: ${notifyTo}` : 'To: grace@example.com');
    }
    expect((await listSubmissions(app.db))[0]?.emailSent).toBe(true);
  });

  it('sends right after the commit when started, without waiting for the next poll', async () => {
    const box = await smtp();
    const { app } = await setup({ smtpUrl: box.smtpUrl, pollMs: 60_000 });
    app.outbox.start();
    // The first (empty) round is over and the worker sleeps for a minute: only the nudge of
    // the commit can make it send now.
    await waitFor(() => app.outbox.sleeping);
    const started = Date.now();
    await post(app, companyPayload({ name: 'Nudge Test' }));
    await waitFor(() => box.messages.length === 1, 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    await app.close();
    expect(app.outbox.running).toBe(false);
  });
});
