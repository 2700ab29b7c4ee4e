// The not-found addresses visitors ask for (issue 36, decision 0080), on a SQLite file and on PostgreSQL: each page
// GET answered with a not-found page counts its path, the query and a trailing slash dropped; the API, data files,
// assets, HEAD and what no redirect could take do not. Only path, day and count are stored. The studio's list leaves
// out what a published redirect answers; a flood of made-up paths is bounded; counts older than 30 days are deleted;
// with the database away the counts are dropped and nothing fails.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { expect, it, vi } from 'vitest';
import type { NotFoundPathsResponse } from '#contracts/content/api.ts';
import {
  NOT_FOUND_NEW_PATHS_PER_DAY,
  countedPath,
  createNotFoundCounter,
  isVisit,
} from '../../server/content/not-found.ts';
import type { Database } from '../../server/db/schema.ts';
import { usePublishingAdmin } from '../helpers/content.ts';
import { describeEachDatabase, testClock } from '../helpers/test-app.ts';

const day = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

describeEachDatabase('not-found addresses on $name', ({ env }) => {
  const { ctx, send } = usePublishingAdmin(env);
  const visit = (url: string, method: 'GET' | 'HEAD' = 'GET', headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method,
      url,
      headers: { 'user-agent': 'Mozilla/5.0 Secret-Agent/1.0', 'x-forwarded-for': '203.0.113.9', ...headers },
    });
  const listed = async () => {
    const response = await send('GET', '/api/admin/content/not-found');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotFoundPathsResponse>();
  };

  it('counts each page a visitor found nothing at by its path alone, most asked for first', async () => {
    for (const url of [
      '/old-offer',
      '/old-offer/',
      '/old-offer?utm_source=newsletter&email=someone@example.com',
      '/nl/oude-pagina',
      '/blog/no-such-post',
    ])
      expect((await visit(url)).statusCode, url).toBe(404);
    // A browser's navigation counts; its prefetch of a link a pointer rests on, or a fetch by a script, does not.
    expect((await visit('/nl/oude-pagina', 'GET', { 'sec-fetch-mode': 'navigate' })).statusCode).toBe(404);
    const notVisits: Record<string, string>[] = [
      { 'sec-purpose': 'prefetch' },
      { 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-mode': 'no-cors' },
    ];
    for (const headers of notVisits) expect((await visit('/nl/oude-pagina', 'GET', headers)).statusCode).toBe(404);
    // Not pages, or nothing a redirect could take: not counted.
    for (const [url, method] of [
      ['/headed-only', 'HEAD'],
      ['/api/no-such-thing', 'GET'],
      ['/blog/no-such-post.data', 'GET'],
      ['/assets/gone-1234.js', 'GET'],
      ['/_answer/whatever', 'GET'],
      ['/nl/_answer/whatever', 'GET'],
      ['/a%07b', 'GET'],
      // A scanner's probes, and paths that may carry who someone is.
      ['/wp-login.php', 'GET'],
      ['/.env', 'GET'],
      ['/old/.git/config', 'GET'],
      ['/unsubscribe/jan%40example.nl', 'GET'],
      ['/reset/9f86d081884c7d659a2feaa0c55ad015', 'GET'],
      ['/member/123456789012', 'GET'],
      ['/search/nl.json.old', 'GET'],
      ['/with%20space', 'GET'],
      [`/${'x'.repeat(600)}`, 'GET'],
    ] as const)
      expect((await visit(url, method)).statusCode, url).toBe(404);

    const answer = await listed();
    expect(answer.days).toBe(30);
    expect(answer.paths).toEqual([
      { path: '/old-offer', hits: 3, lastSeen: today() },
      { path: '/nl/oude-pagina', hits: 2, lastSeen: today() },
      { path: '/blog/no-such-post', hits: 1, lastSeen: today() },
    ]);
    // A path, a day and a count: nothing of who asked, nor what they sent after the path.
    const rows = await ctx().app.db.selectFrom('not_found_hits').selectAll().execute();
    expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'hits', 'path']);
    expect(JSON.stringify(rows)).not.toMatch(/Secret-Agent|203\.0\.113|utm_source|example\.com/);
  });

  it('leaves out an address once a published redirect answers it, and no longer counts it', async () => {
    const current = (await send('GET', '/api/admin/content/redirects/redirects')).json<{
      item: { revision: number };
    }>();
    const published = await send('PUT', '/api/admin/content/redirects/redirects', {
      revision: current.item.revision,
      data: { redirects: [{ from: '/old-offer', to: '/services' }] },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await visit('/old-offer')).statusCode).toBe(301);
    expect((await listed()).paths.map(({ path }) => path)).toEqual(['/nl/oude-pagina', '/blog/no-such-post']);
    const stored = await ctx()
      .app.db.selectFrom('not_found_hits')
      .select('hits')
      .where('path', '=', '/old-offer')
      .executeTakeFirstOrThrow();
    expect(stored.hits).toBe(3);
  });

  it('bounds a flood of made-up paths per day, and deletes counts older than 30 days', async () => {
    const clock = testClock();
    const counter = createNotFoundCounter({ db: ctx().app.db, now: clock.now, log: { warn: () => {} } });
    const flood = () =>
      ctx()
        .app.db.selectFrom('not_found_hits')
        .select(['path', 'day', 'hits'])
        .where('path', 'like', '/flood/%')
        .execute();
    for (let index = 0; index < NOT_FOUND_NEW_PATHS_PER_DAY + 100; index += 1) counter.record(`/flood/${index}`);
    // A path already counted that day still counts past the bound.
    counter.record('/flood/1');
    await counter.flush();
    const first = await flood();
    expect(first).toHaveLength(NOT_FOUND_NEW_PATHS_PER_DAY);
    expect(first.find(({ path }) => path === '/flood/1')?.hits).toBe(2);
    expect(first.some(({ path }) => path === `/flood/${NOT_FOUND_NEW_PATHS_PER_DAY}`)).toBe(false);

    // The next day counts new paths again; 30 days after it, the first day's counts are gone.
    clock.advance(day);
    counter.record('/flood/next-day');
    await counter.flush();
    clock.advance(30 * day);
    counter.record('/much-later');
    await counter.flush();
    expect((await flood()).map(({ path }) => path)).toEqual(['/flood/next-day']);
    // The list covers the last 30 days: the day kept at its edge is not in it.
    const top = await counter.top();
    expect(top.map(({ path }) => path)).toContain('/much-later');
    expect(top.map(({ path }) => path)).not.toContain('/flood/next-day');
    await counter.close();
  });
});

