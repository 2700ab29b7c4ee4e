// The content the build checks (app/.server/content.ts), against the spec: the team, the open
// positions, the client logos and the legal documents, in English and in Dutch. And the loader
// itself: a file that lacks a field, or its Dutch text, fails the build naming the file and field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactTabs } from '#app/content/pages/contact.ts';
import { jobApplyLink } from '#app/content/job-positions.ts';
import { tabTarget } from '#app/lib/tab-target.ts';
import { checkedContent, content, legalDate } from '#app/.server/content.ts';
import { jobFormFragment, jobFormPositions } from '#contracts/contact-fields.ts';
import { locales } from '#contracts/locale.ts';

/** All text of a record, for searches across its fields. */
const allText = (value: unknown): string => JSON.stringify(value);

const en = content('en');
const nl = content('nl');

describe('team (spec §2 /about, §3)', () => {
  it('has 18 members with unique names, the same people in both languages', () => {
    expect(en.team).toHaveLength(18);
    expect(new Set(en.team.map((member) => member.name)).size).toBe(18);
    expect(nl.team).toEqual(en.team);
  });

  it('has the roles of the spec: the two founders, 4 implementation leads, and 9 ML engineers', () => {
    const count = (role: string) => en.team.filter((member) => member.role === role).length;
    expect(count('CEO & Co-Founder')).toBe(1);
    expect(count('COO & Co-Founder')).toBe(1);
    expect(count('Implementation Lead')).toBe(4);
    expect(count('Rebels Talent Scout')).toBe(1);
    expect(count('AI Consultant')).toBe(1);
    expect(count('Process Manager')).toBe(1);
    expect(count('Machine Learning Engineer')).toBe(9);
  });

  it('links every member to a LinkedIn profile', () => {
    expect(en.team.length).toBe(18);
    for (const member of en.team) {
      expect(member.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/);
    }
  });

  it("has the spec's team heading in English, and a Dutch one", () => {
    expect(en.teamHeading).toBe('Meet the AI Rebels');
    expect(nl.teamHeading).not.toBe(en.teamHeading);
    expect(nl.teamHeading).toContain('AI Rebels');
  });
});

describe('jobs (spec §2 /jobs, §3, §9)', () => {
  const titles = ['Machine Learning Engineer', 'Head of Implementation', 'Implementation Lead', 'Gen-AI Consultant'];

  it('has the four positions of the spec, their titles in English in both languages', () => {
    expect(en.jobs.map((job) => [job.id, job.title])).toEqual(titles.map((title, index) => [index + 1, title]));
    expect(nl.jobs.map((job) => job.title)).toEqual(titles);
    expect(en.careersHeading).toBe('Careers at Rebels');
    expect(nl.careersHeading).toBe('Werken bij Rebels');
  });

  it('honours the constants of spec §9 in English', () => {
    expect(en.jobs).toHaveLength(4);
    for (const job of en.jobs) {
      const text = allText(job);
      expect(text, job.title).toMatch(/hybrid/i);
      expect(text, job.title).toMatch(/Rotterdam/);
      expect(text, job.title).toMatch(/4 or 5 days a week/);
      expect(text, job.title).toMatch(/Dutch and English/);
      // 'What you will do' has bullet lines: Markdown list items.
      expect(job.about.split('\n').filter((line) => line.startsWith('- ')).length, job.title).toBeGreaterThan(2);
    }
    expect(en.jobs[2]?.requirements.join(' ')).toMatch(/0-5 years/);
  });

  it('says the same in Dutch, in Dutch', () => {
    expect(nl.jobs).toHaveLength(4);
    for (const [index, job] of nl.jobs.entries()) {
      const text = allText(job);
      expect(text, job.title).toMatch(/hybride/i);
      expect(text, job.title).toMatch(/Rotterdam/);
      expect(text, job.title).toMatch(/4 of 5 dagen per week/);
      expect(text, job.title).toMatch(/Nederlands en Engels/);
      expect(job.description, job.title).not.toBe(en.jobs[index]!.description);
      expect(job.about.split('\n').filter((line) => line.startsWith('- ')).length, job.title).toBeGreaterThan(2);
    }
    expect(nl.jobs[2]?.requirements.join(' ')).toMatch(/0-5 jaar/);
  });

  it('has the optional intro of "The kind of Rebel" for all but the Gen-AI Consultant', () => {
    expect(en.jobs.filter((job) => !job.personalQualitiesIntro).map((job) => job.title)).toEqual(['Gen-AI Consultant']);
    expect(nl.jobs.filter((job) => !job.personalQualitiesIntro).map((job) => job.title)).toEqual(['Gen-AI Consultant']);
  });

  it('offers the four titles and Other in the job form, and applies through /contact?tab=job', () => {
    expect(jobFormPositions).toEqual([...titles, 'Other']);
    expect(jobApplyLink({ title: 'Gen-AI Consultant' })).toBe(
      '/contact?tab=job&position=Gen-AI%20Consultant#contact-job',
    );
    // The fragment is the contact page's job tab.
    expect(jobFormFragment).toBe(tabTarget(contactTabs.name, 'job'));
  });
});

