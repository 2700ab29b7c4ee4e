// A publish renders the site from the store's content with the build's own server code (issue 35, decision 0072):
// given the repository's pack it writes the very pages the build wrote, and given changed content, the changed pages.
import fs from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackItem } from '#contracts/content/pack.ts';
import { REPOSITORY_PACK, readPackDir } from '#contracts/content/pack-files.ts';
import { loadSiteBuild, renderSite } from '#server/publish/render.ts';
import { requireBuild, staticDir } from '../helpers/test-app.ts';

const pack = readPackDir(REPOSITORY_PACK).items;
/** The pack with one item's data changed by `change` (a copy: the pack itself stays as read). */
const withItem = (type: PackItem['type'], key: string, change: (data: Record<string, unknown>) => unknown) =>
  pack.map((item) =>
    item.type === type && item.key === key
      ? { ...item, data: change(structuredClone(item.data) as Record<string, unknown>) }
      : item,
  );
const bodyOf = (files: { file: string; body: string }[], file: string) => {
  const found = files.find((entry) => entry.file === file);
  if (!found) throw new Error(`${file} was not rendered`);
  return found.body;
};

describe('rendering the site from the store', () => {
  let build: ServerBuild;
  beforeAll(async () => {
    requireBuild();
    build = await loadSiteBuild(path.resolve('build'));
  });

  it('renders every page of the build from the repository pack, byte for byte', async () => {
    const { paths, files } = await renderSite(build, pack);
    expect(paths.length).toBeGreaterThan(90);
    const answerPage = /(^|\/)_answer\//;
    let compared = 0;
    for (const { file, body } of files) {
      // The answer pages lose their scripts after the build (scripts/postbuild.ts): the publish does that next.
      if (answerPage.test(file)) continue;
      expect(body, file).toBe(fs.readFileSync(path.join(staticDir, file), 'utf8'));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(150);
    expect(files.map((entry) => entry.file)).toEqual(
      expect.arrayContaining(['index.html', '_.data', 'nl/index.html', 'blog/measuring-roi-ai-projects/index.html']),
    );
  }, 120_000);

  it('renders a changed story on its page, on the list and on the home page that features it, in both languages', async () => {
    const items = withItem('story', 'prorail', (data) => ({
      ...data,
      title: { en: 'ProRail: a headline edited in the studio', nl: 'ProRail: een kop uit de studio' },
      testimonial: { ...(data.testimonial as object), quote: { en: 'Edited quote.', nl: 'Aangepast citaat.' } },
    }));
    const { files } = await renderSite(build, items);
    expect(bodyOf(files, 'success-stories/prorail/index.html')).toContain('ProRail: a headline edited in the studio');
    expect(bodyOf(files, 'nl/success-stories/prorail/index.html')).toContain('ProRail: een kop uit de studio');
    expect(bodyOf(files, 'index.html')).toContain('Edited quote.');
    expect(bodyOf(files, 'nl/index.html')).toContain('Aangepast citaat.');
  }, 120_000);

  it('renders a new post at its own path in both languages, and lists it on the blog', async () => {
    const source = pack.find((item) => item.type === 'post' && item.key === 'measuring-roi-ai-projects')!;
    const data = structuredClone(source.data) as Record<string, unknown>;
    const post: PackItem = {
      type: 'post',
      key: 'a-post-from-the-studio',
      data: { ...data, id: '4', title: { en: 'A Post From the Studio', nl: 'Een bericht uit de studio' } },
    };
    const { paths, files } = await renderSite(build, [...pack, post]);
    expect(paths).toEqual(expect.arrayContaining(['/blog/a-post-from-the-studio', '/nl/blog/a-post-from-the-studio']));
    expect(bodyOf(files, 'blog/a-post-from-the-studio/index.html')).toContain('A Post From the Studio');
    expect(bodyOf(files, 'nl/blog/a-post-from-the-studio/index.html')).toContain('Een bericht uit de studio');
    expect(bodyOf(files, 'blog/index.html')).toContain('href="/blog/a-post-from-the-studio"');
    expect(bodyOf(files, 'blog/a-post-from-the-studio.data')).toContain('A Post From the Studio');
  }, 120_000);

  it('renders nothing from content that does not pass, and names the file and the field', async () => {
    const items = withItem('story', 'prorail', (data) => ({ ...data, title: { en: 'Only English' } }));
    await expect(renderSite(build, items)).rejects.toThrow(/stories\/prorail\.yaml: title\.nl: /);
  });
});
