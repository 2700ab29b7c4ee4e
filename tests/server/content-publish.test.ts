// Publishing through /api/admin/content (issue 35, decision 0073), on a SQLite file and on PostgreSQL: an item is
// checked with the whole pack, the site rendered with it, the change committed only if no one else wrote the item
// since, and the new site served at once, with each page's CSP hashes its own. Bad content, a conflict or a failed
// render store nothing and leave the live site as it was.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { listItems } from '#server/content/content.repository.ts';
import { loadSiteBuild, renderSite } from '#server/publish/index.ts';
import { inlineScriptHashes, withoutScripts } from '#server/publish/site-files.ts';
import { jobPayload } from '../helpers/contact.ts';
import { newPost, usePublishingAdmin } from '../helpers/content.ts';
import { testPasswordCost } from '../helpers/admin.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

const slug = 'publishing-without-a-developer';
/** The fields of a story and a vacancy the Markdown cases change. */
type StoryOrJob = {
  challenge: { nl: string };
  solution: { sections: { text?: { en: string; nl: string } }[] };
  about: { en: string };
};
const post = newPost;

/** Strings that would run script if a page let them through unescaped, in every place text reaches. */
const payloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</script><script>alert(2)</script>',
  '<svg onload=alert(3)>',
  '<iframe src="javascript:alert(4)"></iframe>',
  "'-alert(5)-'",
  '${alert(6)}',
];
const markdownPayloads = [
  '[click](javascript:alert(7))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg4KTwvc2NyaXB0Pg==)',
  '<a href="javascript:alert(9)">x</a>',
  '![x](x" onerror="alert(10))',
  '<details open ontoggle=alert(11)>',
];

