// The home page as built (spec §2 Home, §9): / and /nl/, read from build/client before any
// JavaScript runs. Expected texts are the spec's, written out.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCounter } from '#app/lib/use-count-up.ts';
import { expectInOrder, firstHeading, parseHtml, renderedPage } from '../helpers/html.ts';
import { requireBuild, staticDir } from '../helpers/test-app.ts';
import { scriptsOf } from '../helpers/page-scripts.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';

function built(route: string) {
  requireBuild();
  const html = builtPage(route);
  // Rendered markup only: a text that is only in the loader data must not count.
  return { html, ...renderedPage(html), page: parseHtml(html) };
}

/** The names in the client-logo strip, in order. */
function clientStrip(raw: string) {
  const strip = /data-testid="client-track"[^>]*>([\s\S]*?)<\/ul>/.exec(raw)?.[1] ?? '';
  return [...strip.matchAll(/<li\b[^>]*>([^<]*)<\/li>/g)].map(([, name]) => name!);
}

describe('counters', () => {
  it('show 1000 and more as Nk, always with a plus (spec §2)', () => {
    expect([0, 50, 999, 1000, 1999, 5000, 200].map(formatCounter)).toEqual([
      '0+',
      '50+',
      '999+',
      '1k+',
      '1k+',
      '5k+',
      '200+',
    ]);
  });
});

describe('the prerendered home page', () => {
  it('has every section in the spec order, without JavaScript', () => {
    const { raw, page } = built('');
    expect(firstHeading(raw)).toBe('Let AI Transform So People Thrive.');
    expectInOrder(page.text, [
      'Let AI Transform So People Thrive.',
      'The product helps organizations create impact faster using Generative AI.',
      'AI Solutions That Transform',
      'At the product, we help organizations embed AI with impact through practical learning and powerful implementation.',
      'ProRail',
      'Why Choose Rebels?',
      'Client Success Stories',
      'From the Blog',
    ]);
    expect(raw).toContain('id="services"');
  });

  it('has the two hero buttons to the services, and the two service cards with their three bullets', () => {
    const { page } = built('');
    const toAcademy = page.links.filter((link) => link.href === '/services/academy');
    const toImplementation = page.links.filter((link) => link.href === '/services/implementation');
    expect(toAcademy.map((link) => link.text)).toContain('Start Your Journey with Rebels Academy');
    expect(toImplementation.map((link) => link.text)).toContain('Start Your Journey with Rebels Implementation');
    expectInOrder(page.text, [
      'AI Literacy Courses:',
      'AI Workshops:',
      'AI Training Programs:',
      'AI Scans:',
      'Custom AI Solutions:',
      'Center of AI Excellence:',
    ]);
  });

  it('has the final counter values and labels of spec §2 for crawlers, and Start Your Journey to /contact', () => {
    const { page } = built('');
    expectInOrder(page.text, ['50+', 'AI SOLUTIONS', '5k+', 'USERS', '200+', 'AI REBELS', 'Start Your Journey']);
    expect(page.links).toContainEqual({ href: '/contact', text: 'Start Your Journey' });
  });

  it('lists 16 clients, twice for looping', () => {
    const names = clientStrip(built('').raw);
    expect(names).toHaveLength(32);
    expect(new Set(names).size).toBe(16);
    expect(names.slice(16)).toEqual(names.slice(0, 16));
  });

  it('has the three story teasers of the spec (VolkerWessels, ProRail, a law firm) with Learn More links', () => {
    const { page } = built('');
    expectInOrder(page.text, ['Client Success Stories', 'VolkerWessels', 'ProRail', 'Windt Le Grand Leeuwenburgh']);
    expect(page.links.filter((link) => link.text.startsWith('Learn More'))).toEqual([
      { href: '/success-stories/volkerwessels', text: 'Learn More : VolkerWessels' },
      { href: '/success-stories/prorail', text: 'Learn More : ProRail' },
      { href: '/success-stories/windt-le-grand-leeuwenburgh', text: 'Learn More : Windt Le Grand Leeuwenburgh' },
    ]);
    expect(page.links).toContainEqual({ href: '/success-stories', text: 'View all Success Stories' });
  });

  it('has the three posts of the spec with author, date and read time, and View All Blog Posts', () => {
    const { page } = built('');
    const posts = page.links.filter((link) => link.href.startsWith('/blog/'));
    expect(posts.map((link) => link.href)).toEqual([
      '/blog/future-ai-business-transformation',
      '/blog/measuring-roi-ai-projects',
      '/blog/building-ai-implementation-teams',
    ]);
    expectInOrder(page.text, [
      'From the Blog',
      'Rebels Team · July 28, 2025 · 5 min read',
      'Rebels Team · December 19, 2024 · 7 min read',
      'Rebels Team · October 28, 2024 · 6 min read',
    ]);
    expect(page.links).toContainEqual({ href: '/blog', text: 'View All Blog Posts' });
  });

  it('keeps the page content out of the JavaScript bundles', () => {
    const { page } = built('');
    const scripts = scriptsOf('/');
    expect(scripts.length).toBeGreaterThan(3);
    const quote = /We no longer have five companies solving the same problem five times\./;
    expect(page.text).toMatch(quote);
    for (const script of scripts) {
      const body = fs.readFileSync(path.join(staticDir, script), 'utf8');
      expect(body, script).not.toMatch(quote);
      expect(body, script).not.toContain('Every engagement opens with the work people do today');
    }
  });
});

describe('the prerendered Dutch home page', () => {
  it('is in Dutch, with the same sections in the same order', () => {
    const { raw, page } = built('nl');
    expect(raw).toMatch(/<html[^>]*lang="nl"/);
    expect(firstHeading(raw)).toBe('Laat AI transformeren, zodat mensen floreren.');
    expect(page.text).not.toContain('Client Success Stories');
    expect(page.text).not.toContain('From the Blog');
    expect(raw).toContain('id="services"');
    expectInOrder(page.text, [
      'AI-oplossingen met impact',
      'ProRail',
      'Waarom Rebels?',
      'Klantverhalen',
      'Van de blog',
    ]);
  });

  it('has the same counters, the 16 clients twice, and links to the Dutch stories and posts', () => {
    const { raw, page } = built('nl');
    expectInOrder(page.text, ['50+', '5k+', '200+']);
    const names = clientStrip(raw);
    expect(names).toHaveLength(32);
    expect(names).toEqual(clientStrip(built('').raw));
    expect(page.links.filter((link) => link.href.includes('/success-stories/')).map((link) => link.href)).toEqual([
      '/nl/success-stories/volkerwessels',
      '/nl/success-stories/prorail',
      '/nl/success-stories/windt-le-grand-leeuwenburgh',
    ]);
    expect(page.links.filter((link) => link.href.includes('/blog/')).map((link) => link.href)).toEqual([
      '/nl/blog/future-ai-business-transformation',
      '/nl/blog/measuring-roi-ai-projects',
      '/nl/blog/building-ai-implementation-teams',
    ]);
    expectInOrder(page.text, ['28 juli 2025', '19 december 2024', '28 oktober 2024']);
  });

  it('links only to Dutch pages of this site', () => {
    const { page } = built('nl');
    const internal = page.links.filter((link) => link.href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(20);
    const english = internal.filter(
      (link) => !link.href.startsWith('/nl/') && !link.href.startsWith('/documents/') && !link.href.endsWith('.xml'),
    );
    // The language switches (header and footer) are the only links to the English page.
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((link) => link.href === '/' && link.text === 'EN')).toBe(true);
  });
});