describe('clients (spec §2 home)', () => {
  it('has 16 unique client logos', () => {
    expect(en.clients).toHaveLength(16);
    expect(new Set(en.clients.map((client) => client.name)).size).toBe(16);
  });
});

describe('legal documents (spec §2 legal pages)', () => {
  it('has the three legal pages and the general conditions, last updated in 2024', () => {
    expect(Object.values(en.legal).map((doc) => doc.slug)).toEqual([
      'cookie-policy',
      'privacy-policy',
      'privacy-statement-jobs',
      'general-conditions',
    ]);
    for (const doc of Object.values(checkedContent.legal)) {
      expect(doc.lastUpdated, doc.slug).toMatch(/^2024-\d{2}-\d{2}$/);
    }
    expect(en.getLegalDoc('privacy-policy')?.title).toBe('Privacy Policy');
    expect(nl.getLegalDoc('privacy-policy')?.title).toBe('Privacybeleid');
    expect(en.getLegalDoc('nope')).toBeUndefined();
  });

  it('formats the last-updated date in each language', () => {
    expect(legalDate('2024-09-02', 'en')).toBe('2 September 2024');
    expect(legalDate('2024-09-02', 'nl')).toBe('2 september 2024');
  });

  it.each(locales)('covers GDPR, retention, rights and complaints to the Dutch authority (%s)', (locale) => {
    const { legal } = content(locale);
    const privacy = allText(legal.privacyPolicy);
    const jobsStatement = allText(legal.privacyStatementJobs);
    const cookies = allText(legal.cookiePolicy);
    for (const text of [privacy, jobsStatement]) {
      expect(text).toContain('Rebels B.V.');
      expect(text).toContain('@rebels-ai.nl');
      expect(text).toContain('Autoriteit Persoonsgegevens');
      expect(text).toMatch(locale === 'en' ? /Article 6\(1\)/ : /artikel 6 lid 1/);
      expect(text).toContain('ISO/IEC 27001');
    }
    expect(privacy).toMatch(locale === 'en' ? /24 months/ : /24 maanden/);
    expect(jobsStatement).toMatch(locale === 'en' ? /4 weeks/ : /4 weken/);
    expect(jobsStatement).toMatch(locale === 'en' ? /1 year/ : /1 jaar/);
    expect(cookies).toContain('cookieConsent');
    expect(cookies).toMatch(locale === 'en' ? /do not use analytics/ : /geen analytische/);
    const conditions = legal.generalConditions;
    expect(conditions.sections.length).toBeGreaterThanOrEqual(10);
    expect(conditions.sections.length).toBeLessThanOrEqual(14);
    expect(allText(conditions)).toMatch(/Rechtbank Rotterdam/);
  });

  it('has every section in both languages, and the Dutch differs from the English', () => {
    const docs = Object.keys(checkedContent.legal) as (keyof typeof checkedContent.legal)[];
    expect(docs).toHaveLength(4);
    for (const name of docs) {
      expect(nl.legal[name].sections.length, name).toBe(en.legal[name].sections.length);
      expect(nl.legal[name].intro, name).not.toBe(en.legal[name].intro);
    }
  });
});

