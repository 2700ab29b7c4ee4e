// Drafts and versions through /api/admin/content (issue 35, decision 0074), on a SQLite file and on PostgreSQL: a
// draft saves as one types and is never live, a save from an old draft revision is a conflict answered with the stored
// draft, every save and publish is a version, and any version comes back as the draft in one call.
import { beforeAll, expect, it } from 'vitest';
import type {
  ContentDraft,
  ContentItem,
  ContentSummary,
  ContentVersion,
  ContentVersionResponse,
} from '#contracts/content/api.ts';
import { apiCaller, newPost } from '../helpers/content.ts';
import { loginAsAdmin, useAdminApp } from '../helpers/admin.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

const key = 'measuring-roi-ai-projects';
const itemUrl = `/api/admin/content/post/${key}`;

describeEachDatabase('drafts and versions on $name', ({ env }) => {
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
  const read = async (url = itemUrl) =>
    (await send('GET', url)).json<{ item: ContentItem | null; draft: ContentDraft | null }>();
  const saveDraft = (revision: number, data: unknown, url = itemUrl) => send('PUT', `${url}/draft`, { revision, data });
  const versions = async (url = itemUrl) =>
    (await send('GET', `${url}/versions`)).json<{ versions: ContentVersion[] }>().versions;
  const listed = async (file: string) =>
    (await send('GET', '/api/admin/content'))
      .json<{ items: ContentSummary[] }>()
      .items.find((item) => item.file === file);
  const livePage = async () => (await ctx().app.inject({ method: 'GET', url: `/blog/${key}` })).body;
  const audits = async (action: string) =>
    (await ctx().db.selectFrom('audit_log').select('target').where('action', '=', action).execute()).length;

  let published: ContentItem;
  const titled = (en: string, nl = 'Dutch') => ({
    ...(published.data as Record<string, unknown>),
    title: { en, nl },
  });

  it('a draft saves as one types: read back with the item, listed as changed, one version per sitting, never live', async () => {
    published = (await read()).item!;
    expect((await read()).draft).toBeNull();
    const live = await livePage();

    const first = await saveDraft(0, titled('ROI, measured as we type'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, draft: { revision: 1, savedBy: 'admin' } });
    const second = await saveDraft(1, titled('ROI, measured as we type on'));
    expect(second.json()).toMatchObject({
      draft: { revision: 2, data: { title: { en: 'ROI, measured as we type on' } } },
    });

    const both = await read();
    expect(both.item).toMatchObject({ revision: published.revision, data: published.data, status: 'changed' });
    expect(both.draft).toMatchObject({ revision: 2, data: { title: { en: 'ROI, measured as we type on' } } });
    expect(await listed(`posts/${key}.md`)).toMatchObject({
      status: 'changed',
      title: 'ROI, measured as we type on',
      draft: { revision: 2, savedBy: 'admin' },
      missing: { en: 0, nl: 0 },
    });
    // A text blank in both languages (a ProRail impact card's title) is blank on purpose, not a missing translation.
    expect(await listed('stories/prorail.yaml')).toMatchObject({ missing: { en: 0, nl: 0 } });
    // Two saves in one sitting are one version, and one line in the audit trail.
    const [sitting] = await versions();
    expect(sitting).toMatchObject({ kind: 'draft', savedBy: 'admin' });
    expect(await versions()).toHaveLength(1);
    const version = (await send('GET', `${itemUrl}/versions/${sitting!.id}`)).json<ContentVersionResponse>().version;
    expect(version.data).toMatchObject({ title: { en: 'ROI, measured as we type on' } });
    expect(await audits('content.draft_saved')).toBe(1);
    expect(await livePage()).toBe(live);
  });

  it('a save from an old draft revision is refused with the stored draft, which stays as it was', async () => {
    const stale = await saveDraft(1, titled('Someone else’s title'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      code: 'conflict',
      error: expect.stringMatching(/Someone else saved this draft/),
      current: { revision: 2, data: { title: { en: 'ROI, measured as we type on' } } },
    });
    // A second "first" save is a conflict too, not a second draft.
    expect((await saveDraft(0, titled('Another first'))).statusCode).toBe(409);
    expect((await read()).draft).toMatchObject({ revision: 2, data: { title: { en: 'ROI, measured as we type on' } } });
  });

  it('publishing the draft makes it live and removes it; the publish is a version', async () => {
    const { draft } = await read();
    const response = await send('PUT', itemUrl, { revision: published.revision, data: draft!.data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ item: { status: 'published', draft: null } });
    expect(await livePage()).toContain('ROI, measured as we type on');
    expect((await read()).draft).toBeNull();
    expect((await versions()).map((version) => version.kind)).toEqual(['published', 'draft']);
    expect((await versions())[0]).toMatchObject({ revision: published.revision + 1 });
  });

  it('restores any version as the draft in one call, and reads each version with its data', async () => {
    const [latest, first] = await versions();
    const one = await send('GET', `${itemUrl}/versions/${first!.id}`);
    expect(one.json<ContentVersionResponse>().version).toMatchObject({
      kind: 'draft',
      data: { title: { en: 'ROI, measured as we type on' } },
    });
    // The published version before this session's edits is not a version yet (seeded): restore the draft one, then
    // the published one over it, from the draft revision each answer gives.
    const restored = await send('POST', `${itemUrl}/versions/${first!.id}/restore`, { revision: 0 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      draft: { revision: 1, data: { title: { en: 'ROI, measured as we type on' } } },
    });
    const again = await send('POST', `${itemUrl}/versions/${latest!.id}/restore`, { revision: 0 });
    expect(again.statusCode, 'a restore from an old draft revision').toBe(409);
    expect((await versions()).map((version) => version.kind)).toEqual(['restored', 'published', 'draft']);
    expect(await audits('content.restored')).toBe(1);
    // A version of another item, or no version at all, is not found; the draft is as it was.
    const other = (await send('GET', '/api/admin/content/post/building-ai-implementation-teams/versions')).json<{
      versions: ContentVersion[];
    }>();
    expect(other.versions).toEqual([]);
    for (const id of ['999999', '0', 'abc', '1e3', '-1', '99999999999999999999']) {
      expect((await send('GET', `${itemUrl}/versions/${id}`)).statusCode, id).toBe(404);
      expect((await send('POST', `${itemUrl}/versions/${id}/restore`, { revision: 1 })).statusCode, id).toBe(404);
    }
    expect(
      (await send('GET', `/api/admin/content/post/building-ai-implementation-teams/versions/${first!.id}`)).statusCode,
    ).toBe(404);
    // Discarding it leaves the published item as it is.
    expect((await send('POST', `${itemUrl}/draft/discard`, { revision: 1 })).statusCode).toBe(200);
    expect((await read()).draft).toBeNull();
    expect(await livePage()).toContain('ROI, measured as we type on');
  });

  it('a new item can be only a draft: listed as such with its missing Dutch counted, never on the site', async () => {
    const url = '/api/admin/content/post/only-a-draft';
    const half = newPost({ title: { en: 'Only a draft' }, body: { en: '## Half written', nl: '' } });
    expect((await saveDraft(0, half, url)).statusCode).toBe(200);
    expect(await listed('posts/only-a-draft.md')).toMatchObject({
      status: 'draft',
      revision: 0,
      title: 'Only a draft',
      missing: { en: 0, nl: 2 },
    });
    expect(await read(url)).toMatchObject({ item: null, draft: { revision: 1 } });
    expect((await ctx().app.inject({ method: 'GET', url: '/blog/only-a-draft' })).statusCode).toBe(404);
    // Discarded from an old revision: refused; from its own: gone, and the item with it.
    expect((await send('POST', `${url}/draft/discard`, { revision: 5 })).statusCode).toBe(409);
    expect((await send('POST', `${url}/draft/discard`, { revision: 1 })).statusCode).toBe(200);
    expect((await send('GET', url)).statusCode).toBe(404);
    expect(await listed('posts/only-a-draft.md')).toBeUndefined();
  });

  it('taking an item off the site keeps what it held as a version to restore', async () => {
    const url = '/api/admin/content/post/building-ai-implementation-teams';
    const { item } = await read(url);
    expect((await send('POST', `${url}/unpublish`, { revision: item!.revision })).statusCode).toBe(200);
    const [removed] = await versions(url);
    expect(removed).toMatchObject({ kind: 'unpublished' });
    const back = await send('POST', `${url}/versions/${removed!.id}/restore`, { revision: 0 });
    expect(back.json()).toMatchObject({ draft: { data: item!.data } });
    expect(await listed('posts/building-ai-implementation-teams.md')).toMatchObject({ status: 'draft', revision: 0 });
  });

  it('refuses bad drafts with a clear 4xx and stores nothing', async () => {
    const before = await ctx().db.selectFrom('content_drafts').selectAll().execute();
    const cases: [string, string, unknown, number][] = [
      ['no revision', `${itemUrl}/draft`, { data: {} }, 400],
      ['no data', `${itemUrl}/draft`, { revision: 0 }, 400],
      ['a revision that is text', `${itemUrl}/draft`, { revision: '0', data: {} }, 400],
      ['a negative revision', `${itemUrl}/draft`, { revision: -1, data: {} }, 400],
      ['a field more', `${itemUrl}/draft`, { revision: 0, data: {}, extra: true }, 400],
      ['a type that is none', '/api/admin/content/nothing/x/draft', { revision: 0, data: {} }, 404],
      ['a page under another key', '/api/admin/content/homePage/other/draft', { revision: 0, data: {} }, 404],
      ['a key that is no slug', '/api/admin/content/post/Bad_Key/draft', { revision: 0, data: {} }, 404],
      ['a key of 120 characters', `/api/admin/content/post/${'a'.repeat(120)}/draft`, { revision: 0, data: {} }, 414],
    ];
    for (const [what, url, body, status] of cases) {
      expect((await send('PUT', url, body)).statusCode, what).toBe(status);
    }
    const tooBig = await ctx().app.inject({
      method: 'PUT',
      url: `${itemUrl}/draft`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ revision: 0, data: { body: 'x'.repeat(9 * 1024 * 1024) } }),
    });
    expect(tooBig.statusCode).toBe(413);
    const notJson = await ctx().app.inject({
      method: 'PUT',
      url: `${itemUrl}/draft`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"revision": 0, "data": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await ctx().db.selectFrom('content_drafts').selectAll().execute()).toEqual(before);
  });
});
