// The admin landing's weekly picture (issue 24 item 5): GET /api/admin/stats/weekly answers the
// last 12 weeks, oldest first, with received submissions by form type and e-mail state, from
// counts the database keeps itself. On SQLite and PostgreSQL: week boundaries, spam left out,
// e-mail states that change, rows deleted, and nothing for anyone not signed in.
import { beforeAll, describe, expect, it } from 'vitest';
import type { WeeklyResponse } from '#contracts/admin.ts';
import { weekOf } from '#server/inbox/inbox.repository.ts';
import { loginAsAdmin, useAdminApp } from '../helpers/admin.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

describe('weekOf', () => {
  it('is the Monday (UTC) of the week, from Monday 00:00 to Sunday 23:59:59.999', () => {
    expect(weekOf(new Date('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23'); // a Monday
    expect(weekOf(new Date('2026-11-26T15:00:00.000Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-29T23:59:59.999Z'))).toBe('2026-11-23'); // a Sunday
    expect(weekOf(new Date('2026-11-30T00:00:00.000Z'))).toBe('2026-11-30');
    expect(weekOf(new Date('2027-01-01T12:00:00.000Z'))).toBe('2026-12-28'); // across a year
  });
});

describeEachDatabase('the weekly picture on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  let cookie = '';
  const weekly = async () =>
    (await ctx().app.inject({ url: '/api/admin/stats/weekly', headers: { cookie } })).json() as WeeklyResponse;
  const insert = (rows: { at: string; type?: 'company' | 'job'; spam?: boolean; sent?: boolean; error?: string }[]) =>
    ctx()
      .db.insertInto('contact_submissions')
      .values(
        rows.map((row, index) => ({
          form_type: row.type ?? 'company',
          status: row.spam ? 'spam' : 'received',
          name: `Week ${index}`,
          email: `week${index}@example.test`,
          submitted_at: row.at,
          email_sent: row.sent ? 1 : 0,
          email_error: row.error ?? null,
        })),
      )
      .returning('id')
      .execute();

  beforeAll(async () => {
    cookie = (await loginAsAdmin(ctx().app, ctx().clock)).cookie;
  });

  it('answers 12 weeks up to this one, oldest first, with zeros where nothing came in', async () => {
    const { weeks } = await weekly();
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)!.week).toBe(weekOf(ctx().clock.now()));
    for (let index = 1; index < weeks.length; index++) {
      const gap = Date.parse(weeks[index]!.week) - Date.parse(weeks[index - 1]!.week);
      expect(gap).toBe(7 * 24 * 60 * 60 * 1000);
    }
    expect(weeks.every((week) => week.company + week.job + week.sent + week.failed + week.pending === 0)).toBe(true);
  });

  it('counts received submissions by week, form type and e-mail state, without spam or older weeks', async () => {
    const thisWeek = weekOf(ctx().clock.now());
    const day = 24 * 60 * 60 * 1000;
    const monday = Date.parse(thisWeek);
    const at = (ms: number) => new Date(ms).toISOString();
    await insert([
      { at: at(monday), sent: true },
      { at: at(monday + 1000), type: 'job' },
      { at: at(monday - 1), error: 'connect ECONNREFUSED' }, // last Sunday, 23:59:59.999
      { at: at(monday - 8 * day), type: 'job', sent: true }, // the Sunday of the week before
      { at: at(monday + 1000), spam: true },
      { at: at(monday - 12 * 7 * day), sent: true }, // 13 weeks ago: outside the picture
    ]);
    const { weeks } = await weekly();
    expect(weeks.at(-1)).toEqual({ week: thisWeek, company: 1, job: 1, sent: 1, failed: 0, pending: 1 });
    expect(weeks.at(-2)).toEqual({
      week: weekOf(new Date(monday - 1)),
      company: 1,
      job: 0,
      sent: 0,
      failed: 1,
      pending: 0,
    });
    expect(weeks.at(-3)).toMatchObject({ company: 0, job: 1, sent: 1 });
    const total = weeks.reduce((sum, week) => sum + week.company + week.job, 0);
    expect(total).toBe(4);
  });

  it('follows a submission whose e-mail is sent, fails or is rescued from spam, and one that is deleted', async () => {
    const thisWeek = weekOf(ctx().clock.now());
    const before = (await weekly()).weeks.at(-1)!;
    const [pending, spam] = await insert([
      { at: ctx().clock.now().toISOString(), type: 'job' },
      { at: ctx().clock.now().toISOString(), spam: true },
    ]);
    await ctx().db.updateTable('contact_submissions').set({ email_sent: 1 }).where('id', '=', pending!.id).execute();
    await ctx().db.updateTable('contact_submissions').set({ status: 'received' }).where('id', '=', spam!.id).execute();
    expect((await weekly()).weeks.at(-1)).toEqual({
      week: thisWeek,
      company: before.company + 1,
      job: before.job + 1,
      sent: before.sent + 1,
      failed: before.failed,
      pending: before.pending + 1,
    });
    const removed = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/admin/submissions/${pending!.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await weekly()).weeks.at(-1)).toMatchObject({ job: before.job, sent: before.sent });
  });

  it('answers 401 without a session', async () => {
    expect((await ctx().app.inject({ url: '/api/admin/stats/weekly' })).statusCode).toBe(401);
  });
});
