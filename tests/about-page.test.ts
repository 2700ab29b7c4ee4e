import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '#contracts/site.ts';
import { about, AboutContentSchema } from '#app/content/about.ts';
import { pages } from '#app/content/pages.ts';
import { team, teamHeading } from '#app/content/team.ts';
import { buildTestApp } from './helpers/test-app.ts';
import { firstHeading, renderedPage } from './helpers/html.ts';

describe('about content', () => {
  it('matches its schema: 3 values, 5 principles, 6 culture cards (spec §9)', () => {
    expect(() => AboutContentSchema.parse(about)).not.toThrow();
    expect(about.different.values.map((value) => value.title)).toEqual([
      'Real-World Impact',
      'Lightning Fast',
      'Team-First Culture',
    ]);
    expect(about.principles.items.map((item) => item.title)).toEqual([
      'Trust each other',
      'Grow together',
      'Go for gold',
      'Learn fast',
      'Be a Rebel',
    ]);
    expect(about.culture.items).toHaveLength(6);
  });

  it('attributes the quote to exactly one team member, the CEO', () => {
    const authors = team.filter((member) => member.role === about.mission.quote.byRole);
    expect(authors).toHaveLength(1);
    expect(authors[0]!.role).toMatch(/^CEO\b/);
  });

  it('builds the brand into headings instead of spelling it out', () => {
    expect(about.culture.title).toBe(`Life at ${site.name}`);
    expect(about.join.title).toBe(`Join the AI ${site.name}`);
    expect(teamHeading).toBe(`Meet the AI ${site.name}`);
  });
});

describe('prerendered /about', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let html: string;
  let text: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ url: '/about' });
    expect(response.statusCode).toBe(200);
    // Rendered markup only: a text that is only in the loader data must not count.
    ({ raw: html, text } = renderedPage(response.body));
  });
  afterAll(async () => {
    await app.close();
  });

  it('has the hero with the mission and the CEO quote', () => {
    expect(firstHeading(html)).toBe(pages.about.heading);
    const ceo = team.find((member) => member.role === about.mission.quote.byRole)!;
    for (const expected of [pages.about.intro, about.mission.text, about.mission.quote.text, ceo.name]) {
      expect(text).toContain(expected);
    }
  });

  it('has the value strip with its scroll buttons and focusable region', () => {
    expect(text).toContain('What makes us different');
    for (const value of about.different.values) expect(text).toContain(value.text);
    expect(html).toContain('aria-label="Scroll left"');
    expect(html).toContain('aria-label="Scroll right"');
    expect(html).toMatch(/<div[^>]*role="region"[^>]*aria-label="What makes us different"[^>]*tabindex="0"/);
  });

  it('has the five principles and six culture cards', () => {
    expect(text).toContain('Five principles');
    for (const principle of about.principles.items) {
      expect(text).toContain(principle.title);
      expect(text).toContain(principle.text);
    }
    expect(text).toContain(`Life at ${site.name}`);
    for (const card of about.culture.items) {
      expect(text).toContain(card.title);
      expect(text).toContain(card.text);
    }
  });

  it('lists all 18 team members with a LinkedIn Connect link that opens in a new tab', () => {
    expect(team).toHaveLength(18);
    expect(html).toContain('id="meet-the-team"');
    expect(text).toContain(teamHeading);
    for (const member of team) {
      expect(text).toContain(member.name);
      expect(text).toContain(member.role);
      expect(text).toContain(`Portrait of ${member.name}`);
      const link = new RegExp(`<a[^>]*href="${member.linkedin}"[^>]*>Connect<`);
      expect(html).toMatch(link);
      const tag = html.match(new RegExp(`<a[^>]*href="${member.linkedin}"[^>]*>`))![0];
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="noopener noreferrer"');
    }
    expect(html.match(/>Connect</g)).toHaveLength(18);
  });

  it('ends with the join banner linking to /jobs', () => {
    expect(text).toContain(`Join the AI ${site.name}`);
    expect(html).toMatch(/<a[^>]*href="\/jobs"[^>]*>View Open Positions<\/a>/);
  });
});
