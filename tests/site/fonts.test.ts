// Inter is self-hosted and never swapped in after the first layout (decision 0032): every
// @font-face of the built stylesheet is `font-display: optional` and served from /assets, and
// the face each page preloads is the latin one the stylesheet uses; until Inter is there, a local
// face scaled to its metrics stands in.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild, staticDir } from '../helpers/test-app.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';

/** The home page's built stylesheet, and the page. */
function homeStylesheet() {
  requireBuild();
  const home = builtPage('/');
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  expect(stylesheet).toBeDefined();
  return { home, css: fs.readFileSync(path.join(staticDir, stylesheet!), 'utf8') };
}

describe('fonts', () => {
  it('are self-hosted, optional, and the preloaded file is the latin face', () => {
    const { home, css } = homeStylesheet();
    const allFaces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const faces = allFaces.filter((face) => face.includes('Inter Variable'));
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face).toContain('font-display:optional');
      const url = /src:url\(([^)]+)\)/.exec(face)?.[1];
      expect(url).toMatch(/^\/assets\/inter-[\w-]+\.woff2$/);
      expect(fs.existsSync(path.join(staticDir, url!))).toBe(true);
    }
    const preload = /<link rel="preload" href="([^"]+)" as="font"/.exec(home)?.[1];
    expect(preload).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    expect(faces.some((face) => face.includes(`url(${preload})`))).toBe(true);
  });

  it('fall back to a local face scaled to Inter, named right after Inter in the stack', () => {
    const { css } = homeStylesheet();
    const fallback = (css.match(/@font-face\{[^}]*\}/g) ?? []).filter((face) => face.includes('Inter Fallback'));
    expect(fallback).toHaveLength(1);
    // Only local fonts: nothing is downloaded for it.
    expect(fallback[0]).toMatch(/src:local\(/);
    expect(fallback[0]).not.toContain('url(');
    for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
      expect(fallback[0]).toContain(`${descriptor}:`);
    }
    expect(css).toMatch(/--font-sans:"?Inter Variable"?, ?"?Inter Fallback"?,/);
  });

  it('name only generic serif and mono families, which every system has', () => {
    const { css } = homeStylesheet();
    // A named family the system lacks costs the first layout a lookup in the browser process (on
    // Linux a synchronous one); Tailwind's default stacks name six to eight (decision 0032 item 8).
    expect(/--font-serif:([^;}]*)/.exec(css)?.[1]?.trim()).toBe('serif');
    expect(/--font-mono:([^;}]*)/.exec(css)?.[1]?.trim()).toBe('monospace');
    // Preflight's code font is the theme's, so its own fallback stack in var(…, stack) never applies.
    expect(/--default-mono-font-family:([^;}]*)/.exec(css)?.[1]).toBe('var(--font-mono)');
    expect(/--default-font-family:([^;}]*)/.exec(css)?.[1]).toBe('var(--font-sans)');
  });
});
