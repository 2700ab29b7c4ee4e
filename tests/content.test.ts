import { describe, it, expect } from 'vitest';
import { site } from '#contracts/site.ts';
import {
  BlogTeaserSchema,
  ClientLogoSchema,
  HomeStoryTeaserSchema,
  JobPositionSchema,
  LegalDocSchema,
  MetricSchema,
  PostSchema,
  StorySchema,
  TeamMemberSchema,
} from '../app/content/schema.ts';
import {
  academyStories,
  defaultMetrics,
  featuredStoryIds,
  getKeyMetrics,
  getStory,
  homeStoryTeasers,
  implementationStories,
  moreStories,
  stories,
  storyTabHeadline,
} from '../app/content/stories.ts';
import { blogTeasers, getPost, posts, relatedPosts } from '../app/content/posts.ts';
import { team } from '../app/content/team.ts';
import { jobApplyLink, jobFormPositions, jobs } from '../app/content/jobs.ts';
import { clients } from '../app/content/clients.ts';
import { getLegalDoc, legalDocs } from '../app/content/legal/index.ts';

const specStoryIds = [
  'prorail',
  'asml',
  'rabobank',
  'ayvens',
  'aveco',
  'volkerwessels',
  'den-haag',
  'buko',
  'nieuwestroom',
  'shell',
  'rotterdam',
  'ing',
  'kpn',
  'ticketswap',
  'windt-le-grand-leeuwenburgh',
  'volkerwessels-tender-assistant',
  'easyenergy-customer-service',
];

const nineFeatured = [
  'prorail',
  'ayvens',
  'aveco',
  'volkerwessels',
  'den-haag',
  'buko',
  'nieuwestroom',
  'volkerwessels-tender-assistant',
  'easyenergy-customer-service',
];

const noMetricsIds = [
  'aveco',
  'ticketswap',
  'windt-le-grand-leeuwenburgh',
  'ayvens',
  'volkerwessels-tender-assistant',
  'easyenergy-customer-service',
];

const metricStrings = (id: string) => (getStory(id)?.metrics ?? []).map((metric) => `${metric.value}${metric.suffix}`);

/** All text of a record, for brand checks. */
const allText = (value: unknown): string => JSON.stringify(value);

