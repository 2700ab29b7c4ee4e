import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { InboxResponse, SubmissionResponse } from '#contracts/admin.ts';
import type { AuditResponse } from '#contracts/audit.ts';
import { ContactSubmissionSchema } from '#contracts/contact.ts';
import { insertSubmission } from '#server/contact/contact.repository.ts';
import { loginAsAdmin, useAdminApp } from '../helpers/admin.ts';
import { companyPayload, fieldParts, jobPayload, multipartBody, pdfFile } from '../helpers/contact.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

// Issue 24 item 1: spam you can see and undo.
describeEachDatabase('the Spam tab on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  let cookie: string;
  const get = (url: string) => ctx().app.inject({ url, headers: { cookie } });
  const list = async (query = '') => (await get(`/api/admin/submissions${query}`)).json() as InboxResponse;
  const spamTab = async () => (await list('?type=spam')).submissions;
  const idOf = async (name: string) => {
    const row = (await spamTab()).find((each) => each.name === name) ?? (await list(`?q=${name}`)).submissions[0];
    if (!row) throw new Error(`no submission named ${name}`);
    return row.id;
  };
  const post = (payload: Record<string, unknown>) => ctx().app.inject({ method: 'POST', url: '/api/contact', payload });
  const notSpam = (id: number | string, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${id}/not-spam`,
      headers: { cookie, 'content-type': 'application/json', ...headers },
      payload: '{}',
    });
  const remove = (id: number) =>
    ctx().app.inject({ method: 'DELETE', url: `/api/admin/submissions/${id}`, headers: { cookie } });
  const outboxOf = async (id: number) => {
    const { rows } = await sql<{ kind: string; to_address: string }>`
      select kind, to_address from mail_outbox where submission_id = ${id} order by kind`.execute(ctx().db);
    return rows.map((row) => `${row.kind} ${row.to_address}`);
  };
  const audit = async (action: string) =>
    ((await get(`/api/admin/audit?action=${action}`)).json() as AuditResponse).entries;

  beforeAll(async () => {
    ({ cookie } = await loginAsAdmin(ctx().app, ctx().clock));
    await post(companyPayload({ name: 'Kept Person' }));
    await post(companyPayload({ name: 'Honey Bot', website: 'http://spam.example' }));
    await post(companyPayload({ name: 'Typing Bot', fillMs: 900, typedKeys: 140 }));
    await post(companyPayload({ name: 'Replay Bot', startedAt: Date.now() - 30 * 3_600_000 }));
    const withCv = multipartBody([
      ...fieldParts(jobPayload({ name: 'Fast Applicant', email: 'fast@example.com', website: 'oops' })),
      { name: 'cv', filename: 'fast cv.pdf', contentType: 'application/pdf', data: pdfFile() },
    ]);
    await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': withCv.contentType, accept: 'application/json' },
      payload: withCv.payload,
    });
    // Spam stored before its reason was kept.
    await insertSubmission(ctx().db, {
      submission: ContactSubmissionSchema.parse(companyPayload({ name: 'Old Spam' })),
      status: 'spam',
      cv: null,
      submittedAt: new Date(Date.now() - 60_000),
    });
  });

  it('lists spam in its own tab, newest first, with the reason for each', async () => {
    const rows = await spamTab();
    expect(rows.map((row) => [row.name, row.spamReason])).toEqual([
      ['Fast Applicant', 'honeypot'],
      ['Replay Bot', 'form_age'],
      ['Typing Bot', 'fill_time'],
      ['Honey Bot', 'honeypot'],
      ['Old Spam', 'unrecorded'],
    ]);
    const inbox = await list();
    expect(inbox.submissions.map((row) => row.name)).toEqual(['Kept Person']);
    expect(inbox.submissions[0]!.spamReason).toBeNull();
    expect(inbox.counts).toMatchObject({ total: 1, company: 1, job: 0, spam: 5 });
    expect((await list('?type=spam&q=bot')).total).toBe(3);
    expect((await list('?type=company')).total).toBe(1);
  });

  it('opens a spam row with every field and its CV, but resends nothing for it', async () => {
    const id = await idOf('Fast Applicant');
    const detail = (await get(`/api/admin/submissions/${id}`)).json() as SubmissionResponse;
    expect(detail.submission).toMatchObject({ name: 'Fast Applicant', spamReason: 'honeypot', cv: { type: 'pdf' } });
    expect((await get(`/api/admin/submissions/${id}/cv`)).statusCode).toBe(200);
    const resend = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${id}/resend`,
      headers: { cookie },
    });
    expect(resend.statusCode).toBe(409);
    expect(await outboxOf(id)).toEqual([]);
  });

  it("'Not spam' moves a row to the inbox and queues its notification and confirmation, once", async () => {
    const id = await idOf('Fast Applicant');
    const answer = await notSpam(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      success: true,
      submission: { id, name: 'Fast Applicant', spamReason: null, emailSent: false, cv: { filename: 'fast cv.pdf' } },
    });
    expect(await outboxOf(id)).toEqual(['confirmation fast@example.com', `notification ${ctx().config.mail.notifyTo}`]);
    const again = await notSpam(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: 'This submission is already in the inbox' });
    expect(await outboxOf(id)).toHaveLength(2);

    const inbox = await list();
    expect(inbox.submissions.map((row) => row.name)).toEqual(['Fast Applicant', 'Kept Person']);
    expect(inbox.counts).toMatchObject({ total: 2, job: 1, spam: 4 });

    await ctx().app.outbox.runOnce();
    const sent = (await get(`/api/admin/submissions/${id}`)).json() as SubmissionResponse;
    expect(sent.submission.emailSent).toBe(true);
    const [entry] = await audit('spam.rescued');
    expect(entry).toMatchObject({ target: `submission ${id}`, detail: 'reason=honeypot', outcome: 'success' });
  });

  it('rescues exactly once under parallel requests', async () => {
    const id = await idOf('Typing Bot');
    const answers = await Promise.all(Array.from({ length: 6 }, () => notSpam(id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await outboxOf(id)).toEqual([`notification ${ctx().config.mail.notifyTo}`]);
    expect((await audit('spam.rescued')).filter((entry) => entry.target === `submission ${id}`)).toHaveLength(1);
    expect((await list()).counts).toMatchObject({ total: 3, company: 2, spam: 3 });
  });

  it("'Delete' erases spam for good, with its CV, and records it", async () => {
    const withCv = multipartBody([
      ...fieldParts(jobPayload({ name: 'Spam With Cv', website: 'x' })),
      { name: 'cv', filename: 'bad.pdf', contentType: 'application/pdf', data: pdfFile() },
    ]);
    await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': withCv.contentType, accept: 'application/json' },
      payload: withCv.payload,
    });
    const id = await idOf('Spam With Cv');
    const answer = await remove(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true });
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from contact_submissions where id = ${id} or cv_filename = 'bad.pdf'`.execute(ctx().db);
    expect(Number(rows[0]!.n)).toBe(0);
    expect((await get(`/api/admin/submissions/${id}`)).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(404);
    expect((await audit('spam.deleted')).map((entry) => entry.target)).toContain(`submission ${id}`);
    expect((await spamTab()).map((row) => row.name)).not.toContain('Spam With Cv');
  });

  it('answers a row that is not there, a bad id, no session, another origin and a non-JSON body with 4xx', async () => {
    expect((await notSpam(999_999)).statusCode).toBe(404);
    for (const id of ['abc', '0x7', '07', '-1']) expect((await notSpam(id)).statusCode, id).toBe(404);
    const kept = await idOf('Kept Person');
    expect((await notSpam(kept)).statusCode).toBe(409);
    const spam = await idOf('Honey Bot');
    const anonymous = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${spam}/not-spam`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await notSpam(spam, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const form = await notSpam(spam, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    expect((await spamTab()).map((row) => row.name)).toContain('Honey Bot');
    expect(await outboxOf(spam)).toEqual([]);
  });
});
