// Webhooks (issue 24 item 4): an admin adds an endpoint and every new non-spam submission is
// posted to it as JSON, signed the Standard Webhooks way (checked here with the `standardwebhooks`
// package, a receiver's own library), through the outbox with its retries; CVs travel as signed
// links that expire. Addresses off the public internet are refused, when added and again when
// sent. On SQLite and PostgreSQL, with a real receiver on loopback (WEBHOOKS_ALLOW_LOOPBACK).
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxResponse } from '#contracts/admin.ts';
import type { AuditResponse } from '#contracts/audit.ts';
import {
  type WebhookCreatedResponse,
  type WebhookDeliveriesResponse,
  type WebhookPayload,
  type WebhooksResponse,
  webhookTexts,
} from '#contracts/webhooks.ts';
import { migrate } from '#server/db/migrate.ts';
import { retryDelays } from '#server/mail/outbox.worker.ts';
import { signature } from '#server/webhooks/delivery.ts';
import { deleteEndpoint, listDeliveries } from '#server/webhooks/webhooks.repository.ts';
import { createContactService } from '#server/contact/contact.service.ts';
import { ContactSubmissionSchema } from '#contracts/contact.ts';
import type { LookupAll } from '#server/webhooks/index.ts';
import { isPublicAddress, resolvePublic } from '#server/webhooks/public-address.ts';
import { adminSender, loginAsAdmin, useAdminApp } from '../helpers/admin.ts';
import { companyPayload, fieldParts, jobPayload, multipartBody, pdfFile } from '../helpers/contact.ts';
import { eventually } from '../../scripts/lib/server-process.ts';
import { databaseAt, describeEachDatabase } from '../helpers/test-app.ts';
import { webhookReceiver } from '../helpers/webhook-receiver.ts';

const receiver = await webhookReceiver();
afterAll(() => receiver.close());

/** The addresses the issue names, and the other ways to write an inside address. */
const insideUrls = [
  'https://127.0.0.1/hook',
  'https://10.0.0.1/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://localhost/hook',
  'https://[::1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[::ffff:a9fe:a9fe]/hook',
  'https://[fd00:ec2::254]/hook',
  'https://[fe80::1]/hook',
  'https://2130706433/hook',
  'https://0x7f.1/hook',
  'https://127.1/hook',
  'https://0.0.0.0/hook',
  'https://192.168.1.20/hook',
  'https://172.16.5.4/hook',
  'https://100.64.0.1/hook',
];