describe('success stories', () => {
  it('parses every story with its schema', () => {
    for (const story of stories) {
      expect(() => StorySchema.parse(story), story.id).not.toThrow();
    }
  });

  it('has the 17 unique ids of the spec, in spec order', () => {
    const ids = stories.map((story) => story.id);
    expect(ids).toEqual(specStoryIds);
    expect(new Set(ids).size).toBe(17);
  });

  it('features the nine implementation ids and then the two academy ids', () => {
    expect([...featuredStoryIds]).toEqual([...nineFeatured, 'ticketswap', 'windt-le-grand-leeuwenburgh']);
    for (const id of featuredStoryIds) {
      expect(getStory(id)?.tabHeadline, id).toBeTruthy();
    }
  });

  it('gives exactly the eleven featured stories a list card', () => {
    const withCard = stories.filter((story) => story.listCard).map((story) => story.id);
    expect(withCard.sort()).toEqual([...featuredStoryIds].sort());
  });

  it('lists nine implementation cards with the expected industries', () => {
    expect(implementationStories.map((story) => [story.id, story.industry])).toEqual([
      ['prorail', 'Transportation'],
      ['ayvens', 'Automotive'],
      ['aveco', 'Engineering'],
      ['volkerwessels', 'Construction'],
      ['volkerwessels-tender-assistant', 'Construction'],
      ['den-haag', 'Government'],
      ['buko', 'Infrastructure'],
      ['nieuwestroom', 'Energy'],
      ['easyenergy-customer-service', 'Energy'],
    ]);
    for (const story of implementationStories) {
      expect(story.isAcademy, story.id).toBeFalsy();
      expect(story.listCard, story.id).toBeDefined();
    }
  });

  it('lists two academy cards', () => {
    expect(academyStories.map((story) => [story.id, story.industry, story.isAcademy])).toEqual([
      ['ticketswap', 'Event Technology', true],
      ['windt-le-grand-leeuwenburgh', 'Legal Services', true],
    ]);
    expect(stories.filter((story) => story.isAcademy)).toHaveLength(2);
  });

  it('tiles the 12-column grid in complete rows', () => {
    for (const list of [implementationStories, academyStories]) {
      let row = 0;
      for (const story of list) {
        row += story.listCard?.gridPosition ?? 0;
        expect(row, story.id).toBeLessThanOrEqual(12);
        if (row === 12) row = 0;
      }
      expect(row).toBe(0);
    }
  });

  it('uses the fixed metrics of spec §9', () => {
    expect(metricStrings('prorail')).toEqual(['100%', '85%', '100%', '2+ FTE']);
    expect(metricStrings('volkerwessels')).toEqual(['20 companies', '100+', '92%', '3 FTE']);
    expect(getStory('volkerwessels')?.metrics?.[1]?.description).toMatch(/questions per week/);
    expect(getStory('volkerwessels')?.metrics?.[2]?.description).toMatch(/satisfaction/);
    expect(metricStrings('nieuwestroom')).toEqual(['100%', '50%', '2 point', '3+ FTE']);
    expect(getStory('nieuwestroom')?.metrics?.[2]?.description).toMatch(/Net Promoter Score|NPS/);
    expect(defaultMetrics.map((metric) => `${metric.value}${metric.suffix}`)).toEqual(['75%', '60%', '95%', '40%']);
    for (const metric of defaultMetrics) MetricSchema.parse(metric);
  });

  it('has no metrics for the stories that hide the Key Metrics block', () => {
    for (const id of noMetricsIds) {
      const story = getStory(id);
      expect(story, id).toBeDefined();
      expect(story?.metrics, id).toBeUndefined();
      if (story) expect(getKeyMetrics(story), id).toBeNull();
    }
    const prorail = getStory('prorail');
    const denHaag = getStory('den-haag');
    if (!prorail || !denHaag) throw new Error('missing stories');
    expect(getKeyMetrics(prorail)).toBe(prorail.metrics);
    expect(getKeyMetrics(denHaag)).toBe(defaultMetrics);
  });

  it('has exactly four impact cards per story', () => {
    for (const story of stories) expect(story.impact, story.id).toHaveLength(4);
  });

  it('makes the ProRail hero read the fixed use case', () => {
    const prorail = getStory('prorail');
    expect(`Use Case: ${prorail?.useCase ?? prorail?.summary}`).toBe(
      'Use Case: AI-Powered Contract Assistants for ProRail',
    );
  });

  it('keeps the Ayvens quote as Coming soon', () => {
    expect(getStory('ayvens')?.quote).toBe('Coming soon');
  });

  it('carries the AI journey phases of spec §9 for ProRail', () => {
    const journey = getStory('prorail')?.aiJourney ?? [];
    expect(journey.map((phase) => phase.phase)).toEqual(['START', 'SCALE', 'EXPAND']);
    expect(journey[0]).toMatchObject({ duration: '12 months', value: '€375K' });
    expect(journey[1]).toMatchObject({ duration: '12-24 months', value: '€200-400K' });
    expect(journey[2]?.duration).toBe('Unspecified');
  });

  it('marks challenge bullets and solution emphasis as the page expects', () => {
    for (const story of stories) {
      expect(
        story.challenge.split('\n').some((line) => line.startsWith('• ')),
        story.id,
      ).toBe(true);
      expect(story.solution, story.id).toMatch(/\*\*[^*]+\*\*/);
    }
  });

  it('returns undefined for an unknown id', () => {
    expect(getStory('does-not-exist')).toBeUndefined();
  });

  it('derives tab headlines and explore-more links', () => {
    const asml = getStory('asml');
    if (!asml) throw new Error('missing asml');
    expect(storyTabHeadline(asml)).toBe('AI Implementation Journey');
    const more = moreStories('prorail');
    expect(more).toHaveLength(3);
    expect(more.map((story) => story.id)).not.toContain('prorail');
    for (const story of more) expect([...featuredStoryIds]).toContain(story.id);
  });

  it('derives the three home teasers from the story records', () => {
    expect(homeStoryTeasers).toHaveLength(3);
    const ids = ['volkerwessels', 'prorail', 'windt-le-grand-leeuwenburgh'];
    homeStoryTeasers.forEach((teaser, index) => {
      HomeStoryTeaserSchema.parse(teaser);
      const story = getStory(ids[index] ?? '');
      if (!story) throw new Error(`missing story ${ids[index]}`);
      expect(teaser.company).toBe(story.logo);
      expect(teaser.useCase).toBe(story.useCase ?? story.summary);
      expect(teaser.testimonial).toBe(story.quote);
      expect(teaser.personName).toBe(story.quotePerson);
      expect(teaser.personTitle).toBe(story.quoteTitle);
      expect(teaser.bgImage).toBe(story.image);
      expect(teaser.buttonText).toBe('Learn More');
      expect(teaser.link).toBe(`/success-stories/${story.id}`);
    });
    expect(getStory('windt-le-grand-leeuwenburgh')?.industry).toBe('Legal Services');
  });
});

