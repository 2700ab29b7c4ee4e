import { route, index, layout } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { stories } from '#app/content/stories.ts';
import { prerenderPaths, routePaths, sitemapPaths } from '#app/lib/route-paths.ts';

const table = [
  route('jobs', 'routes/jobs.tsx'),
  layout('routes/layout.tsx', [
    index('routes/home.tsx'),
    route('success-stories/:id', 'routes/story.tsx'),
    route('admin/login', 'routes/login.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
];

describe('route paths', () => {
  it('expands dynamic segments from content and skips the catch-all', () => {
    expect(routePaths(table)).toEqual([
      '/jobs',
      '/',
      ...stories.map((story) => `/success-stories/${story.id}`),
      '/admin/login',
    ]);
  });

  it('prerenders the 404 page too, and lists no admin page in the sitemap', () => {
    expect(prerenderPaths(table)).toContain('/404');
    expect(sitemapPaths(table)).not.toContain('/admin/login');
    expect(sitemapPaths(table)).not.toContain('/404');
  });

  it('fails loudly for a dynamic segment without content', () => {
    expect(() => routePaths([route('things/:thing', 'routes/thing.tsx')])).toThrow(/:thing/);
  });
});
