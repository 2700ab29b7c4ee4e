// Redirects (issue 36, decision 0079), on a SQLite file and on PostgreSQL: an editor's redirects are content, served
// as one 301 hop (chains followed, the query kept) by every instance after a publish; an old address that is a page,
// a loop, a page the site lacks or another site not marked as such are refused by field with nothing stored. A post
// given a new address leaves a 301 from the old one in both languages, also after a second move and a move back.
import { expect, it } from 'vitest';
import { newPost, usePublishingAdmin } from '../helpers/content.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

type Redirect = { from: string; to: string; external?: boolean };
const redirectsUrl = '/api/admin/content/redirects/redirects';

describeEachDatabase('redirects on $name', ({ env }) => {
  const { ctx, send } = usePublishingAdmin(env);
  const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  const redirectsNow = async () =>
    (await send('GET', redirectsUrl)).json<{ item: { revision: number; data: { redirects: Redirect[] } } }>().item;
  const publishRedirects = async (redirects: Redirect[]) =>
    send('PUT', redirectsUrl, { revision: (await redirectsNow()).revision, data: { redirects } });
  const expectRedirect = async (url: string, location: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(301);
    expect(response.headers.location, url).toBe(location);
  };

  it("serves an editor's redirects in one hop, the query kept, chains followed, another site only when marked", async () => {
    const response = await publishRedirects([
      { from: '/old-services', to: '/services' },
      { from: '/nl/oude-pagina/', to: '/nl/about' },
      { from: '/training', to: '/old-services' },
      { from: '/linkedin', to: 'https://www.linkedin.com/company/rebels-ai', external: true },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    await expectRedirect('/old-services', '/services');
    await expectRedirect('/old-services/', '/services');
    await expectRedirect('/nl/oude-pagina', '/nl/about');
    await expectRedirect('/training?utm_source=flyer', '/services?utm_source=flyer');
    await expectRedirect('/linkedin', 'https://www.linkedin.com/company/rebels-ai');
    // Pages are served as ever, an unknown path is still the 404 page, and the map itself is not served.
    expect((await get('/services')).statusCode).toBe(200);
    expect((await get('/never-was')).statusCode).toBe(404);
    for (const file of ['/redirects.json', '/redirects.json.gz', '/redirects.json.br'])
      expect((await get(file)).statusCode, file).toBe(404);
    // They have no page of their own to preview.
    const preview = await send('POST', `${redirectsUrl}/preview`, { data: (await redirectsNow()).data });
    expect(preview.statusCode).toBe(404);
  });

  it('refuses redirects that would hide a page, loop, lead nowhere or leave the site unmarked, storing nothing', async () => {
    const before = await redirectsNow();
    const cases: [string, Redirect[], string, RegExp][] = [
      ['a page', [{ from: '/about', to: '/services' }], 'redirects.0.from', /is a page of the site/],
      ['a Dutch page', [{ from: '/nl/contact/', to: '/nl/' }], 'redirects.0.from', /is a page of the site/],
      ['the admin', [{ from: '/admin/login', to: '/' }], 'redirects.0.from', /no redirect may take it/],
      ['site search', [{ from: '/nl/search', to: '/nl/blog' }], 'redirects.0.from', /no redirect may take it/],
      ['nowhere', [{ from: '/gone', to: '/nowhere' }], 'redirects.0.to', /no page at \/nowhere/],
      [
        'a loop',
        [
          { from: '/one', to: '/two' },
          { from: '/two', to: '/one' },
        ],
        'redirects.0.to',
        /a loop: \/one → \/two → \/one/,
      ],
      [
        'the same old address twice',
        [
          { from: '/twice', to: '/about' },
          { from: '/twice/', to: '/blog' },
        ],
        'redirects.1.from',
        /also the old address of redirect 1/,
      ],
      ['another site, unmarked', [{ from: '/away', to: 'https://example.org/' }], 'redirects.0.to', /another site/i],
      [
        'another site over http',
        [{ from: '/away', to: 'http://example.org/', external: true }],
        'redirects.0.to',
        /https/,
      ],
      ['a query', [{ from: '/x?y=1', to: '/' }], 'redirects.0.from', /no spaces, \? or #/],
      ['a dot segment', [{ from: '/a/../admin', to: '/' }], 'redirects.0.from', /\.\./],
      ['an address too long', [{ from: `/${'a'.repeat(600)}`, to: '/' }], 'redirects.0.from', /./],
    ];
    for (const [what, redirects, field, message] of cases) {
      const response = await publishRedirects(redirects);
      expect(response.statusCode, what).toBe(400);
      const fields = response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors;
      expect(fields[field], `${what}: ${JSON.stringify(fields)}`).toEqual(
        expect.arrayContaining([expect.stringMatching(message)]),
      );
    }
    expect(await redirectsNow()).toEqual(before);
    await expectRedirect('/old-services', '/services');
  });

  it("a post's new address: the old one answers 301 in both languages, after a second move and a move back", async () => {
    const publish = await send('PUT', '/api/admin/content/post/first-address', { revision: 0, data: newPost() });
    expect(publish.statusCode, publish.body).toBe(200);
    const move = async (from: string, to: string, revision: number) => {
      const response = await send('POST', `/api/admin/content/post/${from}/rename`, { revision, key: to });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ item: { key: string; revision: number } }>().item;
    };
    // An edit not yet published moves with the post.
    const draft = newPost({ excerpt: { en: 'Edited, not yet published.', nl: 'Bewerkt, nog niet gepubliceerd.' } });
    expect(
      (await send('PUT', '/api/admin/content/post/first-address/draft', { revision: 0, data: draft })).statusCode,
    ).toBe(200);
    let item = await move('first-address', 'second-address', 1);
    const moved = (await send('GET', '/api/admin/content/post/second-address')).json<{ draft: { data: unknown } }>();
    expect(moved.draft.data).toEqual(draft);
    expect((await send('GET', '/api/admin/content/post/first-address')).statusCode).toBe(404);
    expect(item).toMatchObject({ key: 'second-address', revision: 1 });
    await expectRedirect('/blog/first-address', '/blog/second-address');
    await expectRedirect('/nl/blog/first-address', '/nl/blog/second-address');
    expect((await get('/blog/second-address')).body).toContain('Publishing without a developer');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/blog/second-address</loc>');
    expect(sitemap).not.toContain('/blog/first-address');
    for (const feed of ['/rss.xml', '/nl/rss.xml']) {
      const body = (await get(feed)).body;
      expect(body, feed).toContain('/blog/second-address');
      expect(body, feed).not.toContain('first-address');
    }
    // A second move: the first address goes to the third in one hop, not through the second.
    item = await move('second-address', 'third-address', item.revision);
    await expectRedirect('/blog/first-address', '/blog/third-address');
    await expectRedirect('/nl/blog/second-address', '/nl/blog/third-address');
    // Back to the first: it is a page again, and the others lead to it.
    item = await move('third-address', 'first-address', item.revision);
    expect((await get('/blog/first-address')).statusCode).toBe(200);
    await expectRedirect('/blog/second-address', '/blog/first-address');
    await expectRedirect('/nl/blog/third-address', '/nl/blog/first-address');
    const { data } = await redirectsNow();
    expect(data.redirects.filter((each) => each.from.includes('first-address'))).toEqual([]);
    // The editor's own redirects are still there.
    expect(data.redirects).toContainEqual({ from: '/old-services', to: '/services' });
  });

  it('refuses a move to an address another post has, to its own, of a page, or from an old revision', async () => {
    const stale = await send('POST', '/api/admin/content/post/first-address/rename', {
      revision: 5,
      key: 'fourth-address',
    });
    expect(stale.statusCode).toBe(409);
    const { item } = (await send('GET', '/api/admin/content/post/first-address')).json<{
      item: { revision: number };
    }>();
    for (const [what, url, body, status, field] of [
      ['taken', '/api/admin/content/post/first-address/rename', { key: 'measuring-roi-ai-projects' }, 400, 'key'],
      ['its own', '/api/admin/content/post/first-address/rename', { key: 'first-address' }, 400, 'key'],
      ['no slug', '/api/admin/content/post/first-address/rename', { key: 'Not A Slug' }, 400, 'key'],
      ['a page', '/api/admin/content/homePage/home/rename', { key: 'start' }, 400, null],
    ] as const) {
      const response = await send('POST', url, { revision: item.revision, ...body });
      expect(response.statusCode, what).toBe(status);
      if (field) expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors), what).toContain(field);
    }
    expect((await get('/blog/first-address')).statusCode).toBe(200);
    expect((await get('/blog/measuring-roi-ai-projects')).statusCode).toBe(200);
  });
});
