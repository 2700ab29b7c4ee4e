import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactSubmissionSchema } from '#contracts/contact.ts';
import { insertSubmission, recordNotificationResult } from '#server/contact/contact.repository.ts';
import { markMailFailed } from '#server/mail/outbox.repository.ts';
import { loginAsAdmin, useAdminApp } from '../helpers/admin.ts';
import { companyPayload, fieldParts, jobPayload, multipartBody, pdfFile } from '../helpers/contact.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

type Listing = {
  success: boolean;
  submissions: { id: number; name: string; formType: string; emailSent: boolean; emailError: string | null }[];
  total: number;
  page: number;
  pageSize: number;
  counts: { total: number; company: number; job: number; emailSent: number; emailFailed: number };
};

describeEachDatabase('the admin inbox API on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  let cookie: string;
  const get = (url: string) => ctx().app.inject({ url, headers: { cookie } });
  const list = async (query = '') => (await get(`/api/admin/submissions${query}`)).json() as Listing;
  const post = (payload: Record<string, unknown>) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const idOf = async (name: string) => (await list(`?q=${encodeURIComponent(name)}`)).submissions[0]!.id;

  beforeAll(async () => {
    ({ cookie } = await loginAsAdmin(ctx().app, ctx().clock));
    await post(companyPayload({ name: 'Ada Inbox', company: 'Engines BV', message: 'Needs 100% coverage' }));
    await post(companyPayload({ name: 'Bob Inbox', email: 'BOB@EXAMPLE.COM', company: 'Builders' }));
    await post(companyPayload({ name: 'Cleo Inbox', company: 'Rail Co', message: 'Contract assistants please' }));
    await post(jobPayload({ name: 'Dina Inbox', experience: 'Ten years of NLP', message: 'Ten years of NLP' }));
    const body = multipartBody([
      ...fieldParts(jobPayload({ name: 'Eve Inbox' })),
      { name: 'cv', filename: 'eve cv.pdf', contentType: 'application/pdf', data: pdfFile() },
    ]);
    await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': body.contentType, accept: 'application/json' },
      payload: body.payload,
    });
    // Spam (a filled honeypot) is stored, listed only in the Spam tab, and counted apart (admin-spam.test.ts).
    await post(companyPayload({ name: 'Spam Inbox', website: 'http://spam.example' }));
  });

  it("keeps spec §7's shape and adds the five counters, paging and the heading's count", async () => {
    const body = await list();
    expect(body.success).toBe(true);
    expect(body.submissions.map((row) => row.name)).toEqual([
      'Eve Inbox',
      'Dina Inbox',
      'Cleo Inbox',
      'Bob Inbox',
      'Ada Inbox',
    ]);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(body.counts).toEqual({
      total: 5,
      company: 3,
      job: 2,
      emailSent: 0,
      emailFailed: 0,
      spam: 1,
      states: { new: 5, in_progress: 0, answered: 0, archived: 0 },
    });
    expect(Object.keys(body.submissions[0]!).sort()).toEqual(
      [
        'company',
        'cv',
        'email',
        'emailError',
        'emailSent',
        'experience',
        'formType',
        'id',
        'interest',
        'linkedin',
        // The visitor's language (issue 23).
        'locale',
        'message',
        'name',
        'phone',
        'position',
        'privacyAcceptedAt',
        'submittedAt',
        'spamReason',
        'state',
        'assignee',
      ].sort(),
    );
  });

  it('searches name, email, company and message case-insensitively, within a tab', async () => {
    expect((await list('?q=bob@example')).submissions.map((row) => row.name)).toEqual(['Bob Inbox']);
    expect((await list('?q=RAIL%20co')).submissions.map((row) => row.name)).toEqual(['Cleo Inbox']);
    expect((await list('?q=ten%20YEARS')).submissions.map((row) => row.name)).toEqual(['Dina Inbox']);
    expect((await list('?q=engines')).submissions.map((row) => row.name)).toEqual(['Ada Inbox']);
    // % and _ are text, not wildcards.
    expect((await list('?q=100%25')).total).toBe(1);
    expect((await list('?q=%25%25')).total).toBe(0);
    expect((await list('?q=inbox&type=job')).submissions.map((row) => row.name)).toEqual(['Eve Inbox', 'Dina Inbox']);
    const company = await list('?type=company');
    expect(company.total).toBe(3);
    expect(company.counts.total).toBe(5);
    expect((await list('?q=nobody-like-this')).submissions).toEqual([]);
    // Bad values fall back instead of failing.
    expect((await list('?type=admin&page=-3')).total).toBe(5);
  });

  it('pages newest first through the indexes', async () => {
    const schema = ContactSubmissionSchema;
    for (let index = 0; index < 26; index++) {
      await insertSubmission(ctx().db, {
        submission: schema.parse(companyPayload({ name: `Paged ${String(index).padStart(2, '0')}` })),
        status: 'received',
        cv: null,
        submittedAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      });
    }
    const second = await list('?q=paged&page=2');
    expect(second.total).toBe(26);
    expect(second.submissions.map((row) => row.name)).toEqual(['Paged 00']);
    expect((await list()).counts.total).toBe(31);
  });

  it('shows one submission with every field and serves its CV as an attachment', async () => {
    const id = await idOf('Eve Inbox');
    const detail = await get(`/api/admin/submissions/${id}`);
    expect(detail.json()).toMatchObject({
      success: true,
      submission: {
        name: 'Eve Inbox',
        formType: 'job',
        position: 'Machine Learning Engineer',
        cv: { filename: 'eve cv.pdf', type: 'pdf' },
      },
    });
    const cv = await get(`/api/admin/submissions/${id}/cv`);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toMatch(/^attachment; filename="eve cv.pdf"/);
    expect(cv.headers['x-content-type-options']).toBe('nosniff');
    expect(cv.rawPayload.equals(pdfFile())).toBe(true);
    expect((await get(`/api/admin/submissions/${await idOf('Ada Inbox')}/cv`)).statusCode).toBe(404);
    const body = multipartBody([
      ...fieldParts(jobPayload({ name: 'Łukasz Unicode' })),
      { name: 'cv', filename: 'Łukasz 履歴書.pdf', contentType: 'application/pdf', data: pdfFile() },
    ]);
    await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': body.contentType, accept: 'application/json' },
      payload: body.payload,
    });
    const unicode = await get(`/api/admin/submissions/${await idOf('Łukasz Unicode')}/cv`);
    expect(unicode.statusCode).toBe(200);
    expect(unicode.headers['content-disposition']).toBe(
      `attachment; filename="_ukasz ___.pdf"; filename*=UTF-8''${encodeURIComponent('Łukasz 履歴書.pdf')}`,
    );
    expect((await get('/api/admin/submissions/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/submissions/abc')).statusCode).toBe(404);
  });

  it('resends a failed notification and counts sent and failed e-mails', async () => {
    const id = await idOf('Cleo Inbox');
    const { rows } = await sql<{
      id: number;
    }>`select id from mail_outbox where submission_id = ${id} and kind = 'notification'`.execute(ctx().db);
    await markMailFailed(
      ctx().db,
      Number(rows[0]!.id),
      'connect ECONNREFUSED 127.0.0.1:25 after seven attempts over eleven hours',
      null,
    );
    await recordNotificationResult(
      ctx().db,
      id,
      'connect ECONNREFUSED 127.0.0.1:25 after seven attempts over eleven hours',
    );
    await recordNotificationResult(ctx().db, await idOf('Bob Inbox'), null);
    expect((await list()).counts).toMatchObject({ emailSent: 1, emailFailed: 1 });

    const resend = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${id}/resend`,
      headers: { cookie },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ success: true, submission: { emailSent: false, emailError: null } });
    expect((await list()).counts).toMatchObject({ emailSent: 1, emailFailed: 0 });
    await ctx().app.outbox.runOnce();
    expect((await get(`/api/admin/submissions/${id}`)).json()).toMatchObject({ submission: { emailSent: true } });
    expect(fs.readdirSync(ctx().config.mail.dir).length).toBeGreaterThan(0);
    const again = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${id}/resend`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: 'The e-mail was already sent' });
  });

  it('exports the current filter as CSV that spreadsheets cannot run', async () => {
    await post(companyPayload({ name: '=HYPERLINK("http://evil.example","x")', company: '+cmd', message: '@SUM(1)' }));
    const response = await get('/api/admin/submissions/export.csv?type=company&q=evil');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="submissions-company-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"Date","Type","Name","Email"/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain(`"'+cmd"`);
    expect(lines[1]).toContain(`"'@SUM(1)"`);
  });

  it('deletes a submission with its CV and e-mails (GDPR erasure)', async () => {
    const id = await idOf('Eve Inbox');
    const before = (await list()).counts;
    const response = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/admin/submissions/${id}`,
      headers: { cookie },
    });
    expect(response.json()).toEqual({ success: true });
    expect((await get(`/api/admin/submissions/${id}`)).statusCode).toBe(404);
    const { rows } = await sql<{
      count: string | number;
    }>`select count(*) as count from mail_outbox where submission_id = ${id}`.execute(ctx().db);
    expect(Number(rows[0]!.count)).toBe(0);
    expect((await list()).counts).toMatchObject({ total: before.total - 1, job: before.job - 1 });
    expect(
      (await ctx().app.inject({ method: 'DELETE', url: `/api/admin/submissions/${id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    const foreign = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/admin/submissions/${await idOf('Ada Inbox')}`,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('deletes submissions past their retention period: 365 days, job applications after 28', async () => {
    const schema = ContactSubmissionSchema;
    const day = 24 * 60 * 60 * 1000;
    const save = (payload: Record<string, unknown>, daysAgo: number) =>
      insertSubmission(ctx().db, {
        submission: schema.parse(payload),
        status: 'received',
        cv: null,
        submittedAt: new Date(Date.now() - daysAgo * day),
      });
    await save(companyPayload({ name: 'Old Company' }), 366);
    await save(companyPayload({ name: 'Kept Company' }), 300);
    await save(jobPayload({ name: 'Old Job' }), 29);
    await save(jobPayload({ name: 'Kept Job' }), 27);
    expect(await ctx().app.inbox.purgeExpired()).toBe(2);
    const names = (await list('?q=company')).submissions
      .map((row) => row.name)
      .concat((await list('?q=job')).submissions.map((row) => row.name));
    expect(names).toContain('Kept Company');
    expect(names).toContain('Kept Job');
    expect(names).not.toContain('Old Company');
    expect(names).not.toContain('Old Job');
  });

  it('keeps the counters equal to a count over all rows after inserts, updates and deletes', async () => {
    const { rows } = await sql<{ form_type: string; n: string | number }>`
      select form_type, count(*) as n from contact_submissions where status = 'received' group by form_type`.execute(
      ctx().db,
    );
    const counts = (await list()).counts;
    const byType = Object.fromEntries(rows.map((row) => [row.form_type, Number(row.n)]));
    expect(counts.company).toBe(byType.company ?? 0);
    expect(counts.job).toBe(byType.job ?? 0);
    expect(counts.total).toBe((byType.company ?? 0) + (byType.job ?? 0));
  });

  it('spreads each counter over shards by submission id, so concurrent writers rarely share a row', async () => {
    const { rows } = await sql<{ form_type: string; email_state: string; shards: string | number }>`
      select form_type, email_state, count(distinct shard) as shards from submission_counts
      group by form_type, email_state`.execute(ctx().db);
    // Earlier tests stored dozens of company submissions with consecutive ids.
    const company = rows.filter((row) => row.form_type === 'company');
    expect(Math.max(...company.map((row) => Number(row.shards)))).toBeGreaterThan(1);
    const { rows: wrong } = await sql<{ id: number }>`
      select id from contact_submissions as s where status = 'received' and not exists (
        select 1 from submission_counts as c where c.form_type = s.form_type and c.shard = s.id % 16)`.execute(
      ctx().db,
    );
    expect(wrong).toEqual([]);
  });

  it('writes e-mail to files under DATA_DIR by default', () => {
    expect(path.isAbsolute(ctx().config.mail.dir)).toBe(true);
  });
});

describe('the e-mail error shown in the inbox (spec §9)', () => {
  it('is cut to 50 characters, the whole text kept for hover and focus', async () => {
    const { truncateEmailError } = await import('#contracts/admin.ts');
    const error = 'connect ECONNREFUSED 127.0.0.1:25 after seven attempts over eleven hours';
    expect(truncateEmailError(error)).toBe('connect ECONNREFUSED 127.0.0.1:25 after seven atte...');
    expect(truncateEmailError(error).length).toBe(53);
    expect(truncateEmailError('x'.repeat(50))).toBe('x'.repeat(50));
  });
});
