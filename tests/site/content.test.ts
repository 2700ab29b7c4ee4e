// The content the build checks (app/.server/content.ts), against the spec: the team, the open
// positions, the client logos and the legal documents, in English and in Dutch. And the loader
// itself: a file that lacks a field, or its Dutch text, fails the build naming the file and field.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tabTarget } from '#app/lib/tab-target.ts';
import { checkedContent, content, legalDate, loadPack } from '#app/.server/content.ts';
import { REPOSITORY_PACK } from '#contracts/content/pack-files.ts';
import { contactTabs, jobApplyLink, jobFormFragment, jobFormPositions } from '#contracts/contact-fields.ts';
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
    expect(jobFormPositions(titles)).toEqual([...titles, 'Other']);
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
      'general-conditions',
      'privacy-policy',
      'privacy-statement-jobs',
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
    const privacy = allText(legal['privacy-policy']);
    const jobsStatement = allText(legal['privacy-statement-jobs']);
    const cookies = allText(legal['cookie-policy']);
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
    const conditions = legal['general-conditions']!;
    expect(conditions.sections.length).toBeGreaterThanOrEqual(10);
    expect(conditions.sections.length).toBeLessThanOrEqual(14);
    expect(allText(conditions)).toMatch(/Rechtbank Rotterdam/);
  });

  it('has every section in both languages, and the Dutch differs from the English', () => {
    const docs = Object.keys(checkedContent.legal);
    expect(docs).toHaveLength(4);
    for (const name of docs) {
      expect(nl.legal[name]!.sections.length, name).toBe(en.legal[name]!.sections.length);
      expect(nl.legal[name]!.intro, name).not.toBe(en.legal[name]!.intro);
    }
  });
});

describe('the content loader', () => {
  // Each case copies the repository's pack, changes one file as an editor might, and loads it as the build does.
  const packs: string[] = [];
  afterEach(() => {
    for (const dir of packs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function editedPack(file: string, edit: (source: string) => string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pack-'));
    packs.push(dir);
    fs.cpSync(REPOSITORY_PACK, dir, { recursive: true });
    const at = path.join(dir, file);
    fs.writeFileSync(at, edit(fs.readFileSync(at, 'utf8')));
    return dir;
  }
  function loadError(dir: string) {
    try {
      loadPack(dir);
    } catch (error) {
      return error as Error;
    }
    throw new Error('the content loaded without an error');
  }

  it('loads the repository pack as it is', () => {
    expect(loadPack(REPOSITORY_PACK).story).toHaveLength(17);
  });

  it('fails a story without its Dutch title, naming the file and the field', () => {
    const dir = editedPack('stories/prorail.yaml', (source) => source.replace(/^( {2}nl: .*\n)/m, ''));
    const error = loadError(dir);
    expect(error.name).toBe('ContentError');
    expect(error.message).toContain(`${dir}: not valid content:\nstories/prorail.yaml: title.nl: `);
  });

  it('fails a story whose Dutch text is empty', () => {
    const dir = editedPack('stories/prorail.yaml', (source) =>
      source.replace(/^(summary:\n {2}en: .*\n {2}nl:).*$/m, "$1 '  '"),
    );
    expect(loadError(dir).message).toContain('stories/prorail.yaml: summary.nl: ');
  });

  it('fails the team file when a heading has no Dutch', () => {
    const dir = editedPack('team.yaml', (source) => source.replace(/^(teamHeading:\n {2}en: .*\n) {2}nl: .*\n/m, '$1'));
    expect(loadError(dir).message).toContain('team.yaml: teamHeading.nl: ');
  });

  it('fails a job with a benefit lacking its Dutch, and a second job with the same id', () => {
    const dir = editedPack('jobs/gen-ai-consultant.yaml', (source) =>
      source.replace(/^benefits:\n/m, 'benefits:\n  - en: A bike\n'),
    );
    expect(loadError(dir).message).toContain('jobs/gen-ai-consultant.yaml: benefits.0.nl: ');
    const twice = editedPack('jobs/gen-ai-consultant.yaml', (source) => source.replace(/^id: \d+$/m, 'id: 1'));
    expect(loadError(twice).message).toMatch(/jobs\/[a-z-]+\.yaml: id: 1 is also the id of jobs\/[a-z-]+\.yaml/);
  });

  it("fails the navigation when the Services menu is not called 'Services' in English, naming the entry", () => {
    const dir = editedPack('settings.yaml', (source) => source.replace('en: Services', 'en: Our Services'));
    // An entry is a link or a menu (a union), so the error names the entry, not its label.
    expect(loadError(dir).message).toMatch(/\nsettings\.yaml: navigation\.main\.1\b/);
  });

  it('fails contact details an editor mistyped, naming each field', () => {
    const dir = editedPack('settings.yaml', (source) =>
      source
        .replace('email: hello@rebels-ai.nl', 'email: hello at rebels')
        .replace('postalCode: 3044 BC', 'postalCode: 3044')
        .replace('chamberOfCommerce: "91234567"', 'chamberOfCommerce: KvK 9123')
        .replace('linkedin: https://', 'linkedin: http://'),
    );
    const message = loadError(dir).message;
    for (const field of ['email', 'address.postalCode', 'chamberOfCommerce', 'linkedin'])
      expect(message).toContain(`settings.yaml: contact.${field}: `);
  });

  it("fills a legal page's {{site.email}} from the settings' contact details", () => {
    const dir = editedPack('settings.yaml', (source) =>
      source.replace('email: hello@rebels-ai.nl', 'email: privacy@example.nl'),
    );
    const pack = loadPack(dir);
    const privacy = JSON.stringify(pack.legalDocument.find((doc) => doc.key === 'privacy-policy')!.data);
    expect(privacy).toContain('privacy@example.nl');
    expect(privacy).not.toContain('hello@rebels-ai.nl');
  });
});
