import fs from 'node:fs';
import { route, index, layout } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { postSlugs, storyIds } from '#app/.server/content.ts';
import { prerenderPaths, routePaths, sitemapPaths } from '#app/lib/route-paths.ts';
import { englishPath, localePath } from '#contracts/locale.ts';
import { specPostSlugs, specRoutes, specStoryIds } from '../helpers/spec.ts';
import { requireBuild } from '../helpers/test-app.ts';
import { builtPageFile } from '../../scripts/lib/built-site.ts';

const table = [
  route('jobs', 'routes/jobs.tsx'),
  layout('routes/layout.tsx', [
    index('routes/home.tsx'),
    route('success-stories/:id', 'routes/story.tsx'),
    route('blog/:slug', 'routes/post.tsx'),
    route('admin/login', 'routes/login.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/layout.tsx', { id: 'nl-layout' }, [route('nl', 'routes/home.tsx', { id: 'nl-home' })]),
];

describe('route paths', () => {
  it('expands dynamic segments from content, skips the catch-all and writes the Dutch home as /nl/', () => {
    expect([...storyIds].sort()).toEqual([...specStoryIds].sort());
    expect([...postSlugs].sort()).toEqual([...specPostSlugs].sort());
    expect(routePaths(table)).toEqual([
      '/jobs',
      '/',
      ...storyIds.map((id) => `/success-stories/${id}`),
      ...postSlugs.map((slug) => `/blog/${slug}`),
      '/admin/login',
      '/nl/',
    ]);
  });

  it('prerenders the 404 pages too, and lists no admin page in the sitemap', () => {
    expect(prerenderPaths(table)).toContain('/404');
    expect(prerenderPaths(table)).toContain('/nl/404');
    expect(sitemapPaths(table)).not.toContain('/admin/login');
    expect(sitemapPaths(table)).not.toContain('/404');
  });

  it('fails loudly for a dynamic segment without content', () => {
    expect(() => routePaths([route('things/:thing', 'routes/thing.tsx')])).toThrow(/:thing/);
  });
});

describe("the site's route table", () => {
  const all = routePaths(routes);
  const english = all.filter((url) => !url.startsWith('/nl'));
  const dutch = all.filter((url) => url.startsWith('/nl'));

  it("has every route of the spec's table, the dynamic ones for each of the spec's ids", () => {
    expect(specRoutes).toHaveLength(19);
    for (const specRoute of specRoutes) {
      if (specRoute.endsWith(':id')) {
        for (const id of specStoryIds) expect(english).toContain(`/success-stories/${id}`);
      } else if (specRoute.endsWith(':slug')) {
        for (const slug of specPostSlugs) expect(english).toContain(`/blog/${slug}`);
      } else {
        expect(english).toContain(specRoute);
      }
    }
  });

  it('has a Dutch twin under /nl for every public English route, and none for the admin pages', () => {
    const publicEnglish = english.filter((url) => !url.startsWith('/admin'));
    expect(publicEnglish.length).toBe(17 + 3 + 13);
    for (const url of publicEnglish) expect(dutch, url).toContain(localePath(url, 'nl'));
    expect(dutch.map(englishPath).sort()).toEqual([...publicEnglish].sort());
    expect(dutch.filter((url) => url.includes('/admin'))).toEqual([]);
  });

  it('offers both languages to search engines, but neither academy-test page', () => {
    const sitemap = sitemapPaths(routes);
    expect(sitemap).toContain('/about');
    expect(sitemap).toContain('/nl/about');
    expect(sitemap).toContain('/nl/success-stories/prorail');
    expect(sitemap).not.toContain('/academy-test');
    expect(sitemap).not.toContain('/nl/academy-test');
    expect(sitemap.filter((url) => url.startsWith('/admin'))).toEqual([]);
  });

  it('is built: every public route has its page in build/client, English and Dutch', () => {
    requireBuild();
    const publicRoutes = all.filter((url) => !url.startsWith('/admin'));
    expect(publicRoutes.length).toBe(66);
    for (const url of [...publicRoutes, '/404', '/nl/404']) {
      expect(fs.existsSync(builtPageFile(url)), url).toBe(true);
    }
  });
});
