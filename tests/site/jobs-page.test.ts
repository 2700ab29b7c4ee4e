// /jobs and /nl/jobs as built (spec §2 /jobs, §9): read from build/client, as the server sends
// them, before any JavaScript runs.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { content } from '#app/.server/content.ts';
import { decode, expectInOrder, firstHeading, parseHtml, renderedPage } from '../helpers/html.ts';
import { requireBuild, staticDir } from '../helpers/test-app.ts';
import { scriptsOf } from '../helpers/page-scripts.ts';
import { builtPage } from '../../scripts/lib/built-site.ts';

const titles = ['Machine Learning Engineer', 'Head of Implementation', 'Implementation Lead', 'Gen-AI Consultant'];

function built(route: string) {
  requireBuild();
  const html = builtPage(route);
  return { html, ...renderedPage(html), page: parseHtml(html) };
}

/** Text of every element with the given tag, inner tags stripped and entities decoded. */
function textsOf(html: string, tag: string) {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map((match) =>
    decode(match[1]!.replace(/<[^>]+>/g, ''))
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The list items of a Markdown text (its '- ' lines). */
const bulletsOf = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());

describe('the prerendered /jobs', () => {
  it("has the spec's heading, and four position tabs in order with the first selected", () => {
    const { raw, page } = built('jobs');
    expect(firstHeading(raw)).toBe('Careers at Rebels');
    // Tabs are links to a #fragment, so they switch before and without JavaScript.
    const tabs = [...raw.matchAll(/<a href="#position-[a-z-]+" role="tab"[^>]*>/g)].map(([tag]) => tag);
    expect(tabs).toHaveLength(4);
    expect(raw.match(/role="tab"/g)).toHaveLength(4);
    expect(raw.match(/role="tabpanel"/g)).toHaveLength(4);
    expect(tabs.map((tag) => /aria-selected="(true|false)"/.exec(tag)?.[1])).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expectInOrder(page.text, titles);
    // The inactive panels are in the HTML too, hidden until their tab is chosen.
    expect(
      raw.match(/role="tabpanel"[^>]*data-state="inactive"|data-state="inactive"[^>]*role="tabpanel"/g),
    ).toHaveLength(3);
    expect(textsOf(raw, 'h3')).toEqual(expect.arrayContaining(titles));
  });

  it("gives every position the spec's sections and an Apply Now link to its job form", () => {
    const { raw, page } = built('jobs');
    const headings = textsOf(raw, 'h4');
    for (const heading of [
      'What you will do',
      'What you bring',
      'The kind of Rebel we are looking for',
      'What we offer',
    ]) {
      expect(
        headings.filter((text) => text === heading),
        heading,
      ).toHaveLength(4);
    }
    // Spec §2: /contact?tab=job&position={position title, URL-encoded}; the fragment opens the tab
    // before the page has hydrated.
    expect(page.links.filter((link) => link.text.startsWith('Apply Now'))).toEqual([
      {
        href: '/contact?tab=job&position=Machine%20Learning%20Engineer#contact-job',
        text: 'Apply Now as Machine Learning Engineer',
      },
      {
        href: '/contact?tab=job&position=Head%20of%20Implementation#contact-job',
        text: 'Apply Now as Head of Implementation',
      },
      { href: '/contact?tab=job&position=Implementation%20Lead#contact-job', text: 'Apply Now as Implementation Lead' },
      { href: '/contact?tab=job&position=Gen-AI%20Consultant#contact-job', text: 'Apply Now as Gen-AI Consultant' },
    ]);
  });

  it('shows every line of each position as it is written, its bullets as list items', () => {
    const { raw, page } = built('jobs');
    const listItems = textsOf(raw, 'li');
    const paragraphs = textsOf(raw, 'p');
    const { jobs } = content('en');
    expect(jobs).toHaveLength(4);
    for (const job of jobs) {
      expectInOrder(page.text, [
        job.title,
        job.description,
        'What you will do',
        'What you bring',
        'The kind of Rebel we are looking for',
        'What we offer',
        'Apply Now',
      ]);
      const bullets = bulletsOf(job.about);
      expect(bullets.length, job.title).toBeGreaterThan(2);
      for (const bullet of bullets) expect(listItems).toContain(bullet);
      const intro = job.about.split('\n\n')[0]!;
      expect(paragraphs).toContain(intro);
      for (const item of [...job.requirements, ...job.personalQualities, ...job.benefits]) {
        expect(listItems).toContain(item);
      }
      if (job.personalQualitiesIntro) expect(paragraphs).toContain(job.personalQualitiesIntro);
    }
    // No bullet character or Markdown marker is left in the text.
    expect(page.text).not.toMatch(/•|\*\*| - /);
  });

  it("has the spec's §9 constants: hybrid from Rotterdam, 4 or 5 days a week, Dutch and English", () => {
    const { page } = built('jobs');
    expect(page.text).toContain('Hybrid, with a home base in Rotterdam');
    expect(page.text).toContain('4 or 5 days a week');
    expect(page.text).toContain('Dutch and English');
    expect(page.text).toMatch(/0-5 years/);
  });

  it('has the Day in a Life of a Rebel section with its Video Coming Soon placeholder, and no embedded media', () => {
    const { raw, page } = built('jobs');
    expect(textsOf(raw, 'h2')).toContain('Day in a Life of a Rebel');
    expectInOrder(page.text, ['Day in a Life of a Rebel', 'Video Coming Soon']);
    expect(raw).not.toMatch(/<(video|iframe|object|embed)\b/i);
    // Nothing on the page comes from another host.
    expect(raw).not.toMatch(/(src|href)="(https?:)?\/\/(?!www\.rebels-ai\.nl)/);
  });

  it('keeps the copy and zod out of its JavaScript', () => {
    const scripts = scriptsOf('/jobs');
    expect(scripts.length).toBeGreaterThan(3);
    const [job] = content('en').jobs;
    const [dutchJob] = content('nl').jobs;
    for (const script of scripts) {
      const body = fs.readFileSync(path.join(staticDir, script), 'utf8');
      expect(body, script).not.toContain('._zod');
      expect(body, script).not.toContain(job!.description.slice(0, 40));
      expect(body, script).not.toContain(dutchJob!.description.slice(0, 40));
    }
  });
});

describe('the prerendered /nl/jobs', () => {
  it('is in Dutch: heading, the section headings and the §9 constants', () => {
    const { raw, page } = built('nl/jobs');
    expect(raw).toMatch(/<html[^>]*lang="nl"/);
    expect(firstHeading(raw)).toBe('Werken bij Rebels');
    expect(page.text).not.toContain('What you will do');
    expect(page.text).not.toContain('Apply Now');
    expect(page.text).toContain('4 of 5 dagen per week');
    expect(page.text).toContain('Nederlands en Engels');
    expect(page.text).toMatch(/0-5 jaar/);
    expect(textsOf(raw, 'h2')).toHaveLength(textsOf(built('jobs').raw, 'h2').length);
  });

  it('has the four position tabs, their titles in English, and applies through the Dutch job form', () => {
    const { raw, page } = built('nl/jobs');
    expect(raw.match(/<a href="#position-[a-z-]+" role="tab"/g)).toHaveLength(4);
    expectInOrder(page.text, titles);
    const apply = page.links.filter(
      (link) => link.href.includes('position=') && link.href !== '/nl/contact?tab=job&position=Other#contact-job',
    );
    expect(apply.map((link) => link.href)).toEqual([
      '/nl/contact?tab=job&position=Machine%20Learning%20Engineer#contact-job',
      '/nl/contact?tab=job&position=Head%20of%20Implementation#contact-job',
      '/nl/contact?tab=job&position=Implementation%20Lead#contact-job',
      '/nl/contact?tab=job&position=Gen-AI%20Consultant#contact-job',
    ]);
  });

  it('names each Dutch apply link in Dutch', () => {
    const { page } = built('nl/jobs');
    const apply = page.links.filter(
      (link) => link.href.includes('position=') && !link.href.endsWith('=Other#contact-job'),
    );
    expect(apply).toHaveLength(4);
    for (const link of apply) expect(link.text).toMatch(/^Solliciteer nu als \S/);
  });

  it('shows each Dutch position with its bullets as list items', () => {
    const { raw, page } = built('nl/jobs');
    const listItems = textsOf(raw, 'li');
    const { jobs } = content('nl');
    expect(jobs).toHaveLength(4);
    for (const job of jobs) {
      expectInOrder(page.text, [job.title, job.description]);
      const bullets = bulletsOf(job.about);
      expect(bullets.length, job.title).toBeGreaterThan(2);
      for (const bullet of bullets) expect(listItems).toContain(bullet);
    }
  });
});
