import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '#app/content/clients.ts';
import { home, HomeContentSchema } from '#app/content/home.ts';
import { posts } from '#app/content/posts.ts';
import { homeStoryTeasers } from '#app/content/stories.ts';
import { formatCounter } from '#app/lib/use-count-up.ts';
import { renderedPage } from './helpers/html.ts';
import { buildTestApp } from './helpers/test-app.ts';

describe('home content', () => {
  it('matches its schema', () => {
    expect(HomeContentSchema.parse(home)).toEqual(home);
  });

  it('has the spec counters', () => {
    expect(home.whyChoose.counters.map(({ end, label }) => [end, label])).toEqual([
      [50, 'AI SOLUTIONS'],
      [5000, 'USERS'],
      [200, 'AI REBELS'],
    ]);
  });

  it('formats 1000 and more as Nk, always with a plus', () => {
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
  let html = '';
  let body = '';
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
    body = (await app.inject({ url: '/' })).body;
    // Rendered markup only: a text that is only in the loader data must not count.
    html = renderedPage(body).text;
  });
  afterAll(() => app.close());

  it('has every section in the spec order, without JavaScript', () => {
    const order = [
      'Let AI Transform So People Thrive.',
      'The product helps organizations create impact faster using Generative AI.',
      'AI Solutions That Transform',
      'At the product, we help organizations embed AI with impact through practical learning and powerful implementation.',
      home.clients.title,
      home.whyChoose.title,
      'Client Success Stories',
      'From the Blog',
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('id="services"');
  });

  it('has the final counter values for crawlers', () => {
    for (const value of ['>50+<', '>5k+<', '>200+<']) expect(html).toContain(value);
  });

  it('lists the 16 clients twice, the three story teasers and three posts', () => {
    const strip = /data-testid="client-track"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    for (const client of clients) expect(strip.split(`>${client.name}<`).length - 1).toBe(2);
    expect(strip.match(/<li/g)).toHaveLength(32);
    for (const teaser of homeStoryTeasers) {
      expect(html).toContain(teaser.company);
      expect(html).toContain(teaser.testimonial);
      expect(html).toContain(`href="${teaser.link}"`);
    }
    for (const post of posts.slice(0, 3)) expect(html).toContain(`href="/blog/${post.slug}"`);
  });

  it('keeps the page content out of the JavaScript bundles', async () => {
    const scripts = [...body.matchAll(/(\/assets\/[^"]+\.js)/g)].map((match) => match[1]!);
    for (const script of new Set(scripts)) {
      const body = (await app.inject({ url: script })).body;
      expect(body).not.toContain(homeStoryTeasers[0]!.testimonial.slice(0, 40));
      expect(body).not.toContain(home.whyChoose.values[0]!.text.slice(0, 40));
    }
  });
});
