// Visitor figures with no cookie (issue 37, decision 0083), on a SQLite file and on PostgreSQL, through
// POST /api/insights as any client sends it: a view counts its page, the referrer's host and the campaign's tags, and
// its visitor as a hash of address and user agent with the day's salt; nothing is set on the device. Global Privacy
// Control, bots and pages the site does not have are not counted; bad input is a 4xx naming the problem, and nothing
// stored. Once the day is over it is rolled up per page, referrer and tag, its hashes blanked and its salt deleted: the
// database then holds no address, no user agent and no salt of that day. Raw events go after 30 days, the rollups
// after RETENTION_DAYS.
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { expect, it, vi } from 'vitest';
import { INSIGHTS_MAX_BYTES, INSIGHTS_PATH, type InsightsResponse, referrerHost } from '#contracts/insights.ts';
import type { Database } from '#server/db/schema.ts';
import { createInsights, isSitePage } from '#server/insights/index.ts';
import { ROLLUP_GRACE_MS, deviceOf } from '#server/insights/insights.service.ts';
import { insightsReport, periodOf } from '#server/insights/report.ts';
import { loginAsAdmin, useAdminApp } from '../helpers/admin.ts';
import { companyPayload } from '../helpers/contact.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

const day = 86_400_000;
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.3595.2';
const address = '203.0.113.77';
type ErrorBody = { success: false; error: string; fieldErrors?: Record<string, string[]> };

