// Decision 0028: every prerendered page starts with `<html data-progressive>`, and the built
// stylesheet skips the layout of exactly the blocks app/lib/progressive-render.ts later shows.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFERRED_SELECTOR, PROGRESSIVE_ATTRIBUTE, SHOWN_ATTRIBUTE } from '#app/lib/progressive-render.ts';
import { requireBuild, staticDir } from './helpers/test-app.ts';
import { filesUnder } from './helpers/files.ts';

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

const prerenderedPages = () => filesUnder(staticDir, /^index\.html$/, ['assets']);

describe('progressive first render', () => {
  it('the stylesheet lays out the deferred blocks when near, until each is shown', () => {
    requireBuild();
    const home = fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8');
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
    const css = fs.readFileSync(path.join(staticDir, stylesheet!), 'utf8');
    const rule = `:root[${PROGRESSIVE_ATTRIBUTE}] :is(${DEFERRED_SELECTOR}):not([${SHOWN_ATTRIBUTE}]){`;
    const at = withoutSpaces(css).indexOf(withoutSpaces(rule));
    expect(at, `the stylesheet has no rule ${rule}`).toBeGreaterThanOrEqual(0);
    const declarations = withoutSpaces(css)
      .slice(at + withoutSpaces(rule).length)
      .split('}')[0];
    expect(declarations).toContain('content-visibility:auto');
    expect(declarations).toMatch(/contain-intrinsic-size:auto\d+px/);
  });

  it('every prerendered page starts progressive', () => {
    requireBuild();
    const pages = prerenderedPages();
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const html = /<html\b[^>]*>/.exec(fs.readFileSync(page, 'utf8'))?.[0];
      expect(html, path.relative(staticDir, page)).toContain(`${PROGRESSIVE_ATTRIBUTE}=""`);
    }
  });
});
