// Replies from the inbox (issue 24 item 3): an admin answers a submission from its detail view.
// The e-mail goes through the outbox to a real SMTP server, from MAIL_FROM with Reply-To the
// admin's own address (a field on the account), quoting the original; the reply is kept with the
// submission, which moves to Answered, and the audit trail says so. On SQLite and PostgreSQL,
// including the migration that lets the outbox take replies without losing a queued e-mail.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InboxResponse, replyTexts, SubmissionReplySchema, type SubmissionResponse } from '#contracts/admin.ts';
import type { AccountResponse } from '#contracts/auth.ts';
import type { AuditResponse } from '#contracts/audit.ts';
import { adminSender, loginAsAdmin, useAdminApp } from '../helpers/admin.ts';
import { companyPayload, jobPayload } from '../helpers/contact.ts';
import { decodeHeader, mailbox, readableBody } from '../helpers/mailbox.ts';
import { eventually } from '../../scripts/lib/server-process.ts';
import { databaseAt, describeEachDatabase } from '../helpers/test-app.ts';

const box = await mailbox();
afterAll(() => box.close());
const mailFrom = '"Rebels" <hello@rebels.test>';

describeEachDatabase('replies from the inbox on $name', ({ name: database, env }) => {
  const ctx = useAdminApp({ ...env, SMTP_URL: box.smtpUrl, MAIL_FROM: mailFrom });
  // Addresses of this database's suite only: both suites share the mailbox.
  const address = (who: string) => `${who}.${database.toLowerCase()}@example.test`;
  let cookie = '';
  const send = adminSender(
    () => ctx().app,
    () => cookie,
  );
  const reply = (id: number | string, body: unknown, headers: Record<string, string> = {}) =>
    send('POST', `/api/admin/submissions/${id}/replies`, body, headers);
  const detail = async (id: number) => (await send('GET', `/api/admin/submissions/${id}`)).json() as SubmissionResponse;
  const submit = async (payload: Record<string, unknown>) => {
    await ctx().app.inject({ method: 'POST', url: '/api/contact', payload });
    const found = (
      await send('GET', `/api/admin/submissions?state=any&type=all&q=${payload.name as string}`)
    ).json() as InboxResponse;
    return found.submissions[0]!.id;
  };
  const mailTo = (to: string) => box.messages.filter((mail) => mail.to.includes(to));
  const rows = async (table: 'submission_replies' | 'mail_outbox') =>
    Number(
      (
        await ctx()
          .db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    cookie = (await loginAsAdmin(ctx().app, ctx().clock)).cookie;
    ctx().app.outbox.start();
  });

  it('needs a reply address on the account first, and writes nothing until there is one', async () => {
    const id = await submit(companyPayload({ name: 'Reply Early', email: address('early') }));
    const account = (await send('GET', '/api/admin/account')).json() as AccountResponse;
    expect(account.email).toBeNull();
    const outboxBefore = await rows('mail_outbox');
    const refused = await reply(id, { message: 'Thank you, we will call you.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(replyTexts.noAddress);
    expect(await rows('mail_outbox')).toBe(outboxBefore);
    expect(await rows('submission_replies')).toBe(0);
    expect((await detail(id)).submission.state).toBe('new');
  });

  it('sets, refuses and removes the reply address on the account, each change in the trail', async () => {
    for (const bad of ['not an address', 'a@b', 'x@example.test\r\nBcc: victim@example.test', 'a@b.c'.repeat(60), 42]) {
      const answer = await send('POST', '/api/admin/account/email', { email: bad });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().fieldErrors.email).toBeDefined();
    }
    expect((await send('POST', '/api/admin/account/email', { email: '' })).json()).toEqual({
      success: true,
      email: null,
    });
    const set = await send('POST', '/api/admin/account/email', { email: ' ada@rebels.test ' });
    expect(set.json()).toEqual({ success: true, email: 'ada@rebels.test' });
    expect(((await send('GET', '/api/admin/account')).json() as AccountResponse).email).toBe('ada@rebels.test');
    const trail = ((await send('GET', '/api/admin/audit?action=account.email')).json() as AuditResponse).entries;
    expect(trail.map((entry) => entry.detail)).toEqual(['set', 'removed']);
  });

  it('sends the reply from MAIL_FROM, answered at the admin, quoting the original; keeps it and marks the submission Answered', async () => {
    const to = address('jane');
    const id = await submit(
      companyPayload({ name: 'Jane Replied', email: to, message: 'We need help with AI.\nCan you call us?' }),
    );
    const answer = await reply(id, { message: 'Hello Jane,\n\nHappy to help. When suits you?\n\nAda' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as SubmissionResponse;
    expect(body.submission.state).toBe('answered');
    expect(body.replies).toHaveLength(1);
    expect(body.replies[0]).toMatchObject({
      subject: 'Re: your message to Rebels',
      body: 'Hello Jane,\n\nHappy to help. When suits you?\n\nAda',
      to,
      replyTo: 'ada@rebels.test',
    });
    expect(['queued', 'sent']).toContain(body.replies[0]!.delivery);

    const [mail] = await eventually('the reply in the mailbox', () => mailTo(to).length === 1 && mailTo(to));
    expect(decodeHeader(mail!.headers.from!)).toBe('Rebels <hello@rebels.test>');
    expect(mail!.headers['reply-to']).toBe('ada@rebels.test');
    expect(decodeHeader(mail!.headers.subject!)).toBe('Re: your message to Rebels');
    const text = readableBody(mail!.body);
    expect(text).toContain('Hello Jane,\n\nHappy to help. When suits you?\n\nAda\n\nOn ');
    expect(text).toMatch(/On \d{1,2} \w+ \d{4}, Jane Replied wrote:\n> We need help with AI\.\n> Can you call us\?/);

    const after = await eventually('the reply marked sent', async () => {
      const now = await detail(id);
      return now.replies[0]?.delivery === 'sent' && now;
    });
    expect(after.replies[0]).toMatchObject({ author: expect.any(String), error: null });
    const trail = ((await send('GET', '/api/admin/audit?action=reply.sent')).json() as AuditResponse).entries;
    expect(trail[0]).toMatchObject({ target: `submission ${id}`, detail: 'new → answered', outcome: 'success' });
    // The reply's text is the submission's, not the trail's.
    expect(JSON.stringify(trail)).not.toContain('Happy to help');
  });

  it('writes in the applicant’s language where the mail adds words, and quotes the application', async () => {
    const to = address('sanne');
    const id = await submit(
      jobPayload({ name: 'Sanne Sollicitant', email: to, locale: 'nl', experience: 'Vijf jaar data engineering.' }),
    );
    expect((await reply(id, { message: 'Hoi Sanne, leuk! Wanneer kun je langskomen?' })).statusCode).toBe(200);
    const replies = () => mailTo(to).filter((mail) => decodeHeader(mail.headers.subject!).startsWith('Re:'));
    const [mail] = await eventually('the Dutch reply', () => replies().length === 1 && replies());
    expect(decodeHeader(mail!.headers.subject!)).toBe('Re: je sollicitatie bij Rebels');
    expect(readableBody(mail!.body)).toMatch(
      /Op \d{1,2} \w+ \d{4} schreef Sanne Sollicitant:\n> Vijf jaar data engineering\./,
    );
  });

  it('takes a subject of the admin’s own, and a second reply keeps the submission Answered', async () => {
    const to = address('second');
    const id = await submit(companyPayload({ name: 'Reply Twice', email: to }));
    await reply(id, { message: 'First answer.' });
    const second = await reply(id, { subject: 'Your workshop dates', message: 'Second answer.' });
    const body = second.json() as SubmissionResponse;
    expect(body.replies.map((each) => [each.subject, each.body])).toEqual([
      ['Re: your message to Rebels', 'First answer.'],
      ['Your workshop dates', 'Second answer.'],
    ]);
    expect(body.submission.state).toBe('answered');
    await eventually('both replies delivered', () => mailTo(to).length === 2);
    const trail = ((await send('GET', '/api/admin/audit?action=reply.sent')).json() as AuditResponse).entries;
    // The second reply changed no state, so its entry has no state change to tell.
    expect(trail.filter((entry) => entry.target === `submission ${id}`).map((entry) => entry.detail)).toEqual([
      null,
      'new → answered',
    ]);
  });

  it('refuses bad replies with field errors, spam, unknown ids, strangers and other sites, storing nothing', async () => {
    const id = await submit(companyPayload({ name: 'Reply Refused', email: address('refused') }));
    const before = { replies: await rows('submission_replies'), outbox: await rows('mail_outbox') };
    const cases: [unknown, string][] = [
      [{}, 'message'],
      [{ message: '   ' }, 'message'],
      [{ message: 'x'.repeat(10_001) }, 'message'],
      [{ message: 'Hi\u0000there' }, 'message'],
      [{ message: 'Hi', subject: 'Hello\r\nBcc: victim@example.test' }, 'subject'],
      [{ message: 'Hi', subject: 's'.repeat(201) }, 'subject'],
      [{ message: ['Hi'] }, 'message'],
    ];
    for (const [payload, field] of cases) {
      const answer = await reply(id, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(answer.json().fieldErrors ?? {}), JSON.stringify(payload).slice(0, 80)).toContain(field);
    }
    expect((await reply(id, { message: 'Hi', cc: 'someone@example.test' })).statusCode).toBe(400);
    expect((await reply(id, 'not json')).statusCode).toBe(400);
    expect((await reply(999_999, { message: 'Hi' })).statusCode).toBe(404);
    expect((await reply('0x1', { message: 'Hi' })).statusCode).toBe(404);
    expect((await reply(id, { message: 'Hi' }, { cookie: '' })).statusCode).toBe(401);
    expect((await reply(id, { message: 'Hi' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const form = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${id}/replies`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=Hi',
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);

    await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: companyPayload({ name: 'Reply Spam', email: address('spam'), website: 'http://spam.example' }),
    });
    const spam = (await send('GET', '/api/admin/submissions?type=spam&q=Reply%20Spam')).json() as InboxResponse;
    const spamAnswer = await reply(spam.submissions[0]!.id, { message: 'Hi' });
    expect(spamAnswer.statusCode).toBe(409);
    expect(spamAnswer.json().error).toBe(replyTexts.spam);

    expect({ replies: await rows('submission_replies'), outbox: await rows('mail_outbox') }).toEqual(before);
    expect((await detail(id)).submission.state).toBe('new');
  });

  it('goes with its submission when that is deleted', async () => {
    const id = await submit(companyPayload({ name: 'Reply Deleted', email: address('deleted') }));
    await reply(id, { message: 'Answer before the erasure.' });
    const replies = await rows('submission_replies');
    expect((await send('DELETE', `/api/admin/submissions/${id}`)).statusCode).toBe(200);
    expect(await rows('submission_replies')).toBe(replies - 1);
  });
});

describeEachDatabase('the migration that lets the outbox carry replies on $name', ({ env }) => {
  it('keeps every queued and sent e-mail, with its id, and still refuses a kind it does not know', async () => {
    const { db, migrator, now, submissionId, close } = await databaseAt(env, '2026-11-28-03-state-counts');
    const submission = { id: submissionId };
    try {
      const mail = (kind: 'notification' | 'confirmation', sent: boolean) => ({
        submission_id: submission.id,
        kind,
        to_address: 'staff@example.test',
        subject: `${kind} subject`,
        text: `${kind} text`,
        next_attempt_at: sent ? null : now,
        sent_at: sent ? now : null,
        created_at: now,
      });
      await db
        .insertInto('mail_outbox')
        .values([mail('notification', true), mail('confirmation', false)])
        .execute();
      const before = await db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

      expect((await migrator.migrateTo('2026-11-29-01-replies')).error).toBeUndefined();
      expect(await db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()).toEqual(before);
      await db
        .insertInto('mail_outbox')
        .values({ ...mail('notification', false), kind: 'reply' })
        .execute();
      await expect(
        sql`insert into mail_outbox (submission_id, kind, to_address, subject, text, created_at)
            values (${submission.id}, 'bogus', 'x@example.test', 's', 't', ${now})`.execute(db),
      ).rejects.toThrow(/check/i);
      // New rows continue after the old ids.
      const ids = (await db.selectFrom('mail_outbox').select('id').orderBy('id').execute()).map((row) =>
        Number(row.id),
      );
      expect(ids).toEqual([1, 2, 3]);
    } finally {
      await close();
    }
  });
});

describe('the reply schema', () => {
  it('trims the message, and takes an empty subject as none (the default one in the submitter’s language)', () => {
    expect(SubmissionReplySchema.parse({ message: '  Hi  ', subject: '  ' })).toEqual({ message: 'Hi' });
    expect(SubmissionReplySchema.parse({ message: 'Hi', subject: ' Dates ' })).toEqual({
      message: 'Hi',
      subject: 'Dates',
    });
  });
});