describeEachDatabase('webhooks on $name', ({ name: database, env }) => {
  const ctx = useAdminApp({ ...env, WEBHOOKS_ALLOW_LOOPBACK: 'true', PUBLIC_URL: 'https://www.rebels.test' });
  let cookie = '';
  const send = adminSender(
    () => ctx().app,
    () => cookie,
  );
  const add = async (url: string, description = '') => {
    const answer = await send('POST', '/api/admin/webhooks', { url, description });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as WebhookCreatedResponse;
  };
  const deliveries = async (id: number) =>
    ((await send('GET', `/api/admin/webhooks/${id}/deliveries`)).json() as WebhookDeliveriesResponse).deliveries;
  const submit = async (payload: Record<string, unknown>) => {
    await ctx().app.inject({ method: 'POST', url: '/api/contact', payload });
    const type = payload.website ? 'spam' : 'all';
    const found = (
      await send('GET', `/api/admin/submissions?state=any&type=${type}&q=${encodeURIComponent(String(payload.name))}`)
    ).json() as InboxResponse;
    return found.submissions[0]!.id;
  };
  /** What the receiver got for one submission, by the name it carries. */
  const receivedFor = (name: string) =>
    receiver.received.filter((each) => (JSON.parse(each.body) as WebhookPayload).data.name === name);
  const name = (who: string) => `${who} ${database}`;
  let endpoint: WebhookCreatedResponse;

  beforeAll(async () => {
    cookie = (await loginAsAdmin(ctx().app, ctx().clock)).cookie;
    ctx().app.outbox.start();
    endpoint = await add(receiver.url, 'CRM');
  });

  it('shows the secret once, in Standard Webhooks’ form, and never again; the trail names the host only', async () => {
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.endpoint).toMatchObject({ url: receiver.url, description: 'CRM' });
    const list = (await send('GET', '/api/admin/webhooks')).json() as WebhooksResponse;
    expect(JSON.stringify(list)).not.toContain(endpoint.secret.slice(6));
    expect(list.endpoints.map((each) => each.url)).toContain(receiver.url);
    const trail = (await send('GET', '/api/admin/audit?action=webhook.added')).json() as AuditResponse;
    expect(trail.entries[0]).toMatchObject({ action: 'webhook.added', detail: new URL(receiver.url).host });
  });

  it('posts each new submission, signed so that a receiver’s Standard Webhooks library verifies it', async () => {
    const id = await submit(companyPayload({ name: name('Hook Ada'), email: 'hook.ada@example.test' }));
    const [request] = await eventually(
      'the delivery',
      () => receivedFor(name('Hook Ada')).length === 1 && receivedFor(name('Hook Ada')),
    );
    const verified = new Webhook(endpoint.secret).verify(request!.body, {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    }) as WebhookPayload;
    expect(verified).toMatchObject({
      type: 'submission.created',
      data: { id, formType: 'company', name: name('Hook Ada'), email: 'hook.ada@example.test', cv: null },
    });
    expect(request!.headers['content-type']).toBe('application/json');
    // A signature made with another secret, or over another body, does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(request!.body, {
        'webhook-id': String(request!.headers['webhook-id']),
        'webhook-timestamp': String(request!.headers['webhook-timestamp']),
        'webhook-signature': String(request!.headers['webhook-signature']),
      }),
    ).toThrow();
    const log = await eventually('the log', async () => {
      const rows = await deliveries(endpoint.endpoint.id);
      const row = rows.find((each) => each.submissionId === id);
      return row?.state === 'sent' && row;
    });
    expect(log.messageId).toBe(request!.headers['webhook-id']);
    expect(log.attempts).toHaveLength(1);
    expect(log.attempts[0]).toMatchObject({ status: 200, error: null });
    expect(log.attempts[0]!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('sends spam nowhere, and a rescued submission exactly once', async () => {
    const id = await submit(companyPayload({ name: name('Hook Spam'), website: 'http://spam.example' }));
    await ctx().app.outbox.runOnce();
    expect(receivedFor(name('Hook Spam'))).toHaveLength(0);
    const [first, second] = await Promise.all([
      send('POST', `/api/admin/submissions/${id}/not-spam`, {}),
      send('POST', `/api/admin/submissions/${id}/not-spam`, {}),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    await eventually('the rescued delivery', () => receivedFor(name('Hook Spam')).length === 1);
    await ctx().app.outbox.runOnce();
    expect(receivedFor(name('Hook Spam'))).toHaveLength(1);
  });

  it('carries a CV as a signed link that expires, never the file', async () => {
    const body = multipartBody([
      ...fieldParts(jobPayload({ name: name('Hook Grace') })),
      { name: 'cv', filename: 'grace cv.pdf', contentType: 'application/pdf', data: pdfFile() },
    ]);
    await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': body.contentType, accept: 'application/json' },
      payload: body.payload,
    });
    const [request] = await eventually(
      'the job delivery',
      () => receivedFor(name('Hook Grace')).length === 1 && receivedFor(name('Hook Grace')),
    );
    expect(request!.body).not.toContain(pdfFile().toString('base64').slice(0, 40));
    const { cv } = (JSON.parse(request!.body) as WebhookPayload).data;
    expect(cv).toMatchObject({ filename: 'grace cv.pdf', type: 'pdf', size: pdfFile().length });
    const link = new URL(cv!.url);
    expect(link.origin).toBe('https://www.rebels.test');
    expect(new Date(cv!.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const local = `${link.pathname}${link.search}`;
    const download = await ctx().app.inject({ method: 'GET', url: local });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfFile())).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['cache-control']).toBe('no-store');
    const trail = (await send('GET', '/api/admin/audit?action=cv.downloaded')).json() as AuditResponse;
    expect(trail.entries[0]).toMatchObject({ actor: null, detail: 'through a webhook link' });

    const signatureOf = link.searchParams.get('signature')!;
    const tampered = new URL(link);
    tampered.searchParams.set('signature', `${signatureOf[0] === 'A' ? 'B' : 'A'}${signatureOf.slice(1)}`);
    const longer = new URL(link);
    longer.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    const other = new URL(link);
    other.pathname = other.pathname.replace(/\d+$/, (id) => String(Number(id) - 1));
    for (const bad of [
      tampered,
      longer,
      other,
      new URL(link.pathname, link),
      new URL(`${link.pathname}?expires=abc&signature=${signatureOf}`, link),
    ]) {
      const answer = await ctx().app.inject({ method: 'GET', url: `${bad.pathname}${bad.search}` });
      expect(answer.statusCode, bad.href).toBe(403);
      expect(answer.json().error).toBe('This link is not valid');
    }
    ctx().clock.advance(25 * 3_600_000);
    try {
      const expired = await ctx().app.inject({ method: 'GET', url: local });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toBe('This link has expired');
    } finally {
      ctx().clock.advance(-25 * 3_600_000);
    }
  });

  it('retries a broken receiver with the outbox’s backoff, logs every attempt, and sends again on request', async () => {
    receiver.answer(500);
    try {
      const id = await submit(companyPayload({ name: name('Hook Broken') }));
      // Read from the database while the clock runs ahead: the admin's session would time out.
      const failing = async (attempts: number) =>
        eventually(`attempt ${attempts}`, async () => {
          const row = (await listDeliveries(ctx().db, endpoint.endpoint.id, 50)).find(
            (each) => each.submissionId === id,
          );
          return row && row.attempts.length === attempts && row;
        });
      let row = await failing(1);
      expect(row).toMatchObject({ state: 'pending', attempts: [{ status: 500, error: 'HTTP 500' }] });
      const firstRetry = new Date(row.nextAttemptAt!).getTime() - new Date(row.attempts[0]!.at).getTime();
      expect(firstRetry).toBeGreaterThanOrEqual(retryDelays()[0]! - 1000);
      // Nothing more before the backoff has passed.
      await ctx().app.outbox.runOnce();
      expect((await deliveries(endpoint.endpoint.id)).find((each) => each.submissionId === id)!.attempts).toHaveLength(
        1,
      );
      try {
        for (const [index, delay] of retryDelays().entries()) {
          ctx().clock.advance(delay);
          ctx().app.outbox.nudge();
          row = await failing(index + 2);
        }
      } finally {
        ctx().clock.advance(-retryDelays().reduce((sum, delay) => sum + delay, 0));
      }
      expect(row.state).toBe('failed');
      expect(row.nextAttemptAt).toBeNull();
      expect(receivedFor(name('Hook Broken'))).toHaveLength(retryDelays().length + 1);
      // Every attempt carried the same message id, so a receiver can drop repeats.
      expect(new Set(receivedFor(name('Hook Broken')).map((each) => each.headers['webhook-id']))).toEqual(
        new Set([row.messageId]),
      );

      receiver.answer(200);
      const again = await send('POST', `/api/admin/webhooks/${endpoint.endpoint.id}/deliveries/${row.id}/resend`, {});
      expect(again.statusCode).toBe(202);
      const sent = await eventually('the delivery sent again', async () => {
        const next = (await deliveries(endpoint.endpoint.id)).find((each) => each.id === row.id);
        return next?.state === 'sent' && next;
      });
      expect(sent.attempts.at(-1)).toMatchObject({ status: 200, error: null });
      const trail = (await send('GET', '/api/admin/audit?action=webhook.resent')).json() as AuditResponse;
      expect(trail.entries[0]).toMatchObject({ detail: `delivery ${row.id}` });
    } finally {
      receiver.answer(200);
    }
  });

  it('checks the address again when it sends: a stored inside address gets no request', async () => {
    // As if the name had resolved outside when added and inside now (DNS rebinding).
    const inside = await ctx()
      .db.insertInto('webhook_endpoints')
      .values({
        url: 'https://10.0.0.1/hook',
        description: '',
        secret: endpoint.secret,
        created_by: 'test',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await submit(companyPayload({ name: name('Hook Rebind') }));
    const row = await eventually('the refused attempt', async () =>
      (await deliveries(Number(inside.id))).find((each) => each.submissionId === id && each.attempts.length === 1),
    );
    expect(row.attempts[0]).toMatchObject({ status: null, error: webhookTexts.notPublic });
    expect((await send('DELETE', `/api/admin/webhooks/${inside.id}`)).statusCode).toBe(200);
  });

  it('refuses bad endpoints with field errors and unknown ids with 404, storing nothing', async () => {
    const before = ((await send('GET', '/api/admin/webhooks')).json() as WebhooksResponse).endpoints.length;
    const cases: [unknown, string][] = [
      [{}, 'url'],
      [{ url: 'not a url' }, 'url'],
      [{ url: 'ftp://example.com/hook' }, 'url'],
      [{ url: 'https://user:pass@example.com/hook' }, 'url'],
      [{ url: `https://example.com/${'x'.repeat(2000)}` }, 'url'],
      [{ url: 'https://example.com/\u0000' }, 'url'],
      [{ url: ['https://example.com'] }, 'url'],
      [{ url: 'https://example.com/hook', description: 'd'.repeat(201) }, 'description'],
      [{ url: 'https://example.com/hook', description: 'a\r\nb' }, 'description'],
      [{ url: 'http://10.0.0.1/hook' }, 'url'],
      [{ url: 'http://93.184.215.14/hook' }, 'url'],
      [{ url: 'https://93.184.215.14:8443/hook' }, 'url'],
      [{ url: 'https://no-such-host.invalid/hook' }, 'url'],
    ];
    for (const [payload, field] of cases) {
      const answer = await send('POST', '/api/admin/webhooks', payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(answer.json().fieldErrors ?? {}), JSON.stringify(payload).slice(0, 80)).toContain(field);
    }
    expect((await send('POST', '/api/admin/webhooks', 'not json')).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/webhooks', { url: receiver.url }, { cookie: '' })).statusCode).toBe(401);
    expect(
      (await send('POST', '/api/admin/webhooks', { url: receiver.url }, { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    for (const url of ['/api/admin/webhooks/999999', '/api/admin/webhooks/0x1', '/api/admin/webhooks/1.0']) {
      expect((await send('DELETE', url)).statusCode, url).toBe(404);
      expect((await send('GET', `${url}/deliveries`)).statusCode, url).toBe(404);
    }
    expect(
      (await send('POST', `/api/admin/webhooks/${endpoint.endpoint.id}/deliveries/999999/resend`, {})).statusCode,
    ).toBe(404);
    expect(((await send('GET', '/api/admin/webhooks')).json() as WebhooksResponse).endpoints).toHaveLength(before);
  });

  it('removes an endpoint with its queued deliveries and their log', async () => {
    const spare = await add(receiver.url, 'Spare');
    receiver.answer(500);
    try {
      await submit(companyPayload({ name: name('Hook Removed') }));
      await eventually('a failed attempt', async () => (await deliveries(spare.endpoint.id))[0]?.attempts.length === 1);
    } finally {
      receiver.answer(200);
    }
    expect((await send('DELETE', `/api/admin/webhooks/${spare.endpoint.id}`)).statusCode).toBe(200);
    const left = await ctx()
      .db.selectFrom('mail_outbox')
      .select('id')
      .where('endpoint_id', '=', spare.endpoint.id)
      .execute();
    expect(left).toEqual([]);
    expect((await send('GET', `/api/admin/webhooks/${spare.endpoint.id}/deliveries`)).statusCode).toBe(404);
    const trail = (await send('GET', '/api/admin/audit?action=webhook.removed')).json() as AuditResponse;
    expect(trail.entries[0]).toMatchObject({ target: `webhook ${spare.endpoint.id}` });
  });

  it('stores a submission whose endpoint is removed while it is being saved', async () => {
    const spare = await add(receiver.url, 'Removed at once');
    const contact = createContactService({ db: ctx().db, outbox: ctx().app.outbox, notifyTo: 'staff@example.test' });
    const saving = contact.submit(ContactSubmissionSchema.parse(companyPayload({ name: name('Hook Race') })));
    // The next microtask: before the save's own transaction has begun.
    await Promise.resolve();
    const removing = deleteEndpoint(ctx().db, spare.endpoint.id);
    const [id, removed] = await Promise.all([saving, removing]);
    expect(removed).toBe(true);
    expect(id).toBeGreaterThan(0);
    const stored = await ctx()
      .db.selectFrom('contact_submissions')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored?.name).toBe(name('Hook Race'));
  });

  it('leaves webhook deliveries out of a privacy search’s e-mails, and erases them with the submission', async () => {
    const email = `hook.privacy.${database.toLowerCase()}@example.test`;
    await submit(companyPayload({ name: name('Hook Privacy'), email }));
    await eventually('the delivery', () => receivedFor(name('Hook Privacy')).length === 1);
    const found = (await send('POST', '/api/admin/privacy/search', { email })).json() as {
      emails: { kind: string }[];
    };
    expect(found.emails.map((each) => each.kind)).not.toContain('webhook');
    await send('POST', '/api/admin/privacy/erase', { email, confirm: email });
    const left = await sql<{ n: number }>`select count(*) as n from mail_outbox m
      join contact_submissions s on s.id = m.submission_id where s.email = ${email}`.execute(ctx().db);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});

describeEachDatabase('webhooks without the loopback setting on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  let cookie = '';
  beforeAll(async () => {
    cookie = (await loginAsAdmin(ctx().app, ctx().clock)).cookie;
  });

  it('refuses 127.0.0.1, 10.0.0.1, 169.254.169.254 and every other way to write an inside address', async () => {
    for (const url of [receiver.url, ...insideUrls]) {
      const answer = await ctx().app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ url }),
      });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().fieldErrors.url, url).toEqual([webhookTexts.notPublic]);
    }
    const count = await ctx().db.selectFrom('webhook_endpoints').select('id').execute();
    expect(count).toEqual([]);
  });
});

