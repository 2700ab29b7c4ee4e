import { describe, expect, it } from 'vitest';
import { renderedMarkup } from '../helpers/html.ts';
import { requireBuild } from '../helpers/test-app.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';

// Issue 20: the first image of a list (the page's likely largest paint) is in the prerendered
// HTML, asked for at high priority, and shown as it arrives: no lazy wait, no spinner, no fade.

const page = (route: string) => renderedMarkup(builtPage(route));
const images = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);

describe('the first image of a list', () => {
  it.each([
    ['/success-stories', 'the first card of the default list'],
    ['/blog', 'the first post card'],
    ['/blog/measuring-roi-ai-projects', "the post's hero"],
  ])('%s: %s is eager, at high priority, without a fade', (route) => {
    requireBuild();
    const all = images(page(route));
    expect(all.length).toBeGreaterThan(0);
    const [first, ...rest] = all;
    expect(first).toMatch(/fetchpriority="high"/i);
    expect(first).not.toMatch(/loading="lazy"/);
    expect(first).not.toMatch(/opacity-0|transition-opacity/);
    // Only one per page: high priority for everything would be high priority for nothing.
    expect(rest.filter((image) => /fetchpriority="high"/i.test(image))).toEqual([]);
  });

  it('the other illustrations wait until they come near (no <img> in the prerendered HTML)', () => {
    requireBuild();
    expect(images(page('/about'))).toEqual([]);
  });
});