describe('blog posts', () => {
  it('parses every post with its schema', () => {
    for (const post of posts) PostSchema.parse(post);
    for (const teaser of blogTeasers) BlogTeaserSchema.parse(teaser);
  });

  it('has the three posts of the spec', () => {
    expect(posts.map((post) => [post.id, post.date, post.readTime])).toEqual([
      ['1', 'July 28, 2025', '5 min read'],
      ['2', 'December 19, 2024', '7 min read'],
      ['3', 'October 28, 2024', '6 min read'],
    ]);
    expect(posts.map((post) => post.slug).sort()).toEqual([
      'building-ai-implementation-teams',
      'future-ai-business-transformation',
      'measuring-roi-ai-projects',
    ]);
    for (const post of posts) {
      expect(post.author).toBe(`${site.name} Team`);
      expect(post.category).toBe('');
    }
  });

  it('covers the topics and figures of the spec', () => {
    const [gemini, knowledgeBase, codeEditor] = posts;
    expect(gemini?.title).toMatch(/Gemini 2\.5 Pro/);
    expect(gemini?.content).toMatch(/60 minutes/);
    expect(gemini?.content).toMatch(/one million tokens|1M-token|1,000,000 tokens/i);
    expect(knowledgeBase?.title).toMatch(/knowledge base/i);
    expect(knowledgeBase?.content).toMatch(/47%/);
    expect(codeEditor?.title).toContain(site.name);
    expect(codeEditor?.content).toMatch(/code editor/i);
  });

  it('has articles of a real length', () => {
    for (const post of posts) {
      const words = post.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(600);
      expect(words, post.slug).toBeLessThanOrEqual(1000);
    }
  });

  it('uses only safe, internal HTML', () => {
    const allowed = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a']);
    for (const post of posts) {
      expect(post.content).not.toMatch(/<script/i);
      expect(post.content).not.toMatch(/\son[a-z]+\s*=/i);
      expect(post.content).not.toMatch(/https?:\/\//i);
      for (const [, tag] of post.content.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)) {
        expect(allowed.has((tag ?? '').toLowerCase()), `${post.slug}: <${tag}>`).toBe(true);
      }
      for (const [anchor] of post.content.matchAll(/<a\b[^>]*>/g)) {
        expect(anchor, post.slug).toMatch(/^<a href="\/[^"]*">$/);
      }
    }
  });

  it('finds posts by slug and relates the first two others', () => {
    expect(getPost('measuring-roi-ai-projects')?.id).toBe('2');
    expect(getPost('unknown')).toBeUndefined();
    expect(relatedPosts('future-ai-business-transformation').map((post) => post.id)).toEqual(['2', '3']);
    expect(relatedPosts('measuring-roi-ai-projects').map((post) => post.id)).toEqual(['1', '3']);
  });

  it('derives blog teasers from the posts', () => {
    expect(blogTeasers).toHaveLength(3);
    blogTeasers.forEach((teaser, index) => {
      const post = posts[index];
      if (!post) throw new Error('missing post');
      expect(teaser).toEqual({
        id: post.id,
        title: post.title,
        excerpt: post.excerpt,
        author: post.author,
        date: post.date,
        image: post.heroImage,
        category: post.category,
        readTime: post.readTime,
        link: `/blog/${post.slug}`,
      });
    });
  });
});