describe('the content loader', () => {
  // Each case replaces one content module, then loads the pipeline afresh as the build does.
  afterEach(() => {
    vi.doUnmock('#app/content/stories/prorail.ts');
    vi.doUnmock('#app/content/team.ts');
    vi.doUnmock('#app/content/job-positions.ts');
    vi.doUnmock('#app/content/nav.ts');
    vi.resetModules();
  });

  async function loadError() {
    vi.resetModules();
    try {
      await import('#app/.server/content.ts');
    } catch (error) {
      return error as Error;
    }
    throw new Error('the content loaded without an error');
  }

  it('fails a story without its Dutch title, naming the file and the field', async () => {
    const { default: prorail } = await import('#app/content/stories/prorail.ts');
    vi.doMock('#app/content/stories/prorail.ts', () => ({
      default: { ...prorail, title: { en: prorail.title.en } },
    }));
    const error = await loadError();
    expect(error.name).toBe('ContentError');
    expect(error.message).toMatch(/^app\/content\/stories\/prorail\.ts: not valid content:\n {2}title\.nl: /);
  });

  it('fails a story whose Dutch text is empty', async () => {
    const { default: prorail } = await import('#app/content/stories/prorail.ts');
    vi.doMock('#app/content/stories/prorail.ts', () => ({
      default: { ...prorail, summary: { en: prorail.summary.en, nl: '  ' } },
    }));
    const error = await loadError();
    expect(error.name).toBe('ContentError');
    expect(error.message).toMatch(/^app\/content\/stories\/prorail\.ts: not valid content:\n {2}summary\.nl: /);
  });

  it('fails the team file when a heading has no Dutch', async () => {
    const actual = await import('#app/content/team.ts');
    vi.doMock('#app/content/team.ts', () => ({ ...actual, teamHeading: { en: 'Meet the AI Rebels' } }));
    const error = await loadError();
    expect(error.name).toBe('ContentError');
    expect(error.message).toMatch(/^app\/content\/team\.ts: not valid content:\n {2}teamHeading\.nl: /);
  });

  it('fails the jobs file for a fifth position, and for a missing Dutch bullet', async () => {
    const actual = await import('#app/content/job-positions.ts');
    const [first] = actual.jobs;
    vi.doMock('#app/content/job-positions.ts', () => ({
      ...actual,
      jobs: [{ ...first!, benefits: [{ en: 'A bike' }] }, ...actual.jobs.slice(1)],
    }));
    const error = await loadError();
    expect(error.message).toMatch(
      /^app\/content\/job-positions\.ts: not valid content:\n {2}jobs\.0\.benefits\.0\.nl: /,
    );

    vi.doMock('#app/content/job-positions.ts', () => ({ ...actual, jobs: [...actual.jobs, first!] }));
    expect((await loadError()).message).toMatch(/^app\/content\/job-positions\.ts: not valid content:\n {2}jobs: /);
  });

  it("fails the navigation when the Services menu is not called 'Services' in English, naming the item", async () => {
    const actual = await import('#app/content/nav.ts');
    const mainNav = actual.mainNav.map((item) =>
      'children' in item ? { ...item, label: { en: 'Our Services', nl: item.label.nl } } : item,
    );
    vi.doMock('#app/content/nav.ts', () => ({ ...actual, mainNav }));
    const error = await loadError();
    // A menu item is a link or a menu (a union), so the error names the item, not its label.
    const index = mainNav.findIndex((item) => 'children' in item);
    expect(error.message).toMatch(new RegExp(`^app/content/nav\\.ts: not valid content:\n {2}mainNav\\.${index}\\b`));
  });
});
