// Content in the tests: a whole post in both languages an editor publishes, the repository pack's vacancies, and the
// content API called as the studio calls it.
import { REPOSITORY_PACK, checkPackDir, readPackDir } from '#contracts/content/pack-files.ts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { loginAsAdmin, useAdminApp } from './admin.ts';

/**
 * Calls the app's API with a JSON body, as `cookie()`'s session (read at each call: a suite signs in before its tests)
 * or signed out.
 */
export const apiCaller =
  (app: () => FastifyInstance, cookie: () => string) =>
  (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, signedIn = true) =>
    app().inject({
      method,
      url,
      headers: {
        ...(signedIn ? { cookie: cookie() } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

/**
 * A suite that publishes through the content API: a fresh install whose store holds the build's pack (so the build is
 * served as it is), and an admin signed in before its tests. `send` calls the API as that admin.
 */
export function usePublishingAdmin(env: NodeJS.ProcessEnv) {
  const ctx = useAdminApp(env);
  let cookie = '';
  beforeAll(async () => {
    expect(await ctx().app.site.start()).toMatchObject({ outcome: 'unchanged' });
    cookie = (await loginAsAdmin(ctx().app, ctx().clock)).cookie;
  });
  const send = apiCaller(
    () => ctx().app,
    () => cookie,
  );
  return { ctx, send, cookie: () => cookie };
}

/** A new post's data as the content API takes it, with `overrides` over its fields. */
export const newPost = (overrides: Record<string, unknown> = {}) => ({
  id: '99',
  title: { en: 'Publishing without a developer', nl: 'Publiceren zonder ontwikkelaar' },
  excerpt: { en: 'The team now publishes on its own.', nl: 'Het team publiceert nu zelf.' },
  date: '2026-11-29',
  category: '',
  readTime: 3,
  heroImage: 'code',
  body: {
    en: '## What changed\n\nThe team publishes **on its own**, in both languages.',
    nl: '## Wat er veranderde\n\nHet team publiceert **zelf**, in beide talen.',
  },
  ...overrides,
});

/** The repository pack's vacancies' titles by id: the job form's positions on a fresh install, but 'Other'. */
export const repositoryVacancies = readPackDir(REPOSITORY_PACK)
  .items.filter((item) => item.type === 'job')
  .map((item) => item.data as { id: number; title: string })
  .sort((a, b) => a.id - b.id)
  .map((job) => job.title);

/** The repository pack's site settings as checked (content/settings.yaml): what a fresh install's pages show. */
export const repositorySettings = (() => {
  const { pack } = checkPackDir(REPOSITORY_PACK);
  if (!pack) throw new Error('the repository pack is not valid');
  return pack.siteSettings.data;
})();