it('drops the counts when the database is away, and fails nothing', async () => {
  const away = new Kysely<Database>({
    dialect: new SqliteDialect({ database: async () => new SQLite('/no/such/folder/site.db') }),
  });
  const warn = vi.fn();
  const counter = createNotFoundCounter({ db: away, log: { warn } });
  counter.record('/gone');
  await expect(counter.flush()).resolves.toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.objectContaining({ paths: 1 }), 'not-found counts not written');
  await counter.close();
});

it('counts a visit, not a prefetch or a fetch', () => {
  expect(isVisit({})).toBe(true);
  expect(isVisit({ 'sec-fetch-mode': 'navigate' })).toBe(true);
  expect(isVisit({ 'sec-fetch-mode': 'navigate', 'sec-purpose': 'prefetch;prerender' })).toBe(false);
  expect(isVisit({ purpose: 'prefetch' })).toBe(false);
  expect(isVisit({ 'sec-fetch-mode': 'cors' })).toBe(false);
});

it('counts plain paths of the site, without a trailing slash', () => {
  expect(countedPath('/old/')).toBe('/old');
  expect(countedPath('/')).toBe('/');
  expect(countedPath('/nl/oude-pagina')).toBe('/nl/oude-pagina');
  // A slug of words joined by hyphens is a page's address, however long.
  expect(countedPath('/blog/measuring-roi-ai-projects-2025')).toBe('/blog/measuring-roi-ai-projects-2025');
  for (const path of [
    '/admin/x',
    '/api',
    '/assets/a.js',
    '/_answer/x',
    '/nl/_answer',
    '/search',
    '/nl/search/x',
    '/wp-admin/setup.php',
    '/xmlrpc.php',
    '/.git/HEAD',
    '/jan@example.nl',
    '/t/AbCdEf0123456789xyz',
    '/a b',
    '/a\u0007',
    '/a\\b',
    '/a/../b',
    'x',
  ])
    expect(countedPath(path), path).toBeNull();
});