describe('which addresses are public', () => {
  it('tells the public internet from loopback, private, link-local, metadata and reserved ranges', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '1.1.1.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '192.0.2.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      'fd00:ec2::254',
      'fc00::1',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
      '2002:7f00:1::',
      '64:ff9b:0:0:0:0:a9fe:a9fe',
      '0:0:0:0:0:ffff:7f00:1',
      '0000:0000:0000:0000:0000:ffff:10.0.0.1',
      '::ffff:0:a00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('resolves names, and refuses a name with any inside address', async () => {
    await expect(resolvePublic('localhost', { allowLoopback: false })).rejects.toThrow(webhookTexts.notPublic);
    // localhost is loopback (an address in 127.0.0.0/8, or ::1), whichever the resolver answers first.
    await expect(resolvePublic('localhost', { allowLoopback: true })).resolves.toSatisfy(
      ({ address, family }: { address: string; family: number }) =>
        (family === 4 && address.startsWith('127.')) || (family === 6 && address === '::1'),
    );
    await expect(resolvePublic('[::1]', { allowLoopback: true })).resolves.toEqual({ address: '::1', family: 6 });
    await expect(resolvePublic('10.0.0.1', { allowLoopback: true })).rejects.toThrow(webhookTexts.notPublic);
    await expect(resolvePublic('no-such-host.invalid', { allowLoopback: false })).rejects.toThrow(
      webhookTexts.unresolved,
    );
  });

  it('signs as the Standard Webhooks library does', () => {
    const secret = `whsec_${Buffer.from('a secret of thirty-two bytes!!!!').toString('base64')}`;
    const body = '{"type":"submission.created"}';
    const headers = new Webhook(secret).sign('msg_1', new Date(1_700_000_000_000), body);
    expect(signature(secret, 'msg_1', 1_700_000_000, body)).toBe(headers);
  });
});

