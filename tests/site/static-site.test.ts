import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { site } from '#contracts/site.ts';
import { prerenderPaths, routePaths, sitemapPaths } from '#app/lib/route-paths.ts';
import routes from '#app/routes.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { scriptsOf } from '../helpers/page-scripts.ts';
import { canonical, firstHeading, inlineScripts, metaContent, parseHtml, title } from '../helpers/html.ts';
import { specPostSlugs, specRoutes, specStoryIds } from '../helpers/spec.ts';

const app = useTestApp();

// The route table of the spec (§2) with its story ids and post slugs filled in.
const specPaths = specRoutes.flatMap((route) =>
  route === '/success-stories/:id'
    ? specStoryIds.map((id) => `/success-stories/${id}`)
    : route === '/blog/:slug'
      ? specPostSlugs.map((slug) => `/blog/${slug}`)
      : [route],
);

// Admin pages beyond the spec's route table: the sign-in's later steps and the signed-in pages
// of issue 21 (second factors, the account, the audit trail, privacy requests) and issue 24.
const issue21Paths = [
  '/admin/verify',
  '/admin/new-password',
  '/admin/enroll',
  '/admin/account',
  '/admin/audit',
  '/admin/privacy',
  // Issue 24's webhooks.
  '/admin/webhooks',
  // Issue 33's people and invitations.
  '/admin/people',
  '/admin/invite',
  // Issue 35's content studio, and the page a shared draft opens on.
  '/admin/content',
  '/admin/preview',
  // Issue 37's insights.
  '/admin/insights',
];

// The <h1> texts the spec gives in so many words (§2, `{product}` is Rebels). Written out
// here, never read from the content pack: a wrong heading in the content must fail this test.
const specHeadings = new Map([
  ['/', 'Let AI Transform So People Thrive.'],
  ['/services', 'Our Services'],
  ['/academy-test', 'Academy Test Page'],
  ['/jobs', 'Careers at Rebels'],
  ['/contact', 'Get in Touch'],
  ['/blog', 'From the Blog'],
]);

// Every public page of the spec also in Dutch, under /nl/ (issue 23); the admin pages are English.
const dutchPaths = specPaths
  .filter((path) => !path.startsWith('/admin'))
  .map((path) => (path === '/' ? '/nl/' : `/nl${path}`));
const languageOf = (path: string) => (path.startsWith('/nl/') ? 'nl' : 'en');

const allPaths = routePaths(routes);
// The admin pages are views the browser fills in (a signed-out visitor of /admin/submissions is
// sent to /admin/login there, spec §4); their controls are checked below and in e2e/admin.spec.ts.
const publicPaths = allPaths.filter((path) => !path.startsWith('/admin'));

