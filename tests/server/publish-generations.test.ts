// A publish's generation on disk (issue 35, decision 0072): the build linked in and never written through, the rendered
// pages over it as the postbuild leaves a build's, served by the same static plugin, made live by one rename.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_PACK, readPackDir } from '#contracts/content/pack-files.ts';
import {
  currentGeneration,
  loadSiteBuild,
  pruneGenerations,
  renderSite,
  swapCurrent,
  writeGeneration,
} from '#server/publish/index.ts';
import { requireBuild, staticDir, temporaryDir, useTestApp } from '../helpers/test-app.ts';

const items = readPackDir(REPOSITORY_PACK).items.map((item) =>
  item.type === 'story' && item.key === 'prorail'
    ? {
        ...item,
        data: { ...(item.data as object), title: { en: 'ProRail, as published', nl: 'ProRail, gepubliceerd' } },
      }
    : item,
);
const storyPage = 'success-stories/prorail/index.html';

describe('a generation of the site', () => {
  let build: ServerBuild;
  const siteDir = path.join(temporaryDir(), 'site');
  let generation: string;
  let changedFiles: number;
  const buildPage = fs.readFileSync(path.join(staticDir, storyPage), 'utf8');

  // Written and made current before the server starts on it, through the `current` link as a publish would serve it.
  beforeAll(async () => {
    requireBuild();
    build = await loadSiteBuild(path.resolve('build'));
    const written = await writeGeneration(siteDir, staticDir, (await renderSite(build, items)).files);
    generation = written.dir;
    changedFiles = written.changed;
    swapCurrent(siteDir, generation);
  }, 120_000);
  const app = useTestApp({ STATIC_DIR: path.join(siteDir, 'current', 'client') });

  it('holds the new pages, and leaves the build it links to as it was', () => {
    expect(fs.readFileSync(path.join(generation, 'client', storyPage), 'utf8')).toContain('ProRail, as published');
    expect(fs.readFileSync(path.join(staticDir, storyPage), 'utf8')).toBe(buildPage);
    // Untouched files are the build's own (one inode): a generation costs the pages it changes, not the site.
    const asset = fs.readdirSync(path.join(staticDir, 'assets')).find((name) => name.endsWith('.js'))!;
    expect(fs.statSync(path.join(generation, 'client/assets', asset)).ino).toBe(
      fs.statSync(path.join(staticDir, 'assets', asset)).ino,
    );
    expect(fs.statSync(path.join(generation, 'client', storyPage)).ino).not.toBe(
      fs.statSync(path.join(staticDir, storyPage)).ino,
    );
    // Written: the story's pages and data in both languages, and the pages that show its title (list, others' 'Explore
    // More', the home page's teaser); every other page is the build's, linked.
    const about = 'about/index.html';
    expect(fs.statSync(path.join(generation, 'client', about)).ino).toBe(fs.statSync(path.join(staticDir, about)).ino);
    expect(changedFiles).toBeGreaterThanOrEqual(4);
    expect(changedFiles).toBeLessThan(80);
  });

  it('is served like a build: the new page, its CSP hashes, its compressed copy, and the answer pages without scripts', async () => {
    const page = await app().inject({ url: '/success-stories/prorail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ProRail, as published');
    const manifest = JSON.parse(fs.readFileSync(path.join(generation, 'csp-hashes.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    expect(manifest[storyPage]?.length).toBeGreaterThan(0);
    for (const hash of manifest[storyPage]!) expect(page.headers['content-security-policy']).toContain(`'${hash}'`);
    const compressed = await app().inject({ url: '/nl/success-stories/prorail', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain('ProRail, gepubliceerd');
    const answer = fs.readFileSync(path.join(generation, 'client/_answer/thank-you/index.html'), 'utf8');
    expect(answer).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    const closed = await app().inject({ url: '/_answer/thank-you' });
    expect(closed.statusCode).toBe(404);
    expect(closed.body).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });

  it('goes live by one rename of the current link, and pruning keeps the live one', async () => {
    const other = path.join(temporaryDir(), 'site');
    expect(currentGeneration(other)).toBeNull();
    const first = (await writeGeneration(other, staticDir, (await renderSite(build, items)).files)).dir;
    swapCurrent(other, first);
    expect(currentGeneration(other)).toBe(fs.realpathSync(first));
    const next = (await writeGeneration(other, staticDir, (await renderSite(build, items)).files)).dir;
    fs.mkdirSync(path.join(other, 'gzzzzzzzz-dead.partial'));
    expect(currentGeneration(other)).toBe(fs.realpathSync(first));
    swapCurrent(other, next);
    expect(currentGeneration(other)).toBe(fs.realpathSync(next));
    pruneGenerations(other, 0);
    expect(fs.readdirSync(other).sort()).toEqual(['current', path.basename(next)].sort());
  }, 120_000);
});