describeEachDatabase('the migration that adds webhooks on $name', ({ env }) => {
  it('keeps every e-mail and the replies’ links to theirs, and takes the webhook kind', async () => {
    const { db, now, submissionId, close } = await databaseAt(env, '2026-11-29-02-weekly-counts');
    const submission = { id: submissionId };
    try {
      const mail = {
        submission_id: submission.id,
        kind: 'reply' as const,
        to_address: 'b@example.test',
        subject: 'Re: your message',
        text: 'Thank you',
        next_attempt_at: null,
        sent_at: now,
        created_at: now,
      };
      const [first, second] = await db
        .insertInto('mail_outbox')
        .values([mail, { ...mail, sent_at: null, next_attempt_at: now }])
        .returning('id')
        .execute();
      for (const outbox of [first!, second!]) {
        await db
          .insertInto('submission_replies')
          .values({
            submission_id: submission.id,
            outbox_id: outbox.id,
            author: 'admin',
            created_at: now,
            subject: 's',
            body: 'b',
          })
          .execute();
      }
      // The newest row is gone before the migration: its id must not be given out again.
      const gone = await db.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
      await db.deleteFrom('mail_outbox').where('id', '=', gone.id).execute();
      const columns = ['id', 'kind', 'to_address', 'subject', 'text', 'sent_at', 'next_attempt_at'] as const;
      const before = await db.selectFrom('mail_outbox').select(columns).orderBy('id').execute();

      await migrate(db);
      expect(await db.selectFrom('mail_outbox').select(columns).orderBy('id').execute()).toEqual(before);
      const links = await db.selectFrom('submission_replies').select('outbox_id').orderBy('id').execute();
      expect(links.map((row) => Number(row.outbox_id))).toEqual([Number(first!.id), Number(second!.id)]);
      const added = await db
        .insertInto('mail_outbox')
        .values({ ...mail, kind: 'webhook' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(Number(added.id)).toBe(Number(gone.id) + 1);
      await expect(
        sql`insert into mail_outbox (submission_id, kind, to_address, subject, text, created_at)
            values (${submission.id}, 'bogus', 'x@example.test', 's', 't', ${now})`.execute(db),
      ).rejects.toThrow(/check/i);
      const key = await db.selectFrom('server_keys').select('value').where('name', '=', 'cv-links').executeTakeFirst();
      expect(Buffer.from(key!.value, 'base64url')).toHaveLength(32);
    } finally {
      await close();
    }
  });
});

/**
 * A resolver the test controls, in place of DNS: each name answers the address set for it now, so
 * a name can answer a public address when an endpoint is added and an inside one when it is sent.
 */
function fakeDns() {
  const answers = new Map<string, string>();
  const asked: string[] = [];
  const lookup: LookupAll = async (hostname) => {
    asked.push(hostname);
    const address = answers.get(hostname);
    if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
  return { answers, asked, lookup };
}

describeEachDatabase('webhooks to names that resolve elsewhere later, and refused addresses, on $name', ({ env }) => {
  const dns = fakeDns();
  // Without WEBHOOKS_ALLOW_LOOPBACK, as in production.
  const ctx = useAdminApp(env, { webhookLookup: dns.lookup });
  let cookie = '';
  const send = adminSender(
    () => ctx().app,
    () => cookie,
  );
  beforeAll(async () => {
    cookie = (await loginAsAdmin(ctx().app, ctx().clock)).cookie;
    ctx().app.outbox.start();
  });

  it('refuses at send time a name that answered a public address when added and 127.0.0.1 when sent', async () => {
    dns.answers.set('crm.rebind.test', '93.184.215.14');
    const added = await send('POST', '/api/admin/webhooks', { url: 'https://crm.rebind.test/hook' });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = (added.json() as WebhookCreatedResponse).endpoint;
    dns.answers.set('crm.rebind.test', '127.0.0.1');
    const askedBefore = dns.asked.length;
    await ctx().app.inject({ method: 'POST', url: '/api/contact', payload: companyPayload({ name: 'Rebind Ada' }) });
    const delivery = await eventually('the refused attempt', async () => {
      const { deliveries } = (
        await send('GET', `/api/admin/webhooks/${id}/deliveries`)
      ).json() as WebhookDeliveriesResponse;
      return deliveries[0]?.attempts.length === 1 && deliveries[0];
    });
    // The name was looked up again when sent, and its inside address refused before any connection.
    expect(dns.asked.slice(askedBefore)).toContain('crm.rebind.test');
    expect(delivery.attempts[0]).toMatchObject({ status: null, error: webhookTexts.notPublic });
  });

  it('records every address refused when added in the audit trail, with the reason and the client’s address', async () => {
    dns.answers.set('inside.rebind.test', '10.1.2.3');
    const cases = [
      ['https://inside.rebind.test/hook?token=secret', 'inside.rebind.test', webhookTexts.notPublic],
      ['https://169.254.169.254/latest/meta-data/', '169.254.169.254', webhookTexts.notPublic],
      ['https://gone.rebind.test/hook', 'gone.rebind.test', webhookTexts.unresolved],
    ] as const;
    for (const [url] of cases) {
      const answer = await ctx().app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        remoteAddress: '198.51.100.77',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ url }),
      });
      expect(answer.statusCode, url).toBe(400);
    }
    const trail = (await send('GET', '/api/admin/audit?action=webhook.refused')).json() as AuditResponse;
    expect(
      trail.entries.map(({ target, outcome, detail, ip, actor }) => ({ target, outcome, detail, ip, actor })).reverse(),
    ).toEqual(
      cases.map(([, host, reason]) => ({
        target: host,
        outcome: 'refused',
        detail: reason,
        ip: '198.51.100.77',
        actor: 'admin',
      })),
    );
    // The trail names the host only: a token in the address stays out of it.
    expect(JSON.stringify(trail)).not.toContain('secret');
  });
});