describe('team', () => {
  it('has 18 valid members with unique names', () => {
    expect(team).toHaveLength(18);
    for (const member of team) TeamMemberSchema.parse(member);
    expect(new Set(team.map((member) => member.name)).size).toBe(18);
  });

  it('has the role counts of the spec', () => {
    const count = (role: string) => team.filter((member) => member.role === role).length;
    expect(count('CEO & Co-Founder')).toBe(1);
    expect(count('COO & Co-Founder')).toBe(1);
    expect(count('Implementation Lead')).toBe(4);
    expect(count(`${site.name} Talent Scout`)).toBe(1);
    expect(count('AI Consultant')).toBe(1);
    expect(count('Process Manager')).toBe(1);
    expect(count('Machine Learning Engineer')).toBe(9);
  });

  it('links every member to a LinkedIn profile', () => {
    for (const member of team) {
      expect(member.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/);
    }
  });
});

describe('jobs', () => {
  it('has the four positions of the spec', () => {
    for (const job of jobs) JobPositionSchema.parse(job);
    expect(jobs.map((job) => [job.id, job.title])).toEqual([
      [1, 'Machine Learning Engineer'],
      [2, 'Head of Implementation'],
      [3, 'Implementation Lead'],
      [4, 'Gen-AI Consultant'],
    ]);
  });

  it('honours the constants of spec §9', () => {
    for (const job of jobs) {
      const text = allText(job);
      expect(text, job.title).toMatch(/hybrid/i);
      expect(text, job.title).toMatch(/Rotterdam/);
      expect(text, job.title).toMatch(/4 or 5 days a week/);
      expect(text, job.title).toMatch(/Dutch and English/);
      expect(
        job.about.split('\n').some((line) => line.startsWith('•')),
        job.title,
      ).toBe(true);
    }
    expect(jobs[2]?.requirements.join(' ')).toMatch(/0-5 years/);
  });

  it('offers the four titles and Other in the job form', () => {
    expect(jobFormPositions).toEqual([
      'Machine Learning Engineer',
      'Head of Implementation',
      'Implementation Lead',
      'Gen-AI Consultant',
      'Other',
    ]);
    expect(jobApplyLink({ title: 'Gen-AI Consultant' })).toBe('/contact?tab=job&position=Gen-AI%20Consultant');
  });
});

describe('clients', () => {
  it('has 16 unique, valid client logos', () => {
    expect(clients).toHaveLength(16);
    for (const client of clients) ClientLogoSchema.parse(client);
    expect(new Set(clients.map((client) => client.name)).size).toBe(16);
  });
});

describe('legal documents', () => {
  it('parses every document and dates it in 2024', () => {
    expect(legalDocs.map((doc) => doc.slug)).toEqual([
      'cookie-policy',
      'privacy-policy',
      'privacy-statement-jobs',
      'general-conditions',
    ]);
    for (const doc of legalDocs) {
      LegalDocSchema.parse(doc);
      expect(doc.lastUpdated, doc.slug).toMatch(/^2024-\d{2}-\d{2}$/);
    }
    expect(getLegalDoc('privacy-policy')?.title).toBe('Privacy Policy');
    expect(getLegalDoc('nope')).toBeUndefined();
  });

  it('covers the required GDPR topics', () => {
    const privacy = allText(getLegalDoc('privacy-policy'));
    const jobsStatement = allText(getLegalDoc('privacy-statement-jobs'));
    const cookies = allText(getLegalDoc('cookie-policy'));
    for (const text of [privacy, jobsStatement]) {
      expect(text).toContain(site.legalName);
      expect(text).toContain(site.email);
      expect(text).toContain('Autoriteit Persoonsgegevens');
      expect(text).toMatch(/Article 6\(1\)/);
      expect(text).toContain('ISO/IEC 27001');
    }
    expect(privacy).toMatch(/24 months/);
    expect(jobsStatement).toMatch(/4 weeks/);
    expect(jobsStatement).toMatch(/1 year/);
    expect(cookies).toContain('cookieConsent');
    expect(cookies).toMatch(/do not use analytics/);
    const conditions = getLegalDoc('general-conditions');
    expect(conditions?.sections.length).toBeGreaterThanOrEqual(10);
    expect(conditions?.sections.length).toBeLessThanOrEqual(14);
    expect(allText(conditions)).toMatch(/Rechtbank Rotterdam/);
  });
});

describe('brand', () => {
  it('reads the brand from the site contract', () => {
    expect(allText(team)).toContain(`${site.name} Talent Scout`);
    expect(allText(posts)).toContain(`${site.name} Team`);
  });
});
