import { describe, expect, it } from 'vitest';
import { firstHeading, parseHtml, renderedMarkup, renderedPage } from '../helpers/html.ts';

// A page shaped like a prerendered one: the markup, then the loader data in inline scripts.
const page = [
  '<!DOCTYPE html><html lang="en"><head><title>Test</title>',
  '<script type="application/ld+json">{"name":"Only in structured data"}</script></head>',
  '<body><main><h1>Shown &amp; rendered</h1><p>Visible text</p></main>',
  '<script>window.__reactRouterContext = {"loaderData":{"intro":"Only in loader data","html":"<h1>Data heading</h1>"}};</script>',
  '<SCRIPT nonce="x">enqueue("Only in a second script")</SCRIPT >',
  '<script type="module" src="/assets/entry.js"></script>',
  '</body></html>',
].join('');

describe('renderedMarkup', () => {
  it('keeps the markup and drops every <script> element with its contents', () => {
    const markup = renderedMarkup(page);
    expect(markup).toContain('<h1>Shown &amp; rendered</h1><p>Visible text</p>');
    for (const hidden of [
      'Only in loader data',
      'Only in a second script',
      'Only in structured data',
      'Data heading',
      '/assets/entry.js',
    ]) {
      expect(markup).not.toContain(hidden);
    }
    expect(markup).not.toMatch(/<script/i);
  });

  it('gives text searches nothing that exists only in the loader data', () => {
    const { raw, text } = renderedPage(page);
    expect(text).toContain('Shown & rendered');
    expect(raw).toContain('Shown &amp; rendered');
    expect(text).not.toContain('Only in loader data');
    expect(parseHtml(page).text).toBe('Shown & rendered Visible text');
    expect(parseHtml(page).text).not.toContain('Only in loader data');
  });

  it('finds the first rendered heading, never one inside a script', () => {
    expect(firstHeading(page)).toBe('Shown & rendered');
    const dataOnly = page.replace('<h1>Shown &amp; rendered</h1>', '');
    expect(firstHeading(dataOnly)).toBeNull();
  });
});
