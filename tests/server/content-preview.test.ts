// Previews (issue 35, decision 0076), on a SQLite file and on PostgreSQL: an item's page rendered with the form's data
// in its place, by the build's own code, in both languages, without publishing or storing anything; and a shared link
// that opens the current draft for someone who is not signed in: signed, expiring, never indexed.
import { beforeAll, expect, it } from 'vitest';
import type { ContentPreviewLinkResponse, PreviewOpenResponse } from '#contracts/content/api.ts';
import { createPreviews } from '#server/content/preview.service.ts';
import { apiCaller, newPost } from '../helpers/content.ts';
import { loginAsAdmin, useAdminApp } from '../helpers/admin.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

const key = 'measuring-roi-ai-projects';
const itemUrl = `/api/admin/content/post/${key}`;

describeEachDatabase('previews on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  let cookie = '';
  let published: Record<string, unknown>;

  beforeAll(async () => {
    await ctx().app.site.start();
    cookie = (await loginAsAdmin(ctx().app, ctx().clock)).cookie;
    published = (await send('GET', itemUrl)).json<{ item: { data: Record<string, unknown> } }>().item.data;
  });

  const send = apiCaller(
    () => ctx().app,
    () => cookie,
  );
  const preview = (data: unknown, locale?: string, url = itemUrl) =>
    send('POST', `${url}/preview`, { data, ...(locale ? { locale } : {}) });
  const stored = async () => ({
    items: await ctx().db.selectFrom('content_items').select(['type', 'item_key', 'revision']).execute(),
    publications: (await ctx().db.selectFrom('content_publications').select('id').execute()).length,
  });

  it('renders the page with the form’s data in both languages, and publishes and stores nothing', async () => {
    const before = await stored();
    const data = { ...published, title: { en: 'Previewed, not published', nl: 'Bekeken, niet gepubliceerd' } };
    const english = await preview(data);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['cache-control']).toBe('no-store');
    const { html, path } = english.json<{ html: string; path: string }>();
    expect(path).toBe(`/blog/${key}`);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('<h1');
    expect(html).toContain('Previewed, not published');
    expect(html).toContain('href="/assets/');
    const dutch = await preview(data, 'nl');
    expect(dutch.json()).toMatchObject({
      path: `/nl/blog/${key}`,
      html: expect.stringContaining('Bekeken, niet gepubliceerd'),
    });
    // A new post's page, and pages that show a page type's copy.
    expect((await preview(newPost({ id: '77' }), 'en', '/api/admin/content/post/not-yet-there')).json()).toMatchObject({
      path: '/blog/not-yet-there',
      html: expect.stringContaining('Publishing without a developer'),
    });
    const home = (await send('GET', '/api/admin/content/homePage/home')).json<{ item: { data: unknown } }>().item.data;
    expect((await preview(home, 'nl', '/api/admin/content/homePage/home')).json()).toMatchObject({ path: '/nl/' });
    expect(await stored()).toEqual(before);
    expect((await ctx().app.inject({ method: 'GET', url: `/blog/${key}` })).body).not.toContain('Previewed');
  });

  it('names the fields to correct when the data cannot be a page, and escapes whatever it holds', async () => {
    const missing = await preview({ ...published, title: { en: 'Only English' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'The preview shows once the fields named are corrected',
      fieldErrors: { 'title.nl': [expect.any(String)] },
    });
    const heading = await preview({ ...published, body: { en: '# Too big', nl: 'Goed.' } });
    expect(heading.json()).toMatchObject({ fieldErrors: { 'body.en': [expect.stringMatching(/use ## and below/)] } });
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const escaped = await preview({ ...published, title: { en: script, nl: script } });
    expect(escaped.statusCode).toBe(200);
    expect(escaped.body).not.toContain('<script>alert(1)');
    expect(escaped.body).not.toContain('<img src=x');
    // The general conditions are a PDF, not a page.
    const conditions = (await send('GET', '/api/admin/content/legalDocument/general-conditions')).json<{
      item: { data: unknown };
    }>().item.data;
    expect((await preview(conditions, 'en', '/api/admin/content/legalDocument/general-conditions')).statusCode).toBe(
      404,
    );
    for (const body of [{}, { data: published, locale: 'de' }, { data: published, extra: 1 }]) {
      expect((await send('POST', `${itemUrl}/preview`, body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await preview(published, 'en', '/api/admin/content/nothing/x')).statusCode).toBe(404);
  });

  it('a shared link opens the current draft signed out, until it expires; a changed token opens nothing', async () => {
    const draft = { ...published, title: { en: 'The draft a colleague sees', nl: 'Het concept voor een collega' } };
    expect((await send('PUT', `${itemUrl}/draft`, { revision: 0, data: draft })).statusCode).toBe(200);
    const shared = await send('POST', `${itemUrl}/preview-link`, {});
    expect(shared.statusCode, shared.body).toBe(200);
    const { link, expiresAt } = shared.json<ContentPreviewLinkResponse>();
    expect(link).toMatch(/^\/admin\/preview#post\.measuring-roi-ai-projects\.\d{13}\.[\w-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const token = link.split('#')[1]!;

    const opened = await send('POST', '/api/preview', { token, locale: 'nl' }, false);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json<PreviewOpenResponse>()).toMatchObject({
      path: `/nl/blog/${key}`,
      expiresAt,
      html: expect.stringContaining('Het concept voor een collega'),
    });
    // The link follows the draft as it is saved.
    const later = { ...draft, title: { en: 'Saved after sharing', nl: 'Opgeslagen na het delen' } };
    expect((await send('PUT', `${itemUrl}/draft`, { revision: 1, data: later })).statusCode).toBe(200);
    expect((await send('POST', '/api/preview', { token }, false)).json<PreviewOpenResponse>().html).toContain(
      'Saved after sharing',
    );

    const [type, itemKey, expires, signature] = token.split('.') as [string, string, string, string];
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
    const expired = await createPreviews({
      db: ctx().db,
      site: ctx().app.site,
      now: () => new Date(Date.now() - 8 * 86_400_000),
    }).sign('post', key);
    for (const [what, bad] of [
      ['another signature', `${type}.${itemKey}.${expires}.${flip(signature)}`],
      ['another item', `${type}.building-ai-implementation-teams.${expires}.${signature}`],
      ['a later expiry', `${type}.${itemKey}.${Number(expires) + 1000}.${signature}`],
      ['an expired link', expired.token],
      ['no signature', `${type}.${itemKey}.${expires}`],
      ['nothing', ''],
      ['a type that is none', `nothing.${itemKey}.${expires}.${signature}`],
    ] as const) {
      const refused = await send('POST', '/api/preview', { token: bad }, false);
      expect(refused.statusCode, what).toBe(403);
      expect(refused.json(), what).toMatchObject({
        error: 'This preview link has expired or is not valid. Ask for a new one.',
      });
    }
    // Never a token in a URL: the link's token is read from a body only.
    expect((await send('GET', `/api/preview?token=${token}`, undefined, false)).statusCode).toBe(404);
    const audit = await ctx()
      .db.selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'content.preview_shared')
      .execute();
    expect(audit).toEqual([{ action: 'content.preview_shared', target: `posts/${key}.md` }]);
  });
});
