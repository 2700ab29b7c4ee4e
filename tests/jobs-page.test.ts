import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '#contracts/site.ts';
import { careersHeading, jobs } from '#app/content/jobs.ts';
import { jobsPage, JobsPageSchema } from '#app/content/jobs-page.ts';
import { pages } from '#app/content/pages.ts';
import { bulletBlocks } from '#app/lib/bullet-text.ts';
import { decode, expectInOrder, firstHeading, renderedPage } from './helpers/html.ts';
import { buildTestApp } from './helpers/test-app.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>;
let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const titles = ['Machine Learning Engineer', 'Head of Implementation', 'Implementation Lead', 'Gen-AI Consultant'];

/** Text of every element with the given tag, inner tags stripped and entities decoded. */
function textsOf(html: string, tag: string) {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map((match) =>
    decode(match[1]!.replace(/<[^>]+>/g, '')).trim(),
  );
}

describe('jobs page content', () => {
  it('matches its schema and keeps the spec wording', () => {
    expect(JobsPageSchema.parse(jobsPage)).toEqual(jobsPage);
    expect(jobsPage.positions.headings).toEqual({
      whatYouWillDo: 'What you will do',
      whatYouBring: 'What you bring',
      kindOfRebel: 'The kind of Rebel we are looking for',
      whatWeOffer: 'What we offer',
    });
    expect(jobsPage.positions.apply).toBe('Apply Now');
    expect(jobsPage.dayInLife.title).toBe('Day in a Life of a Rebel');
    expect(jobsPage.dayInLife.placeholder).toBe('Video Coming Soon');
    expect(careersHeading).toBe(`Careers at ${site.name}`);
    expect(pages.jobs.heading).toBe(careersHeading);
  });

  it('has the four positions in the spec order', () => {
    expect(jobs.map((job) => job.title)).toEqual(titles);
  });
});

describe('bulletBlocks', () => {
  it('turns bullet lines into list items and other lines into paragraphs', () => {
    expect(bulletBlocks('Intro line.\n• One\n•Two \n\nMiddle.\n  • Three\n•\nLast.')).toEqual([
      { kind: 'paragraph', text: 'Intro line.' },
      { kind: 'list', items: ['One', 'Two'] },
      { kind: 'paragraph', text: 'Middle.' },
      { kind: 'list', items: ['Three'] },
      { kind: 'paragraph', text: 'Last.' },
    ]);
    expect(bulletBlocks('')).toEqual([]);
  });

  it('keeps every line of every position, and its bullets as one list', () => {
    for (const job of jobs) {
      const lines = job.about.split('\n');
      const blocks = bulletBlocks(job.about);
      const list = blocks.filter((block) => block.kind === 'list');
      expect(list, job.title).toHaveLength(1);
      expect(list[0]!.items).toEqual(lines.filter((line) => line.startsWith('•')).map((line) => line.slice(1).trim()));
      expect(blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text]))).toHaveLength(
        lines.length,
      );
    }
  });
});

describe('prerendered /jobs', () => {
  async function jobsHtml() {
    const response = await app.inject({ url: '/jobs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    // The texts must be in what the browser renders before any JavaScript runs, not only
    // in the loader data that travels in a script.
    return renderedPage(response.body);
  }

  it('has the heading, the four tabs in order with the first selected, and every panel', async () => {
    const { raw, text } = await jobsHtml();
    expect(firstHeading(raw)).toBe('Careers at Rebels');
    // Tabs are links to a #fragment, so they switch before and without JavaScript.
    expect(raw.match(/<a href="#position-[a-z-]+" role="tab"/g)).toHaveLength(4);
    expect(raw.match(/role="tab"/g)).toHaveLength(4);
    expect(raw.match(/role="tabpanel"/g)).toHaveLength(4);
    expect(raw.match(/aria-selected="true"/g)).toHaveLength(1);
    expectInOrder(text, ['aria-selected="true"', titles[0]!, 'aria-selected="false"', titles[1]!]);
    // The inactive panels are in the HTML too, hidden until their tab is chosen.
    expect(
      raw.match(/role="tabpanel"[^>]*data-state="inactive"|data-state="inactive"[^>]*role="tabpanel"/g),
    ).toHaveLength(3);
    expect(textsOf(raw, 'h3')).toEqual(expect.arrayContaining(titles));
  });

  it('carries each position’s description, lists, headings and Apply Now link', async () => {
    const { raw, text } = await jobsHtml();
    const listItems = textsOf(raw, 'li');
    for (const job of jobs) {
      expectInOrder(text, [
        job.title,
        job.description,
        'What you will do',
        'What you bring',
        'The kind of Rebel we are looking for',
        'What we offer',
        'Apply Now',
      ]);
      for (const line of job.about.split('\n')) {
        if (line.startsWith('•')) expect(listItems).toContain(line.slice(1).trim());
        else expect(textsOf(raw, 'p')).toContain(line);
      }
      for (const item of [...job.requirements, ...job.personalQualities, ...job.benefits]) {
        expect(listItems).toContain(item);
      }
      if (job.personalQualitiesIntro) expect(text).toContain(job.personalQualitiesIntro);
    }
    expect(text).not.toContain('•');
    for (const href of [
      '/contact?tab=job&position=Machine%20Learning%20Engineer#contact-job',
      '/contact?tab=job&position=Head%20of%20Implementation#contact-job',
      '/contact?tab=job&position=Implementation%20Lead#contact-job',
      '/contact?tab=job&position=Gen-AI%20Consultant#contact-job',
    ]) {
      expect(text).toContain(`href="${href}"`);
    }
  });

  it('has the Day in a Life of a Rebel section with its placeholder, and no embedded media', async () => {
    const { raw, text } = await jobsHtml();
    expect(textsOf(raw, 'h2')).toContain('Day in a Life of a Rebel');
    expectInOrder(text, ['Day in a Life of a Rebel', jobsPage.dayInLife.text, 'Video Coming Soon']);
    expect(raw).not.toMatch(/<(video|iframe|object|embed)\b/i);
    // Nothing on the page comes from another host.
    expect(raw).not.toMatch(/(src|href)="(https?:)?\/\/(?!www\.rebels-ai\.nl)/);
  });

  it('keeps the copy and zod out of its JavaScript', async () => {
    // Every module the page loads is named in its bootstrap script (decision 0012).
    const html = (await app.inject({ url: '/jobs' })).body;
    const scripts = new Set([...html.matchAll(/(\/assets\/[^"]+\.js)/g)].map((match) => match[1]!));
    expect(scripts.size).toBeGreaterThan(3);
    for (const script of scripts) {
      const body = (await app.inject({ url: script })).body;
      expect(body, script).not.toContain('._zod');
      expect(body, script).not.toContain(jobs[0]!.description.slice(0, 40));
      expect(body, script).not.toContain(jobsPage.dayInLife.text.slice(0, 40));
    }
  });
});