describeEachDatabase('visitor figures on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  const post = (
    body: unknown,
    { ua = desktop, ip = address, headers = {} }: { ua?: string; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    ctx().app.inject({
      method: 'POST',
      url: INSIGHTS_PATH,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'user-agent': ua, ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const events = async () => {
    await ctx().app.insights.flush();
    return ctx().app.db.selectFrom('insight_events').selectAll().orderBy('time').execute();
  };
  /** Every row of every table the figures use, as text: what a search of the database would find. */
  const everything = async () => {
    const db = ctx().app.db;
    const tables = ['insight_events', 'insight_daily', 'insight_vitals_daily', 'insight_salts'] as const;
    const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
    let text = JSON.stringify(rows);
    const { database } = ctx().config;
    // SQLite: the file and its write-ahead log as bytes, deleted rows' free pages included (secure_delete is on).
    if (database.kind === 'sqlite')
      for (const file of [database.file, `${database.file}-wal`])
        if (fs.existsSync(file)) text += fs.readFileSync(file).toString('latin1');
    return text;
  };
  const clear = () => ctx().app.db.deleteFrom('insight_events').execute();

  it('counts a view with its referrer’s host and its campaign, sets nothing on the device, stores no address', async () => {
    const view = {
      type: 'view',
      path: '/blog/measuring-roi-ai-projects',
      referrer: 'https://www.google.com/search?q=rebels+ai&client=private',
      utm: { source: 'newsletter', medium: 'email', campaign: 'test' },
    };
    const answer = await post(view, { ua: iphone });
    expect(answer.statusCode, answer.body).toBe(204);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    // The same visitor again on the Dutch home, from this site itself; another visitor on a desktop.
    expect(
      (await post({ type: 'view', path: '/nl/', referrer: 'https://www.rebels-ai.nl/blog' }, { ua: iphone }))
        .statusCode,
    ).toBe(204);
    // The site read on another host (a proxy's, a preview's): a referrer from that host is the site's own too.
    expect(
      (
        await post(
          { type: 'view', path: '/', referrer: 'http://localhost/about?utm_campaign=x' },
          { ip: '198.51.100.4' },
        )
      ).statusCode,
    ).toBe(204);
    const rows = (await events()).sort((a, b) => a.path.localeCompare(b.path));
    const none = { referrer: null, utm_source: null, utm_medium: null, utm_campaign: null };
    expect(rows).toMatchObject([
      { path: '/', ...none, device: 'desktop', kind: 'view' },
      {
        path: '/blog/measuring-roi-ai-projects',
        referrer: 'google.com',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'test',
        device: 'phone',
        kind: 'view',
      },
      { path: '/nl/', ...none, device: 'phone', kind: 'view' },
    ]);
    // One visitor, one hash; another visitor, another.
    expect(rows[1]!.visitor).toMatch(/^[\w-]{22}$/);
    expect(rows[2]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[0]!.visitor).not.toBe(rows[1]!.visitor);
    expect(await everything()).not.toMatch(/203\.0\.113\.77|198\.51\.100\.4|iPhone|Edg\/142|rebels\+ai|client=private/);
    await clear();
  });

  it('takes the page’s real-user speed, and counts nothing for GPC, bots, or pages the site does not have', async () => {
    const vitals = {
      type: 'vitals',
      path: '/contact',
      metrics: { lcp: 1234.5, inp: 80, cls: 0.012, fcp: 900, ttfb: 120 },
    };
    expect((await post(vitals)).statusCode).toBe(204);
    const notCounted: [unknown, Parameters<typeof post>[1]][] = [
      [{ type: 'view', path: '/' }, { headers: { 'sec-gpc': '1' } }],
      [{ type: 'view', path: '/' }, { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
      [{ type: 'view', path: '/' }, { ua: 'curl/8.5.0' }],
      [{ type: 'view', path: '/' }, { ua: '' }],
      [{ type: 'view', path: '/no-such-page' }, {}],
      [{ type: 'view', path: '/blog/no-such-post' }, {}],
      [{ type: 'view', path: '/404' }, {}],
      [{ type: 'view', path: '/nl/404' }, {}],
      [{ type: 'view', path: '/_answer/search' }, {}],
      [{ type: 'view', path: '/admin' }, {}],
      [{ type: 'view', path: '/admin/content' }, {}],
    ];
    for (const [body, options] of notCounted)
      expect((await post(body, options)).statusCode, JSON.stringify([body, options])).toBe(204);
    const rows = await events();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'vitals',
      path: '/contact',
      lcp: 1234.5,
      inp: 80,
      cls: 0.012,
      fcp: 900,
      ttfb: 120,
      referrer: null,
    });
    await clear();
  });

  it('refuses bad input with a 4xx that names the problem, and stores nothing', async () => {
    const bad: [unknown, number, RegExp | null][] = [
      ['{"type":"view","path":', 400, null],
      ['[]', 400, null],
      ['null', 400, null],
      ['"view"', 400, null],
      [{}, 400, null],
      [{ type: 'click', path: '/' }, 400, null],
      [{ type: 'view' }, 400, null],
      [{ type: 'view', path: '/?utm_campaign=x' }, 400, /path/],
      [{ type: 'view', path: 'https://evil.example/' }, 400, /path/],
      [{ type: 'view', path: '/a\u0000b' }, 400, /path/],
      [{ type: 'view', path: '/', extra: 1 }, 400, null],
      [{ type: 'view', path: '/', utm: { campaign: 'x'.repeat(101) } }, 400, /utm/],
      [{ type: 'view', path: '/', utm: { campaign: 'a\u202eb' } }, 400, /utm/],
      [{ type: 'view', path: '/', utm: { term: 'x' } }, 400, /utm/],
      [{ type: 'view', path: '/', referrer: 42 }, 400, /referrer/],
      [{ type: 'vitals', path: '/', metrics: { lcp: -1 } }, 400, /metrics/],
      [{ type: 'vitals', path: '/', metrics: { lcp: 'fast' } }, 400, /metrics/],
      [{ type: 'vitals', path: '/', metrics: { lcp: 1e308 } }, 400, /metrics/],
      [{ type: 'vitals', path: '/', metrics: { cls: Number.NaN } }, 400, /metrics/],
      [{ type: 'view', path: '//evil.example' }, 400, /path/],
    ];
    for (const [body, status, field] of bad) {
      const answer = await post(body);
      expect(answer.statusCode, `${JSON.stringify(body)}: ${answer.body}`).toBe(status);
      const error = answer.json<ErrorBody>();
      expect(error.success).toBe(false);
      expect(error.error).toBeTruthy();
      if (field) expect(Object.keys(error.fieldErrors ?? {}).join(' ')).toMatch(field);
    }
    // Over 2 KB: refused before it is parsed.
    const big = await post({
      type: 'view',
      path: '/',
      referrer: `https://example.com/${'x'.repeat(INSIGHTS_MAX_BYTES)}`,
    });
    expect(big.statusCode).toBe(413);
    // Not JSON: a form or plain text is refused.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await post('{"type":"view","path":"/"}', { headers: { 'content-type': type } });
      expect(answer.statusCode, type).toBe(415);
    }
    expect(await events()).toEqual([]);
  });

  it('limits each address’s rate, counting it under a salted hash', async () => {
    const { max } = ctx().config.insightsRateLimit;
    const ip = '192.0.2.55';
    for (let sent = 0; sent < max; sent += 1)
      expect((await post({ type: 'view', path: '/' }, { ip })).statusCode).toBe(204);
    const refused = await post({ type: 'view', path: '/' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    // Another address is not held back.
    expect((await post({ type: 'view', path: '/' }, { ip: '192.0.2.56' })).statusCode).toBe(204);
    expect(ctx().app.insights.limitKey(ip)).not.toContain('192.0.2');
    expect(await events()).toHaveLength(max + 1);
    await clear();
  });

  it('records where each lead came from, and shows views, visitors and leads by page, referrer and campaign', async () => {
    const { app } = ctx();
    const { cookie } = await loginAsAdmin(app, ctx().clock);
    const ip = '198.51.100.23';
    // A visit from a LinkedIn campaign link: the home page, a post, then the contact page, then the form is sent.
    const landing = {
      type: 'view',
      path: '/',
      referrer: 'https://www.linkedin.com/',
      utm: { source: 'linkedin', medium: 'social', campaign: 'spring' },
    };
    for (const body of [
      landing,
      { type: 'view', path: '/blog/measuring-roi-ai-projects', referrer: 'https://www.rebels-ai.nl/' },
      { type: 'view', path: '/contact' },
    ])
      expect((await post(body, { ip })).statusCode).toBe(204);
    const submit = (payload: object, headers: Record<string, string> = {}, from = ip) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: from,
        headers: { 'content-type': 'application/json', 'user-agent': desktop, ...headers },
        payload: JSON.stringify(payload),
      });
    expect((await submit(companyPayload({ email: 'lead@example.com' }))).statusCode).toBe(200);
    // The same visitor again, as spam (its honeypot filled), and once with Global Privacy Control on.
    expect(
      (await submit(companyPayload({ email: 'spam@example.com', website: 'http://spam.example' }))).statusCode,
    ).toBe(200);
    expect((await submit(companyPayload({ email: 'private@example.com' }), { 'sec-gpc': '1' })).statusCode).toBe(200);
    // Someone with no view counted (no script ran): no source.
    expect((await submit(companyPayload({ email: 'direct@example.com' }), {}, '192.0.2.200')).statusCode).toBe(200);
    const leads = await app.db
      .selectFrom('contact_submissions')
      .select([
        'email',
        'status',
        'lead_landing',
        'lead_page',
        'lead_referrer',
        'lead_source',
        'lead_medium',
        'lead_campaign',
      ])
      .where('email', 'in', ['lead@example.com', 'spam@example.com', 'private@example.com', 'direct@example.com'])
      .orderBy('id')
      .execute();
    const unknown = {
      lead_landing: null,
      lead_page: null,
      lead_referrer: null,
      lead_source: null,
      lead_medium: null,
      lead_campaign: null,
    };
    expect(leads).toEqual([
      {
        email: 'lead@example.com',
        status: 'received',
        lead_landing: '/',
        lead_page: '/blog/measuring-roi-ai-projects',
        lead_referrer: 'linkedin.com',
        lead_source: 'linkedin',
        lead_medium: 'social',
        lead_campaign: 'spring',
      },
      { email: 'spam@example.com', status: 'spam', ...unknown },
      { email: 'private@example.com', status: 'received', ...unknown },
      { email: 'direct@example.com', status: 'received', ...unknown },
    ]);

    const report = await app.inject({ method: 'GET', url: '/api/admin/insights', headers: { cookie } });
    expect(report.statusCode, report.body).toBe(200);
    const { report: figures } = report.json<InsightsResponse>();
    expect(figures.days).toHaveLength(30);
    expect(figures.totals).toEqual({ views: 3, visitors: 1, leads: 3 });
    expect(figures.previous).toMatchObject({ views: 0, visitors: 0, leads: 0 });
    expect(figures.pages).toEqual([
      { value: '/', views: 1, visitors: 1, leads: 1 },
      { value: '/blog/measuring-roi-ai-projects', views: 1, visitors: 1, leads: 0 },
      { value: '/contact', views: 1, visitors: 1, leads: 0 },
    ]);
    expect(figures.referrers).toEqual([{ value: 'linkedin.com', views: 1, visitors: 1, leads: 1 }]);
    expect(figures.campaigns).toEqual([{ value: 'spring', views: 1, visitors: 1, leads: 1 }]);
    // Figures only: no address, no e-mail, no hash.
    expect(report.body).not.toMatch(/198\.51|example\.com|visitor"/);

    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/insights/export.csv?from=${figures.from}&to=${figures.to}`,
      headers: { cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('"campaign","spring","1","1","1"');
    expect(csv.body).toContain('"page","/","1","1","1"');
    for (const [query, field] of [
      ['from=2026-13-01', 'from'],
      [`from=${figures.to}&to=${figures.from}`, 'from'],
      ['from=2020-01-01&to=2026-01-01', 'from'],
      ['days=7', ''],
    ] as const) {
      const bad = await app.inject({ method: 'GET', url: `/api/admin/insights?${query}`, headers: { cookie } });
      expect(bad.statusCode, query).toBe(400);
      if (field) expect(Object.keys(bad.json<ErrorBody>().fieldErrors ?? {}), query).toContain(field);
    }
    await clear();
  });

  it('rolls up each day when it is over: views and visitors kept per page, referrer and tag, no hash or salt left', async () => {
    const { app, clock } = ctx();
    const view = (path: string, ip: string, utm?: Record<string, string>, referrer?: string) =>
      post({ type: 'view', path, ...(utm ? { utm } : {}), ...(referrer ? { referrer } : {}) }, { ip });
    await view('/', '10.0.0.1', { campaign: 'test', source: 'newsletter' });
    await view('/blog', '10.0.0.1');
    await view('/', '10.0.0.2', undefined, 'https://www.linkedin.com/feed/');
    await view('/', '10.0.0.2');
    await view('/contact', '10.0.0.3', { campaign: 'test' });
    // Real-user speed of the home page on a desktop: a good, a middling and (tomorrow) a poor LCP.
    const speed = (lcp: number, ip = '10.0.0.1') => post({ type: 'vitals', path: '/', metrics: { lcp } }, { ip });
    await speed(2500);
    await speed(3999.5, '10.0.0.2');
    await app.insights.flush();
    const first = (await app.db.selectFrom('insight_events').select('day').executeTakeFirstOrThrow()).day;
    const salt = (
      await app.db.selectFrom('insight_salts').select('salt').where('day', '=', first).executeTakeFirstOrThrow()
    ).salt;

    // The next day, past the grace after midnight: the first event of the day writes, and the last day is rolled up.
    clock.advance(day + ROLLUP_GRACE_MS);
    await view('/about', '10.0.0.9');
    await app.insights.flush();
    const daily = await app.db
      .selectFrom('insight_daily')
      .select(['dimension', 'value', 'views', 'visitors'])
      .where('day', '=', first)
      .orderBy('dimension')
      .orderBy('value')
      .execute();
    expect(daily).toEqual([
      { dimension: 'all', value: '', views: 5, visitors: 3 },
      { dimension: 'campaign', value: 'test', views: 2, visitors: 2 },
      { dimension: 'page', value: '/', views: 3, visitors: 2 },
      { dimension: 'page', value: '/blog', views: 1, visitors: 1 },
      { dimension: 'page', value: '/contact', views: 1, visitors: 1 },
      { dimension: 'referrer', value: 'linkedin.com', views: 1, visitors: 1 },
      { dimension: 'source', value: 'newsletter', views: 1, visitors: 1 },
    ]);
    // The day's raw events stay (30 days), with no hash; its salt is gone; today's has its own.
    const raw = await app.db.selectFrom('insight_events').select(['day', 'visitor']).where('day', '=', first).execute();
    expect(raw).toHaveLength(7);
    expect(raw.every(({ visitor }) => visitor === null)).toBe(true);
    const salts = await app.db.selectFrom('insight_salts').select('day').execute();
    expect(salts.map((row) => row.day)).not.toContain(first);
    expect(salts).toHaveLength(1);
    expect(await everything()).not.toContain(salt);
    // Speed is kept as a histogram per page type, device class and figure.
    const histograms = await app.db.selectFrom('insight_vitals_daily').selectAll().where('day', '=', first).execute();
    expect(histograms).toEqual([
      { day: first, page_type: 'home', device: 'desktop', metric: 'lcp', histogram: expect.any(String) },
    ]);
    // Flat: upper edge, samples, upper edge, samples.
    const buckets = JSON.parse(histograms[0]!.histogram) as number[];
    expect(buckets).toEqual([2500, 1, expect.any(Number), 1]);
    const middling = buckets[2]!;
    expect(middling).toBeGreaterThanOrEqual(3999.5);
    expect(middling).toBeLessThanOrEqual(4000);

    // The dashboard adds the rolled-up day to today's raw events, and reads the split exactly at CrUX's thresholds.
    const homeLcp = async (from: string, to?: string) => {
      const { vitals } = await insightsReport(app.db, periodOf({ from, to }, clock.now()));
      return vitals.find((row) => row.pageType === 'home' && row.device === 'desktop' && row.metric === 'lcp');
    };
    await speed(9000);
    await app.insights.flush();
    const poor = await homeLcp(first);
    expect(poor).toMatchObject({ samples: 3, good: 1 / 3, needsImprovement: 1 / 3, poor: 1 / 3 });
    expect(poor!.p75).toBeGreaterThanOrEqual(9000);
    expect(poor!.p75).toBeLessThanOrEqual(9000 * 1.05);

    // 30 days on, the raw events of that day are deleted; its rollup stays.
    clock.advance(30 * day);
    await view('/', '10.0.0.1');
    await app.insights.flush();
    expect(await app.db.selectFrom('insight_events').select('day').where('day', '=', first).execute()).toEqual([]);
    expect(await app.db.selectFrom('insight_daily').select('day').where('day', '=', first).execute()).not.toEqual([]);
    // Its speed is still read, from the histogram: the p75 of two is the upper one.
    expect(await homeLcp(first, first)).toMatchObject({ samples: 2, p75: middling, good: 1 / 2, poor: 0 });
    // Past RETENTION_DAYS, the rollup goes too.
    clock.advance(ctx().config.retention.days * day);
    await view('/', '10.0.0.1');
    await app.insights.flush();
    expect(await app.db.selectFrom('insight_daily').select('day').where('day', '=', first).execute()).toEqual([]);
  });
});

it('drops the events when the database is away, and fails nothing', async () => {
  const away = new Kysely<Database>({
    dialect: new SqliteDialect({ database: async () => new SQLite('/no/such/folder/site.db') }),
  });
  const warn = vi.fn();
  const insights = createInsights({ db: away, log: { warn }, ownHost: 'www.rebels-ai.nl' });
  expect(insights.record({ type: 'view', path: '/' }, { address, userAgent: desktop })).toBe(true);
  await expect(insights.flush()).resolves.toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.objectContaining({ events: 1 }), 'insight events not written');
  await insights.close();
});

it('keeps only another site’s host of a referrer, and tells a phone by its user agent', () => {
  expect(referrerHost('https://www.google.com/search?q=x', 'www.rebels-ai.nl')).toBe('google.com');
  expect(referrerHost('https://rebels-ai.nl/blog', 'www.rebels-ai.nl')).toBeNull();
  expect(referrerHost('android-app://com.slack/', 'www.rebels-ai.nl')).toBeNull();
  expect(referrerHost('not a url', 'www.rebels-ai.nl')).toBeNull();
  expect(referrerHost(undefined, 'www.rebels-ai.nl')).toBeNull();
  expect(deviceOf(iphone)).toBe('phone');
  expect(deviceOf('Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36')).toBe('phone');
  expect(deviceOf('Mozilla/5.0 (Linux; Android 15; Pixel Tablet) Safari/537.36')).toBe('desktop');
  expect(deviceOf(desktop)).toBe('desktop');
  const site = { csp: { 'index.html': [], 'nl/index.html': [], 'blog/x/index.html': [], '404/index.html': [] } };
  expect(['/', '/nl/', '/nl', '/blog/x', '/blog/x/'].map((path) => isSitePage(site, path))).toEqual([
    true,
    true,
    true,
    true,
    true,
  ]);
  expect(['/404', '/blog/y', '/admin', '/nl/admin'].map((path) => isSitePage(site, path))).toEqual([
    false,
    false,
    false,
    false,
  ]);
});
