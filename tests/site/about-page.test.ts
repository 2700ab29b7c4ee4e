// /about and /nl/about as built (spec §2 /about, §9), read from build/client before any
// JavaScript runs. Expected texts are the spec's, written out.
import { describe, expect, it } from 'vitest';
import { content } from '#app/.server/content.ts';
import { decode, expectInOrder, firstHeading, parseHtml, renderedPage } from '../helpers/html.ts';
import { requireBuild } from '../helpers/test-app.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';

function built(route: string) {
  requireBuild();
  const html = builtPage(route);
  // Rendered markup only: a text that is only in the loader data must not count.
  return { ...renderedPage(html), page: parseHtml(html) };
}

const headingsOf = (raw: string, level: 2 | 3) =>
  [...raw.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map(([, inner]) =>
    decode(inner!.replace(/<[^>]+>/g, '')).trim(),
  );

/** The <a> tags linking to a LinkedIn profile. */
const linkedinTags = (raw: string) => raw.match(/<a\b[^>]*href="https:\/\/www\.linkedin\.com\/in\/[^"]*"[^>]*>/g) ?? [];

describe('the prerendered /about', () => {
  it('has the hero with the mission and a quote by the CEO', () => {
    const { raw, page } = built('about');
    expect(firstHeading(raw)).toBe('About Rebels');
    expectInOrder(page.text, ['About Rebels', 'Our mission', 'Daan Verhoeven', 'CEO & Co-Founder']);
    expect(raw).toMatch(/<blockquote\b/);
  });

  it("has the 'What makes us different' strip with its three values, scroll buttons and focusable region", () => {
    const { raw } = built('about');
    const h3 = headingsOf(raw, 3);
    expect(headingsOf(raw, 2)).toContain('What makes us different');
    expectInOrder(h3.join('\n'), ['Real-World Impact', 'Lightning Fast', 'Team-First Culture']);
    expect(raw).toContain('aria-label="Scroll left"');
    expect(raw).toContain('aria-label="Scroll right"');
    expect(raw).toMatch(/<div[^>]*role="region"[^>]*aria-label="What makes us different"[^>]*tabindex="0"/);
  });

  it('has the five principles and six culture cards under "Life at Rebels"', () => {
    const { raw } = built('about');
    const h2 = headingsOf(raw, 2);
    const h3 = headingsOf(raw, 3);
    expectInOrder(h2.join('\n'), ['Five principles', 'Life at Rebels', 'Meet the AI Rebels']);
    const principles = h3.slice(h3.indexOf('Trust each other'), h3.indexOf('Trust each other') + 5);
    expect(principles).toEqual(['Trust each other', 'Grow together', 'Go for gold', 'Learn fast', 'Be a Rebel']);
    // Between 'Life at Rebels' and the team: six culture cards, each with a heading.
    const culture = /Life at Rebels<\/h2>([\s\S]*?)id="meet-the-team"/.exec(raw)?.[1] ?? '';
    expect(culture.match(/<h3\b/g)).toHaveLength(6);
  });

  it('lists the 18 team members at #meet-the-team, each with a Connect link that opens in a new tab', () => {
    const { raw, page } = built('about');
    expect(raw).toContain('id="meet-the-team"');
    expect(headingsOf(raw, 2)).toContain('Meet the AI Rebels');
    const tags = linkedinTags(raw);
    expect(tags).toHaveLength(18);
    for (const tag of tags) {
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="noopener noreferrer"');
    }
    const connect = page.links.filter((link) => link.href.startsWith('https://www.linkedin.com/in/'));
    expect(connect).toHaveLength(18);
    for (const link of connect) expect(link.text).toMatch(/^Connect with .+ on LinkedIn \(opens in a new tab\)$/);
    // Each member has a portrait, a name and a role.
    const { team } = content('en');
    expect(team).toHaveLength(18);
    for (const member of team) {
      expect(raw).toContain(`aria-label="Portrait of ${member.name}"`);
      expectInOrder(page.text, [member.name, member.role]);
    }
  });

  it("ends with the 'Join the AI Rebels' banner and 'View Open Positions' to /jobs", () => {
    const { raw, page } = built('about');
    expect(headingsOf(raw, 2)).toContain('Join the AI Rebels');
    expect(page.links).toContainEqual({ href: '/jobs', text: 'View Open Positions' });
  });
});

describe('the prerendered /nl/about', () => {
  it('is in Dutch, with the same sections and counts', () => {
    const { raw, page } = built('nl/about');
    expect(raw).toMatch(/<html[^>]*lang="nl"/);
    expect(firstHeading(raw)).toBe('Over Rebels');
    expect(page.text).not.toContain('What makes us different');
    expect(page.text).not.toContain('Five principles');
    expect(raw).toMatch(/<div[^>]*role="region"[^>]*aria-label="Wat ons anders maakt"[^>]*tabindex="0"/);
    expect(raw).toContain('aria-label="Naar links scrollen"');
    expect(raw).toContain('aria-label="Naar rechts scrollen"');
    expect(headingsOf(raw, 3)).toHaveLength(headingsOf(built('about').raw, 3).length);
    expect(raw).toContain('id="meet-the-team"');
  });

  it('lists the same 18 members, with Dutch Connect links in a new tab, and links to the Dutch /jobs', () => {
    const { raw, page } = built('nl/about');
    expect(linkedinTags(raw)).toEqual(linkedinTags(built('about').raw));
    const connect = page.links.filter((link) => link.href.startsWith('https://www.linkedin.com/in/'));
    expect(connect).toHaveLength(18);
    for (const link of connect) expect(link.text).toMatch(/^Connectie maken met .+ op LinkedIn/);
    expect(page.links.filter((link) => link.href === '/jobs')).toEqual([]);
    expect(page.links.map((link) => link.href)).toContain('/nl/jobs');
  });

  it('labels the portraits in Dutch', () => {
    const { raw } = built('nl/about');
    expect(raw).toContain('aria-label="Portret van Daan Verhoeven"');
    expect(raw).not.toContain('aria-label="Portrait of');
  });
});
