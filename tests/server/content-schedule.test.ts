// Scheduled publishes (issue 35, decision 0075), on a SQLite file and on PostgreSQL: a publish at a chosen time happens
// once when it is due, never before; two instances that look at the same moment publish each schedule once between
// them; a claim left by an instance that died is taken over after its lease; a refusal at that time says why.
import { beforeAll, expect, it } from 'vitest';
import type { ContentSchedule, ContentSummary } from '#contracts/content/api.ts';
import { createContentService } from '#server/content/content.service.ts';
import { finishClaimed } from '#server/content/schedule.repository.ts';
import { apiCaller, newPost } from '../helpers/content.ts';
import { loginAsAdmin, useAdminApp } from '../helpers/admin.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const sleepUntil = async (iso: string) => {
  const wait = Date.parse(iso) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 20));
};

describeEachDatabase('scheduled publishes on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  let cookie = '';

  beforeAll(async () => {
    await ctx().app.site.start();
    cookie = (await loginAsAdmin(ctx().app, ctx().clock)).cookie;
  });

  const send = apiCaller(
    () => ctx().app,
    () => cookie,
  );
  const schedule = (key: string, body: Record<string, unknown>) =>
    send('PUT', `/api/admin/content/post/${key}/schedule`, body);
  const status = async (url: string) => (await ctx().app.inject({ method: 'GET', url })).statusCode;
  const publications = async (detail: string) =>
    (await ctx().db.selectFrom('content_publications').select('id').where('detail', 'like', `${detail}%`).execute())
      .length;
  const listed = async (file: string) =>
    (await send('GET', '/api/admin/content'))
      .json<{ items: ContentSummary[] }>()
      .items.find((item) => item.file === file);

  it('publishes a new post at its time, once, and not a moment before', async () => {
    const at = inSeconds(1.5);
    const answer = await schedule('on-the-hour', { revision: 0, data: newPost({ id: '70' }), at });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ schedule: ContentSchedule }>().schedule).toMatchObject({
      state: 'pending',
      publishAt: at,
      createdBy: 'admin',
    });
    expect(await listed('posts/on-the-hour.md')).toMatchObject({ status: 'scheduled', scheduledAt: at, revision: 0 });
    expect((await send('GET', '/api/admin/content/post/on-the-hour')).json()).toMatchObject({
      item: null,
      draft: null,
      schedule: { state: 'pending', publishAt: at },
    });

    await ctx().app.schedules.runOnce();
    expect(await status('/blog/on-the-hour')).toBe(404);
    await sleepUntil(at);
    await ctx().app.schedules.runOnce();
    expect(await status('/blog/on-the-hour')).toBe(200);
    expect(await status('/nl/blog/on-the-hour')).toBe(200);
    await ctx().app.schedules.runOnce();
    expect(await publications('published posts/on-the-hour.md')).toBe(1);
    expect(await listed('posts/on-the-hour.md')).toMatchObject({ status: 'published', scheduledAt: null });
    const audit = await ctx()
      .db.selectFrom('audit_log')
      .select(['actor', 'detail'])
      .where('action', '=', 'content.published')
      .where('target', '=', 'posts/on-the-hour.md')
      .execute();
    expect(audit).toEqual([{ actor: 'admin (scheduled)', detail: expect.stringMatching(`^scheduled for ${at}`) }]);
  });

  it('two instances that look at the same moment publish each due schedule once between them', async () => {
    const at = inSeconds(1);
    const keys = ['race-one', 'race-two', 'race-three'];
    for (const [index, key] of keys.entries()) {
      const data = newPost({ id: String(80 + index), title: { en: `Race ${key}`, nl: `Race ${key}` } });
      expect((await schedule(key, { revision: 0, data, at })).statusCode).toBe(200);
    }
    await sleepUntil(at);
    // A second instance: its own content service on the same database and site, its own claim token.
    const other = createContentService({ db: ctx().db, site: ctx().app.site });
    const [mine, theirs] = await Promise.all([
      ctx()
        .app.schedules.runOnce()
        .then(() => null),
      other.runDueSchedules('other-instance', 60_000),
    ]);
    expect(mine).toBeNull();
    for (const key of keys) {
      expect(await publications(`published posts/${key}.md`), key).toBe(1);
      expect(await status(`/blog/${key}`), key).toBe(200);
    }
    expect(theirs.every((result) => result.state !== 'failed')).toBe(true);
    const states = await ctx()
      .db.selectFrom('content_schedules')
      .select('state')
      .where('item_key', 'in', keys)
      .execute();
    expect(states.map((row) => row.state)).toEqual(['done', 'done', 'done']);
  });

  it('a claim left by an instance that died is taken over after its lease; a lapsed claim commits nothing', async () => {
    const at = inSeconds(0.5);
    expect((await schedule('after-a-crash', { revision: 0, data: newPost({ id: '90' }), at })).statusCode).toBe(200);
    await sleepUntil(at);
    // The dead instance claimed it and never finished; its lease is over.
    const { id } = await ctx()
      .db.updateTable('content_schedules')
      .set({ claim: 'dead-instance', claimed_until: new Date(Date.now() - 1000).toISOString() })
      .where('item_key', '=', 'after-a-crash')
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx().app.schedules.runOnce();
    expect(await status('/blog/after-a-crash')).toBe(200);
    expect(await publications('published posts/after-a-crash.md')).toBe(1);
    // Had it only been slow, its commit would now find the claim gone, and roll back.
    expect(
      await finishClaimed(ctx().db, Number(id), 'dead-instance', {
        state: 'done',
        now: new Date().toISOString(),
        outcome: 'late',
      }),
    ).toBe(false);
    // A live claim is not taken over: another instance is publishing it.
    const held = inSeconds(0.3);
    expect((await schedule('held', { revision: 0, data: newPost({ id: '91' }), at: held })).statusCode).toBe(200);
    await sleepUntil(held);
    await ctx()
      .db.updateTable('content_schedules')
      .set({ claim: 'busy-instance', claimed_until: inSeconds(60) })
      .where('item_key', '=', 'held')
      .execute();
    await ctx().app.schedules.runOnce();
    expect(await status('/blog/held')).toBe(404);
  });

  it('a schedule that cannot publish at its time fails with the reason, shown with the item', async () => {
    const url = '/api/admin/content/post/measuring-roi-ai-projects';
    const { item } = (await send('GET', url)).json<{ item: { revision: number; data: Record<string, unknown> } }>();
    const at = inSeconds(1);
    const later = { ...item.data, title: { en: 'Scheduled title', nl: 'Geplande titel' } };
    expect((await send('PUT', `${url}/schedule`, { revision: item.revision, data: later, at })).statusCode).toBe(200);
    // Someone publishes the item before its time: the schedule was written against the older revision.
    const now = { ...item.data, title: { en: 'Published by hand', nl: 'Met de hand gepubliceerd' } };
    expect((await send('PUT', url, { revision: item.revision, data: now })).statusCode).toBe(200);
    await sleepUntil(at);
    await ctx().app.schedules.runOnce();
    expect((await ctx().app.inject({ method: 'GET', url: '/blog/measuring-roi-ai-projects' })).body).toContain(
      'Published by hand',
    );
    expect((await send('GET', url)).json()).toMatchObject({
      schedule: {
        state: 'failed',
        outcome: expect.stringMatching(/someone published this item after it was scheduled/),
      },
    });
  });

  it('a new schedule replaces the pending one; a cancelled one never publishes', async () => {
    const data = newPost({ id: '95' });
    expect((await schedule('changed-mind', { revision: 0, data, at: inSeconds(3600) })).statusCode).toBe(200);
    const soon = inSeconds(0.5);
    expect((await schedule('changed-mind', { revision: 0, data, at: soon })).statusCode).toBe(200);
    const rows = await ctx()
      .db.selectFrom('content_schedules')
      .select('state')
      .where('item_key', '=', 'changed-mind')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.state)).toEqual(['cancelled', 'pending']);
    expect((await send('POST', '/api/admin/content/post/changed-mind/schedule/cancel', {})).statusCode).toBe(200);
    expect((await send('POST', '/api/admin/content/post/changed-mind/schedule/cancel', {})).statusCode).toBe(404);
    await sleepUntil(soon);
    await ctx().app.schedules.runOnce();
    expect(await status('/blog/changed-mind')).toBe(404);
    expect((await send('GET', '/api/admin/content/post/changed-mind')).statusCode).toBe(404);
  });

  it('refuses a bad schedule with each field named, and stores nothing', async () => {
    const before = await ctx().db.selectFrom('content_schedules').selectAll().execute();
    const cases: [string, Record<string, unknown>, string][] = [
      ['a time that has passed', { revision: 0, data: newPost(), at: inSeconds(-60) }, 'at'],
      ['no offset', { revision: 0, data: newPost(), at: '2027-01-01T09:00:00' }, 'at'],
      ['not a time', { revision: 0, data: newPost(), at: 'tomorrow morning' }, 'at'],
      ['two years ahead', { revision: 0, data: newPost(), at: inSeconds(2 * 366 * 86_400) }, 'at'],
      ['a number', { revision: 0, data: newPost(), at: 1_800_000_000_000 }, 'at'],
      [
        'no Dutch title',
        { revision: 0, data: newPost({ title: { en: 'Only English' } }), at: inSeconds(60) },
        'title.nl',
      ],
      ['a field no post has', { revision: 0, data: newPost({ author: 'x' }), at: inSeconds(60) }, 'author'],
    ];
    for (const [what, body, field] of cases) {
      const response = await schedule('bad-schedule', body);
      expect(response.statusCode, what).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors), what).toContain(
        field,
      );
    }
    expect((await schedule('bad-schedule', { revision: 0, data: newPost() })).statusCode).toBe(400);
    expect(
      (await send('PUT', '/api/admin/content/nothing/x/schedule', { revision: 0, data: {}, at: inSeconds(60) }))
        .statusCode,
    ).toBe(404);
    expect(await ctx().db.selectFrom('content_schedules').selectAll().execute()).toEqual(before);
  });
});
