import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { AdminsResponse, InboxResponse, SubmissionResponse } from '#contracts/admin.ts';
import type { AuditResponse } from '#contracts/audit.ts';
import { loginAsAdmin, useAdminApp } from '../helpers/admin.ts';
import { companyPayload, jobPayload } from '../helpers/contact.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

// Issue 24 item 2: states, an assignee and internal notes, each change in the audit trail.
describeEachDatabase('the inbox workflow on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  let cookie: string;
  let username: string;
  const get = (url: string) => ctx().app.inject({ url, headers: { cookie } });
  const list = async (query = '') => (await get(`/api/admin/submissions${query}`)).json() as InboxResponse;
  const names = async (query = '') => (await list(query)).submissions.map((row) => row.name);
  const send = (method: 'PATCH' | 'POST', url: string, body: unknown, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method,
      url,
      headers: { cookie, 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const patch = (id: number | string, body: unknown) => send('PATCH', `/api/admin/submissions/${id}`, body);
  const note = (id: number | string, body: unknown) => send('POST', `/api/admin/submissions/${id}/notes`, body);
  const idOf = async (name: string) => (await list(`?state=any&q=${encodeURIComponent(name)}`)).submissions[0]!.id;
  const audit = async (action: string) =>
    ((await get(`/api/admin/audit?action=${action}`)).json() as AuditResponse).entries;

  beforeAll(async () => {
    const admin = await loginAsAdmin(ctx().app, ctx().clock);
    cookie = admin.cookie;
    username = ((await get('/api/auth/me')).json() as { user: { username: string } }).user.username;
    for (const name of ['Flow One', 'Flow Two', 'Flow Three']) {
      await ctx().app.inject({ method: 'POST', url: '/api/contact', payload: companyPayload({ name }) });
    }
    await ctx().app.inject({ method: 'POST', url: '/api/contact', payload: jobPayload({ name: 'Flow Job' }) });
    await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: companyPayload({ name: 'Flow Spam', website: 'x' }),
    });
  });

  it('starts every submission as New, unassigned, and opens on New + In progress', async () => {
    const inbox = await list();
    expect(inbox.submissions.map((row) => [row.name, row.state, row.assignee])).toEqual([
      ['Flow Job', 'new', null],
      ['Flow Three', 'new', null],
      ['Flow Two', 'new', null],
      ['Flow One', 'new', null],
    ]);
    expect(inbox.counts.states).toEqual({ new: 4, in_progress: 0, answered: 0, archived: 0 });
  });

  it('moves a submission through the states; the tabs and counters follow, and the trail records each step', async () => {
    const id = await idOf('Flow One');
    const steps = ['in_progress', 'answered', 'archived'] as const;
    for (const state of steps) {
      const answer = await patch(id, { state });
      expect(answer.statusCode, state).toBe(200);
      expect((answer.json() as SubmissionResponse).submission.state).toBe(state);
    }
    expect(await names()).not.toContain('Flow One');
    expect(await names('?state=archived')).toEqual(['Flow One']);
    await patch(await idOf('Flow Two'), { state: 'in_progress' });
    await patch(await idOf('Flow Three'), { state: 'answered' });
    expect(await names()).toEqual(['Flow Job', 'Flow Two']);
    expect(await names('?state=in_progress')).toEqual(['Flow Two']);
    expect(await names('?state=answered')).toEqual(['Flow Three']);
    expect(await names('?state=any&type=company')).toEqual(['Flow Three', 'Flow Two', 'Flow One']);
    expect((await list()).counts.states).toEqual({ new: 1, in_progress: 1, answered: 1, archived: 1 });
    expect((await list()).total).toBe(2);
    const trail = (await audit('submission.state')).filter((entry) => entry.target === `submission ${id}`);
    expect(trail.map((entry) => entry.detail).reverse()).toEqual([
      'new → in_progress',
      'in_progress → answered',
      'answered → archived',
    ]);
    expect(trail[0]).toMatchObject({ actor: username, outcome: 'success' });
    // The same state again changes nothing and records nothing.
    await patch(id, { state: 'archived' });
    expect((await audit('submission.state')).filter((entry) => entry.target === `submission ${id}`)).toHaveLength(3);
  });

  it('assigns a submission to an admin and back to nobody', async () => {
    const admins = (await get('/api/admin/admins')).json() as AdminsResponse;
    expect(admins).toEqual({ success: true, admins: [username] });
    const id = await idOf('Flow Job');
    const assigned = await patch(id, { assignee: username, state: 'in_progress' });
    expect((assigned.json() as SubmissionResponse).submission).toMatchObject({
      assignee: username,
      state: 'in_progress',
    });
    expect((await list('?state=in_progress')).submissions.find((row) => row.id === id)?.assignee).toBe(username);
    const nobody = await patch(id, { assignee: null });
    expect((nobody.json() as SubmissionResponse).submission.assignee).toBeNull();
    expect((await audit('submission.assigned')).map((entry) => entry.detail)).toEqual([
      `${username} → nobody`,
      `nobody → ${username}`,
    ]);
    const unknown = await patch(id, { assignee: 'nobody-by-that-name' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, fieldErrors: { assignee: ['There is no such admin'] } });
  });

  it('keeps internal notes with who wrote them and when, oldest first', async () => {
    const id = await idOf('Flow Two');
    ctx().clock.advance(60_000);
    expect((await note(id, { body: 'Called them, they want a workshop.' })).statusCode).toBe(200);
    ctx().clock.advance(60_000);
    const second = await note(id, { body: '  Sent the offer.\nFollow up on Monday.  ' });
    const { notes } = second.json() as SubmissionResponse;
    expect(notes.map((each) => [each.author, each.body])).toEqual([
      [username, 'Called them, they want a workshop.'],
      [username, 'Sent the offer.\nFollow up on Monday.'],
    ]);
    expect(Date.parse(notes[1]!.at) - Date.parse(notes[0]!.at)).toBeGreaterThanOrEqual(60_000);
    expect(((await get(`/api/admin/submissions/${id}`)).json() as SubmissionResponse).notes).toHaveLength(2);
    expect((await audit('note.added')).filter((entry) => entry.target === `submission ${id}`)).toHaveLength(2);
  });

  it('answers bad changes with 4xx and field errors, never 5xx, and changes nothing', async () => {
    const id = await idOf('Flow Three');
    const cases: [unknown, number, Record<string, unknown>][] = [
      [{}, 400, { error: 'Please send a state or an assignee' }],
      [{ state: 'done' }, 400, { fieldErrors: { state: ['Choose New, In progress, Answered or Archived'] } }],
      [{ state: 'new', extra: 1 }, 400, {}],
      [{ assignee: 7 }, 400, { fieldErrors: { assignee: ['Choose an admin'] } }],
      [[], 400, {}],
      ['{"state":', 400, {}],
    ];
    for (const [body, status, envelope] of cases) {
      const answer = await patch(id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json()).toMatchObject({ success: false, ...envelope });
    }
    for (const body of [{}, { body: '   ' }, { body: 'x'.repeat(2001) }, { body: 'bell\u0007' }, { text: 'hi' }]) {
      const answer = await note(id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ success: false });
    }
    expect((await note(id, {})).json()).toMatchObject({ fieldErrors: { body: ['Write a note first'] } });
    expect((await patch(999_999, { state: 'new' })).statusCode).toBe(404);
    expect((await patch('0x1', { state: 'new' })).statusCode).toBe(404);
    expect((await note(999_999, { body: 'hi' })).statusCode).toBe(404);
    const spam = (await list('?type=spam')).submissions[0]!.id;
    expect((await patch(spam, { state: 'answered' })).statusCode).toBe(409);
    expect((await note(spam, { body: 'hi' })).statusCode).toBe(409);
    expect((await patch(id, { state: 'new' })).statusCode).toBe(200);
    const form = await send('PATCH', `/api/admin/submissions/${id}`, 'state=archived', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    expect(
      (await send('PATCH', `/api/admin/submissions/${id}`, { state: 'archived' }, { origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(403);
    const anonymous = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/admin/submissions/${id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"state":"archived"}',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/api/admin/submissions')).json()).toMatchObject({ counts: { states: { new: 1 } } });
  });

  it('keeps the per-state counters (trigger-kept) equal to a count over the rows, per form type', async () => {
    const { rows } = await sql<{ form_type: string; state: string; n: string | number }>`
      select form_type, state, count(*) as n from contact_submissions where status = 'received'
      group by form_type, state`.execute(ctx().db);
    const counted = Object.fromEntries(rows.map((row) => [`${row.form_type} ${row.state}`, Number(row.n)]));
    const { rows: kept } = await sql<{ form_type: string; state: string; n: string | number }>`
      select form_type, state, sum(n) as n from submission_state_counts group by form_type, state`.execute(ctx().db);
    const fromTriggers = Object.fromEntries(
      kept.filter((row) => Number(row.n) !== 0).map((row) => [`${row.form_type} ${row.state}`, Number(row.n)]),
    );
    expect(fromTriggers).toEqual(counted);
    // A company tab in one state is answered from the counters, and agrees with its rows.
    const company = await list('?type=company&state=any');
    expect(company.total).toBe(company.submissions.length);
  });
});