describeEachDatabase('a webhook receiver that redirects on $name', ({ env }) => {
  const ctx = useAdminApp({ ...env, WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  let cookie = '';
  const send = adminSender(
    () => ctx().app,
    () => cookie,
  );
  let redirecting: Awaited<ReturnType<typeof webhookReceiver>>;
  let endpointId = 0;
  beforeAll(async () => {
    redirecting = await webhookReceiver();
    cookie = (await loginAsAdmin(ctx().app, ctx().clock)).cookie;
    ctx().app.outbox.start();
    const added = await send('POST', '/api/admin/webhooks', { url: redirecting.url });
    expect(added.statusCode, added.body).toBe(201);
    endpointId = (added.json() as WebhookCreatedResponse).endpoint.id;
  });
  afterAll(() => redirecting?.close());

  /** Submits, and waits for the first attempt of that submission's delivery. */
  const firstAttempt = async (name: string) => {
    await ctx().app.inject({ method: 'POST', url: '/api/contact', payload: companyPayload({ name }) });
    const id = Number(
      (await ctx().db.selectFrom('contact_submissions').select('id').where('name', '=', name).executeTakeFirstOrThrow())
        .id,
    );
    const delivery = await eventually(`${name}'s attempt`, async () => {
      const { deliveries } = (
        await send('GET', `/api/admin/webhooks/${endpointId}/deliveries`)
      ).json() as WebhookDeliveriesResponse;
      const row = deliveries.find((each) => each.submissionId === id);
      return row?.attempts.length === 1 && row;
    });
    return delivery.attempts[0];
  };

  it('does not follow a 302 to the cloud metadata address, nor a 307 back to the receiver', async () => {
    redirecting.answer(302, 'http://169.254.169.254/latest/meta-data/');
    expect(await firstAttempt('Redirect Metadata')).toMatchObject({
      status: 302,
      error: 'HTTP 302: redirects are not followed',
    });
    // Where following it would be seen: the receiver's own other path.
    const elsewhere = new URL('/followed', redirecting.url).href;
    redirecting.answer(307, elsewhere);
    expect(await firstAttempt('Redirect Loop')).toMatchObject({
      status: 307,
      error: 'HTTP 307: redirects are not followed',
    });
    expect(redirecting.received.map((each) => each.path)).toEqual(['/hooks/crm', '/hooks/crm']);
  });
});
