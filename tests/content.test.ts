import { contactTabs, jobTabFragment } from '#app/content/contact.ts';
import { tabTarget } from '#app/lib/tab-target.ts';
import { describe, it, expect } from 'vitest';
import { site } from '#contracts/site.ts';
import { ClientLogoSchema, JobPositionSchema, LegalDocSchema, TeamMemberSchema } from '../app/content/schema.ts';
import { team } from '../app/content/team.ts';
import { jobApplyLink, jobFormPositions, jobs } from '../app/content/jobs.ts';
import { clients } from '../app/content/clients.ts';
import { getLegalDoc, legalDocs } from '../app/content/legal/index.ts';

/** All text of a record, for brand checks. */
const allText = (value: unknown): string => JSON.stringify(value);

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
    expect(jobApplyLink({ title: 'Gen-AI Consultant' })).toBe(
      '/contact?tab=job&position=Gen-AI%20Consultant#contact-job',
    );
    // The fragment is the contact page's job tab (content/contact.ts writes it out).
    expect(jobTabFragment).toBe(tabTarget(contactTabs.name, 'job'));
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
  });
});