describe('prerendered pages', () => {
  it('covers exactly the paths of the spec route table, their Dutch twins, and the admin pages of issues 21, 24 and 33', () => {
    expect(dutchPaths).toHaveLength(33);
    expect([...allPaths].sort()).toEqual([...specPaths, ...dutchPaths, ...issue21Paths].sort());
    expect(prerenderPaths(routes)).toContain('/404');
  });

  it.each(publicPaths)('%s is served as HTML, without JavaScript', async (path) => {
    const response = await app().inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['/admin/login', ['name="username"', 'name="password"', '>Sign In</button>']],
    ['/admin/setup', ['>Create Admin User</button>']],
    ['/admin/create', ['name="username"', 'name="password"', '>Create Admin User</button>']],
    ['/admin/submissions', ['Loading submissions...']],
    // An invitation's form shows once its token (after '#', never sent) is known to be open: before, a status.
    ['/admin/invite', ['role="status"', 'Checking your invitation...']],
    ['/admin/people', ['Loading the people...']],
    ['/admin/insights', ['Loading the figures...']],
    // The forms that carry a secret post natively before hydration (issue 20): a method and an action.
    ['/admin/login', ['action="/api/auth/login" method="post"']],
    ['/admin/setup', ['action="/api/setup-admin" method="post"']],
    ['/admin/create', ['action="/api/create-admin" method="post"']],
    [
      '/admin/verify',
      [
        'action="/api/auth/second-factor/totp" method="post"',
        'action="/api/auth/second-factor/recovery" method="post"',
      ],
    ],
    ['/admin/new-password', ['action="/api/auth/password" method="post"', 'name="newPassword"']],
  ])('%s is served with its own controls, not a placeholder', async (path, texts) => {
    const { body } = await app().inject({ url: path });
    for (const text of texts) expect(body).toContain(text);
  });

  it.each([...specHeadings])('%s has the heading the spec gives it: %s', async (path, heading) => {
    const response = await app().inject({ method: 'GET', url: path });
    expect(firstHeading(response.body)).toBe(heading);
  });

  it.each(publicPaths)('%s has exactly one non-empty <h1>', async (path) => {
    const { body } = await app().inject({ method: 'GET', url: path });
    expect(body.match(/<h1\b/g)).toHaveLength(1);
    expect(firstHeading(body)).toMatch(/\S/);
  });

  it.each(allPaths)(
    '%s is one well-formed document: the data scripts inside <body>, nothing after </html>',
    async (path) => {
      const { body } = await app().inject({ method: 'GET', url: path });
      expect(body.startsWith(`<!DOCTYPE html><html lang="${languageOf(path)}">`)).toBe(true);
      expect(body.endsWith('</body></html>')).toBe(true);
      expect(body.match(/<\/html>/g)).toHaveLength(1);
      expect(body.match(/<body\b/g)).toHaveLength(1);
      expect(body).not.toContain('suppressHydrationWarning');
    },
  );

  it.each(allPaths)('%s has its own title, description, canonical URL and Open Graph tags', async (path) => {
    const html = (await app().inject({ method: 'GET', url: path })).body;
    const url = new URL(path, site.url).toString();
    expect(title(html)).toBeTruthy();
    expect(metaContent(html, 'name', 'description')?.length).toBeGreaterThan(20);
    expect(canonical(html)).toBe(url);
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(metaContent(html, 'property', 'og:title')).toBe(title(html));
    expect(metaContent(html, 'property', 'og:description')).toBe(metaContent(html, 'name', 'description'));
    expect(html).toMatch(new RegExp(`<html lang="${languageOf(path)}"`));
  });

  it.each(['en', 'nl'])('gives every public page in %s a distinct title', async (language) => {
    const paths = sitemapPaths(routes).filter((path) => languageOf(path) === language);
    expect(paths.length).toBe(32);
    const titles = await Promise.all(paths.map(async (path) => title((await app().inject({ url: path })).body)));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('keeps admin pages out of search engines', async () => {
    const html = (await app().inject({ url: '/admin/login' })).body;
    expect(metaContent(html, 'name', 'robots')).toBe('noindex, nofollow');
  });

  it('serves /about and /about/ alike', async () => {
    const [plain, slash] = await Promise.all([app().inject({ url: '/about' }), app().inject({ url: '/about/' })]);
    expect(slash.statusCode).toBe(200);
    expect(slash.body).toBe(plain.body);
  });
});

describe('not found', () => {
  it.each(['/does-not-exist', '/services/nothing', '/admin/nothing/deeper', '/%E2%9C%93', '/..%2f..%2fetc%2fpasswd'])(
    '%s answers 404 with the 404 page',
    async (path) => {
      const response = await app().inject({ url: path });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(firstHeading(response.body)).toBe('404 Page Not Found');
      expect(parseHtml(response.body).text).toContain("The page you're looking for doesn't exist or has been moved.");
      expect(response.body).toContain('Back to Home');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it.each([
    ['/success-stories/unknown-company', 'Success Story Not Found', 'Back to Success Stories'],
    ['/success-stories/unknown-company/', 'Success Story Not Found', 'Back to Success Stories'],
    ['/blog/no-such-post', 'Blog Post Not Found', 'Back to Home'],
  ])('%s answers 404 with its route’s own not-found view', async (path, heading, link) => {
    const response = await app().inject({ url: path });
    expect(response.statusCode).toBe(404);
    expect(firstHeading(response.body)).toBe(heading);
    expect(response.body).toContain(link);
    expect(metaContent(response.body, 'name', 'robots')).toBe('noindex');
    const hashes = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(hashes).toContain('sha256-');
  });

  it('answers the data request of an unknown id with 404 and the not-found data', async () => {
    const response = await app().inject({ url: '/success-stories/unknown-company.data' });
    expect(response.statusCode).toBe(404);
    const known = await app().inject({ url: '/success-stories/prorail.data' });
    expect(known.statusCode).toBe(200);
    const unrelated = await app().inject({ url: '/nothing-here.data' });
    expect(unrelated.statusCode).toBe(404);
    expect(unrelated.json()).toEqual({ success: false, error: 'Not found' });
  });

  it('keeps the not-found pages out of the sitemap', async () => {
    const { body } = await app().inject({ url: '/sitemap.xml' });
    expect(body).not.toContain('_not-found');
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app().inject({ method, url: '/api/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: 'Not found' });
    }
  });

  it('answers a POST to a page with 404 JSON rather than the page', async () => {
    const response = await app().inject({ method: 'POST', url: '/about', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('caching and compression', () => {
  async function firstAsset() {
    const html = (await app().inject({ url: '/' })).body;
    const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    return asset!;
  }

  it('caches hashed assets for a year, immutable', async () => {
    const response = await app().inject({ url: await firstAsset() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes HTML revalidate', async () => {
    const response = await app().inject({ url: '/' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
    const again = await app().inject({ url: '/', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('sends precompressed brotli and gzip', async () => {
    const plain = await app().inject({ url: '/' });
    const br = await app().inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app().inject({ url: await firstAsset(), headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan((await app().inject({ url: await firstAsset() })).rawPayload.length);
  });
});

describe('content stays out of the JavaScript', () => {
  // Pages read content in loaders at build time, so neither the copy nor zod may reach a content
  // page's bundles (every page and chunk: tests/site/content-schemas.test.ts).
  it.each(['/', '/about', '/services', '/services/academy', '/services/implementation', '/success-stories/prorail'])(
    '%s loads no zod',
    async (path) => {
      // What the page loads: its bootstrap's modules, its islands' chunks and their imports (bench/lib/bytes.ts).
      const scripts = scriptsOf(path);
      expect(scripts.length).toBeGreaterThan(3);
      for (const script of scripts) {
        expect((await app().inject({ url: `/${script}` })).body, script).not.toContain('._zod');
      }
    },
  );
});

describe('security headers', () => {
  it.each(['/', '/contact', '/blog/measuring-roi-ai-projects', '/does-not-exist'])(
    '%s allows exactly its own inline scripts',
    async (path) => {
      const response = await app().inject({ url: path, headers: { 'accept-encoding': 'br, gzip' } });
      const html = (await app().inject({ url: path })).body;
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const hash = createHash('sha256').update(script).digest('base64');
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
      }
    },
  );

  it('sets HSTS, nosniff, a referrer policy and forbids framing', async () => {
    for (const url of ['/', '/api/health', '/api/nothing']) {
      const { headers } = await app().inject({ url });
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
    }
  });
});

describe('crawler files', () => {
  it('lists every public, indexable route, story and post in sitemap.xml, and no admin page', async () => {
    const response = await app().inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // /academy-test is noindex: it exists only to verify routing (spec §2).
    const expected = allPaths
      .filter((path) => !path.startsWith('/admin') && !path.endsWith('/academy-test'))
      .map((path) => new URL(path, site.url).toString());
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs).toContain(new URL('/success-stories/prorail', site.url).toString());
    expect(locs).toContain(new URL('/blog/measuring-roi-ai-projects', site.url).toString());
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);
    expect(locs).not.toContain(new URL('/academy-test', site.url).toString());
  });

  it('has a robots.txt that disallows /admin and names the sitemap', async () => {
    const { body } = await app().inject({ url: '/robots.txt' });
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('has a favicon, icons and a web manifest', async () => {
    expect((await app().inject({ url: '/favicon.svg' })).statusCode).toBe(200);
    const manifest = (await app().inject({ url: '/manifest.webmanifest' })).json();
    expect(manifest.name).toBe(site.name);
    for (const icon of manifest.icons) {
      expect((await app().inject({ url: icon.src })).statusCode, icon.src).toBe(200);
    }
    expect((await app().inject({ url: '/og-image.png' })).headers['content-type']).toBe('image/png');
  });

  it('serves the general conditions as a real PDF made from the repo text', async () => {
    const response = await app().inject({ url: '/documents/general-conditions.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(3000);
  });
});