describeEachDatabase('publishing content through the API on $name', ({ env }) => {
  const { ctx, send, cookie } = usePublishingAdmin(env);
  const publish = (key: string, revision: number, data: unknown, type = 'post') =>
    send('PUT', `/api/admin/content/${type}/${key}`, { revision, data });
  const page = (url: string) => ctx().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  const stored = async () =>
    (await ctx().db.selectFrom('content_items').select(['type', 'item_key', 'data', 'revision']).execute()).sort(
      (a, b) => `${a.type}/${a.item_key}`.localeCompare(`${b.type}/${b.item_key}`),
    );
  const publications = async () => (await ctx().db.selectFrom('content_publications').select('id').execute()).length;

  /** The page as served: 200, and its CSP allows exactly the inline scripts it has. */
  async function served(url: string) {
    const response = await page(url);
    expect(response.statusCode, url).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    for (const hash of inlineScriptHashes(response.body))
      expect(csp, `${url} allows its inline scripts`).toContain(hash);
    return response.body;
  }

  it('lists every stored item with its file and revision, and reads one', async () => {
    const list = await send('GET', '/api/admin/content');
    expect(list.statusCode).toBe(200);
    const { items } = list.json<{ items: { type: string; key: string; file: string; revision: number }[] }>();
    expect(items).toContainEqual(
      expect.objectContaining({ type: 'story', key: 'prorail', file: 'stories/prorail.yaml', revision: 1 }),
    );
    expect(items).toContainEqual(expect.objectContaining({ type: 'homePage', key: 'home', file: 'pages/home.yaml' }));
    // Lists name an item by its English title, placeholders filled.
    expect(items.find((item) => item.file === 'posts/building-ai-implementation-teams.md')).toMatchObject({
      title: 'Inside Rebels: How Our Implementation Teams Build with an AI Code Editor',
    });
    // The forms are generated from each type's schema, sent as JSON Schema.
    const types = await send('GET', '/api/admin/content/types');
    const post = types
      .json<{
        types: {
          type: string;
          collection: boolean;
          schema: { properties: Record<string, { properties?: Record<string, { maxLength?: number }> }> };
        }[];
      }>()
      .types.find((each) => each.type === 'post');
    expect(post?.collection).toBe(true);
    expect(post?.schema.properties.body?.properties?.en?.maxLength).toBe(200_000);
    const one = await send('GET', '/api/admin/content/post/measuring-roi-ai-projects');
    expect(one.json()).toMatchObject({ success: true, item: { revision: 1, data: { id: expect.any(String) } } });
    expect((await send('GET', '/api/admin/content/post/no-such-post')).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/content/homePage/about')).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/content/nothing/prorail')).statusCode).toBe(404);
  });

  it('publishes a new post: its page in both languages and the blog list are live at once', async () => {
    const before = await publications();
    const response = await publish(slug, 0, post());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      item: { type: 'post', key: slug, file: `posts/${slug}.md`, revision: 1 },
      publish: { changed: expect.any(Number) },
    });
    expect(await publications()).toBe(before + 1);
    expect(await served(`/blog/${slug}`)).toContain('Publishing without a developer');
    expect(await served(`/blog/${slug}/`)).toContain('<strong>on its own</strong>');
    expect(await served(`/nl/blog/${slug}`)).toContain('Publiceren zonder ontwikkelaar');
    expect(await served('/blog')).toContain(`href="/blog/${slug}"`);
    expect(await served('/nl/blog')).toContain(`href="/nl/blog/${slug}"`);
    // The sitemap and both feeds list it; it has an Open Graph image of its own in each language.
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>https://www.rebels-ai.nl/blog/${slug}</loc>`);
    expect(sitemap).toContain(`<loc>https://www.rebels-ai.nl/nl/blog/${slug}</loc>`);
    expect((await page('/rss.xml')).body).toContain('<title>Publishing without a developer</title>');
    expect((await page('/nl/rss.xml')).body).toContain('<title>Publiceren zonder ontwikkelaar</title>');
    for (const image of [`/og/blog/${slug}.png`, `/og/nl/blog/${slug}.png`]) {
      const response = await page(image);
      expect(response.statusCode, image).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
    // Its loader data for client-side navigation, and the pages it does not reach, as before.
    expect((await page(`/blog/${slug}.data`)).statusCode).toBe(200);
    expect(await served('/about')).toContain('<h1');
    const audit = await ctx()
      .db.selectFrom('audit_log')
      .select(['action', 'target', 'outcome'])
      .where('action', '=', 'content.published')
      .execute();
    expect(audit).toContainEqual({ action: 'content.published', target: `posts/${slug}.md`, outcome: 'success' });
  });

  it('a second editor who publishes from the old revision is told, gets the stored version, and overwrites nothing', async () => {
    const mine = post({ title: { en: 'My title', nl: 'Mijn titel' } });
    const conflict = await publish(slug, 0, mine);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      success: false,
      code: 'conflict',
      error: expect.stringMatching(/Someone else published this item/),
      current: { revision: 1, data: { title: { en: 'Publishing without a developer' } } },
    });
    expect(await served(`/blog/${slug}`)).toContain('Publishing without a developer');
    // Having compared, they publish theirs on top of the stored revision.
    const chosen = await publish(slug, 1, mine);
    expect(chosen.json()).toMatchObject({ item: { revision: 2 } });
    expect(await served(`/blog/${slug}`)).toContain('My title');
    expect(await served(`/nl/blog/${slug}`)).toContain('Mijn titel');
  });

  it('refuses bad content with each field named, stores nothing, and leaves the live site as it was', async () => {
    const before = { items: await stored(), publications: await publications(), page: await served(`/blog/${slug}`) };
    const cases: [string, unknown, string, RegExp][] = [
      ['a missing Dutch title', post({ title: { en: 'Only English' } }), 'title.nl', /./],
      ['an empty Dutch title', post({ title: { en: 'Only English', nl: '' } }), 'title.nl', /./],
      [
        'a 5 MB body',
        post({ body: { en: 'x'.repeat(5 * 1024 * 1024), nl: 'kort' } }),
        'body.en',
        /At most 200,000 characters/,
      ],
      ['a level-1 heading', post({ body: { en: 'Fine', nl: '# Te groot' } }), 'body.nl', /use ## and below/],
      [
        'an image from another host',
        post({ body: { en: 'See ![a chart](https://example.org/chart.png)', nl: 'Goed' } }),
        'body.en',
        /an image must be a file of this site/,
      ],
      ['a field no post has', post({ author: 'Someone' }), 'author', /not a field of this content type/],
      ['a date that is none', post({ date: '2026-02-30' }), 'date', /./],
      ['an id another post has', post({ id: '1' }), 'id', /also the id of posts\//],
    ];
    for (const [what, data, field, message] of cases) {
      const response = await publish(slug, 2, data);
      expect(response.statusCode, what).toBe(400);
      const body = response.json<{ error: string; fieldErrors: Record<string, string[]> }>();
      expect(body.error, what).toBe('Nothing was published: correct the fields named');
      expect(body.fieldErrors[field], `${what}: ${JSON.stringify(body.fieldErrors)}`).toEqual(
        expect.arrayContaining([expect.stringMatching(message)]),
      );
    }
    // Markdown a page loader renders (a story's texts, a vacancy's): refused by field, not a render that fails.
    const h1 = '# Te groot\n\nTekst.';
    const storyAndJobCases: [string, string, (data: StoryOrJob) => void, string][] = [
      ['story', 'prorail', (data) => (data.challenge.nl = h1), 'challenge.nl'],
      [
        'story',
        'prorail',
        (data) => (data.solution.sections[1]!.text = { en: h1, nl: 'Goed.' }),
        'solution.sections.1.text.en',
      ],
      ['job', 'gen-ai-consultant', (data) => (data.about.en = h1), 'about.en'],
    ];
    for (const [type, key, change, field] of storyAndJobCases) {
      const { item: current } = (await send('GET', `/api/admin/content/${type}/${key}`)).json<{
        item: { revision: number; data: StoryOrJob };
      }>();
      change(current.data);
      const response = await publish(key, current.revision, current.data, type);
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors, field).toEqual({
        [field]: [expect.stringMatching(/use ## and below/)],
      });
    }
    for (const [what, url, body, status] of [
      ['a key that is no slug', '/api/admin/content/post/Bad_Slug', { revision: 0, data: post() }, 404],
      ['a page that is not there', '/api/admin/content/homePage/other', { revision: 1, data: {} }, 404],
      ['no revision', `/api/admin/content/post/${slug}`, { data: post() }, 400],
      ['a revision that is no number', `/api/admin/content/post/${slug}`, { revision: '2', data: post() }, 400],
      ['more than the item', `/api/admin/content/post/${slug}`, { revision: 2, data: post(), extra: 1 }, 400],
    ] as const) {
      expect((await send('PUT', url, body)).statusCode, what).toBe(status);
    }
    const notJson = await ctx().app.inject({
      method: 'PUT',
      url: `/api/admin/content/post/${slug}`,
      headers: { cookie: cookie(), 'content-type': 'text/plain' },
      payload: 'revision=2',
    });
    expect(notJson.statusCode).toBe(415);
    expect(await stored()).toEqual(before.items);
    expect(await publications()).toBe(before.publications);
    expect(await served(`/blog/${slug}`)).toBe(before.page);
  });

  it('a post’s own search and sharing title and description are the page’s, in both languages', async () => {
    const seoPost = post({
      id: '96',
      seo: {
        title: { en: 'Publish without a developer', nl: 'Publiceren zonder developer' },
        description: { en: 'How the team publishes on its own.', nl: 'Hoe het team zelf publiceert.' },
      },
    });
    expect((await publish('search-and-sharing', 0, seoPost)).statusCode).toBe(200);
    const english = await served('/blog/search-and-sharing');
    expect(english).toContain('<title>Publish without a developer | Rebels</title>');
    expect(english).toContain('<meta name="description" content="How the team publishes on its own."/>');
    expect(english).toContain('<meta property="og:title" content="Publish without a developer | Rebels"/>');
    const dutch = await served('/nl/blog/search-and-sharing');
    expect(dutch).toContain('<title>Publiceren zonder developer | Rebels</title>');
    expect(dutch).toContain('<meta name="description" content="Hoe het team zelf publiceert."/>');
    // Longer than a result shows, or in one language only: refused by field.
    const long = await publish(
      'search-and-sharing',
      1,
      post({ id: '96', seo: { title: { en: 'x'.repeat(61), nl: 'kort' } } }),
    );
    expect(long.json()).toMatchObject({
      fieldErrors: { 'seo.title.en': [expect.stringMatching(/At most 60 characters/)] },
    });
    const half = await publish(
      'search-and-sharing',
      1,
      post({ id: '96', seo: { description: { en: 'Only English' } } }),
    );
    expect(Object.keys(half.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['seo.description.nl']);
  });

  it('never lets script or HTML from any field reach a page unescaped', async () => {
    const title = payloads.join(' ');
    const body = [...payloads, ...markdownPayloads].map((each) => `${each}\n`).join('\n');
    const response = await publish(
      slug,
      2,
      post({ title: { en: title, nl: title }, excerpt: { en: title, nl: title }, body: { en: body, nl: body } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    for (const url of [`/blog/${slug}`, `/nl/blog/${slug}`, '/blog', '/nl/blog']) {
      const html = await served(url);
      // As text, escaped, the payloads are harmless: no tag of the page may carry one outside its quoted values,
      const tags = [...html.matchAll(/<[a-z][^>]*>/gi)].map((match) => match[0]);
      const outsideValues = tags.map((tag) => tag.replace(/"[^"]*"/g, '""'));
      expect(
        outsideValues.filter((tag) => /alert|javascript:|\son[a-z]+=/i.test(tag)),
        url,
      ).toEqual([]);
      // no link or source may lead to script,
      expect(
        tags.filter((tag) => /\s(href|src)="\s*(javascript|data):/i.test(tag)),
        url,
      ).toEqual([]);
      expect(html, url).not.toMatch(/<iframe/i);
      // and no inline script may be left early: its data holds no '<' to close it or open another.
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
      for (const script of scripts) expect(script, url).not.toMatch(/<\/|<script|<!--/i);
    }
  });

  it('takes a post off the site: its pages are gone and no list links it; a page cannot be taken off', async () => {
    const revision = (await send('GET', `/api/admin/content/post/${slug}`)).json<{ item: { revision: number } }>().item
      .revision;
    expect(
      (await send('POST', `/api/admin/content/post/${slug}/unpublish`, { revision: revision - 1 })).statusCode,
    ).toBe(409);
    const response = await send('POST', `/api/admin/content/post/${slug}/unpublish`, { revision });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, item: null });
    expect((await page(`/blog/${slug}`)).statusCode).toBe(404);
    expect((await page(`/nl/blog/${slug}`)).statusCode).toBe(404);
    expect(await served('/blog')).not.toContain(slug);
    // A post of the build itself, taken off: the build's page does not linger in the generation.
    const built = 'measuring-roi-ai-projects';
    expect((await send('POST', `/api/admin/content/post/${built}/unpublish`, { revision: 1 })).statusCode).toBe(200);
    expect((await page(`/blog/${built}`)).statusCode).toBe(404);
    expect((await page(`/blog/${built}.data`)).statusCode).toBe(404);
    for (const gone of [`/og/blog/${built}.png`, `/og/nl/blog/${slug}.png`])
      expect((await page(gone)).statusCode).toBe(404);
    for (const list of ['/sitemap.xml', '/rss.xml', '/nl/rss.xml']) {
      const body = (await page(list)).body;
      expect(body, list).not.toContain(built);
      expect(body, list).not.toContain(slug);
    }
    expect(await served('/blog')).not.toContain(built);
    expect((await send('POST', '/api/admin/content/homePage/home/unpublish', { revision: 1 })).statusCode).toBe(400);
  });

  it('a vacancy renamed, then closed: the jobs page, its JobPosting, the job form and the server follow', async () => {
    const apply = (position: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(jobPayload({ position, email: `apply-${Date.now()}@example.com` })),
      });
    const read = await send('GET', '/api/admin/content/job/gen-ai-consultant');
    const { data, revision } = read.json<{ item: { data: Record<string, unknown>; revision: number } }>().item;
    const renamed = await publish('gen-ai-consultant', revision, { ...data, title: 'Generative AI Consultant' }, 'job');
    expect(renamed.statusCode, renamed.body).toBe(200);
    const jobs = await served('/jobs');
    expect(jobs).toContain('Generative AI Consultant');
    const postings = [...jobs.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(postings.some((each) => each.includes('"title":"Generative AI Consultant"'))).toBe(true);
    expect(await served('/contact')).toContain('<option value="Generative AI Consultant">');
    expect((await apply('Generative AI Consultant')).statusCode).toBe(200);
    const old = await apply('Gen-AI Consultant');
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ fieldErrors: { position: [expect.any(String)] } });

    const closed = await send('POST', '/api/admin/content/job/gen-ai-consultant/unpublish', { revision: revision + 1 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await served('/jobs')).not.toContain('Generative AI Consultant');
    expect(await served('/contact')).not.toContain('Generative AI Consultant');
    expect((await apply('Generative AI Consultant')).statusCode).toBe(400);
    expect((await apply('Other')).statusCode).toBe(200);
  });

  it('two publishes at once: neither renders from the store before the other, so both are live when both answer', async () => {
    const [first, second] = await Promise.all(
      ['97', '98'].map((id) =>
        publish(`at-once-${id}`, 0, post({ id, title: { en: `At once ${id}`, nl: `Tegelijk ${id}` } })),
      ),
    );
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const list = await served('/blog');
    expect(list).toContain('href="/blog/at-once-97"');
    expect(list).toContain('href="/blog/at-once-98"');
    for (const id of ['97', '98']) expect((await page(`/blog/at-once-${id}`)).statusCode).toBe(200);
  });

  it('renders again only the pages a change reaches, and the site is then what a whole render makes', async () => {
    const key = 'building-ai-implementation-teams';
    const { item } = (await send('GET', `/api/admin/content/post/${key}`)).json<{
      item: { revision: number; data: Record<string, unknown> };
    }>();
    const title = { en: 'Only what it reaches', nl: 'Alleen wat het raakt' };
    const response = await publish(key, item.revision, { ...item.data, title });
    expect(response.statusCode, response.body).toBe(200);
    const { rendered } = response.json<{ publish: { rendered: number } }>().publish;
    expect(await served(`/nl/blog/${key}`)).toContain('Alleen wat het raakt');
    expect(await served('/blog')).toContain('Only what it reaches');

    // Every page, its data and its CSP hashes as a render of the whole site from the store makes them.
    const full = await renderSite(await loadSiteBuild(path.resolve('build')), await listItems(ctx().db));
    const live = ctx().app.site.live();
    const onDisk = (file: string) => fs.readFileSync(path.join(live.clientDir, file), 'utf8');
    const asServed = (file: string, body: string) => (/(^|\/)_answer\//.test(file) ? withoutScripts(body) : body);
    expect(
      full.files.filter(({ file, body }) => onDisk(file) !== asServed(file, body)).map(({ file }) => file),
    ).toEqual([]);
    for (const { file, body } of full.files.filter(({ file }) => file.endsWith('.html')))
      expect(live.csp[file], file).toEqual(inlineScriptHashes(asServed(file, body)));
    // Its two pages and the two blog lists at least, and not the rest of the site's pages.
    expect(rendered).toBeGreaterThanOrEqual(4);
    expect(rendered).toBeLessThan(full.paths.length / 4);
  });

  it('a restart serves the last publish from disk without rendering it again', async () => {
    const restarted = await buildApp(ctx().config, { db: ctx().db, logger: false, passwordCost: testPasswordCost });
    try {
      expect(await restarted.site.start()).toMatchObject({ outcome: 'adopted' });
      const response = await restarted.inject({ method: 'GET', url: '/blog' });
      expect(response.body).not.toContain('measuring-roi-ai-projects');
    } finally {
      await restarted.site.close();
    }
  });
});
