import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productName } from '#contracts/site.ts';
import { academyPage, AcademyPageSchema } from '#app/content/academy.ts';
import { implementationPage, ImplementationPageSchema } from '#app/content/implementation.ts';
import { servicesNav } from '#app/content/nav.ts';
import { pages } from '#app/content/pages.ts';
import { academyStories, getStory } from '#app/content/stories.ts';
import { buildTestApp } from './helpers/test-app.ts';
import { expectInOrder, firstHeading, renderedPage } from './helpers/html.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>;
let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The prerendered page's rendered markup (`raw`) and its text with entities decoded, scripts left out. */
async function page(url: string) {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  return renderedPage(response.body);
}

function story(id: string) {
  const record = getStory(id);
  if (!record) throw new Error(`Unknown story id: ${id}`);
  return record;
}

describe('services content', () => {
  it('matches its schemas', () => {
    expect(AcademyPageSchema.parse(academyPage)).toEqual(academyPage);
    expect(ImplementationPageSchema.parse(implementationPage)).toEqual(implementationPage);
  });

  it('carries the spec wording and the §9 academy details', () => {
    expect(academyPage.hero.start).toEqual({ label: 'Start your Journey', to: '/contact' });
    expect(academyPage.programmes.items.map((item) => [item.name, item.booking.label, item.booking.to])).toEqual([
      ['AI Literacy Training', 'Book Your AI Literacy Training', '/contact'],
      ['Interactive Workshops', 'Schedule a Workshop', '/contact'],
      ['AI Champions Program', 'Talk to an AI Champion', '/contact'],
    ]);
    expect(academyPage.programmes.items.map((item) => item.facts.map((fact) => fact.value))).toEqual([
      ['60 min', 'Hybrid', 'AI Act compliant'],
      ['1-2 days intensive', 'On-site', 'Up to 25 participants per session'],
      ['3 months immersive', '1-on-1 mentoring', 'Advanced AI Implementation'],
    ]);
    expect(implementationPage.journey.steps.map((step) => `${step.title}: ${step.description}`)).toEqual([
      'GenAI Scans: actionable plan with prioritized AI use cases.',
      'Pressure Cookers & Pilots: technical and business case validation.',
      'AI Implementation: production-ready AI solutions embedded in operations.',
      'Scale & Embed AI Organization-Wide: sustainable AI adoption at scale.',
    ]);
  });

  it('refers only to existing stories, in the spec order of industries', () => {
    expect(implementationPage.stories.ids.map((id) => story(id).industry)).toEqual([
      'Construction',
      'Energy',
      'Engineering',
    ]);
    expect(story(implementationPage.stories.highlight.id).testimonial).toBeDefined();
    expect(academyStories.map((record) => record.industry)).toEqual(['Event Technology', 'Legal Services']);
  });
});

describe('prerendered services pages', () => {
  it('/services/academy has the hero, tabs with every panel, stories, gains and closing banner', async () => {
    const { raw, text } = await page('/services/academy');
    expect(firstHeading(raw)).toBe(productName('Academy'));
    expectInOrder(text, [
      'Start your Journey',
      'Explore Academy',
      'id="programmes"',
      'AI Literacy Training',
      'Interactive Workshops',
      'AI Champions Program',
    ]);
    // Inactive tab panels are rendered too, so every programme is in the HTML.
    for (const programme of academyPage.programmes.items) {
      expect(text).toContain(programme.description);
      expect(text).toContain(programme.booking.label);
      for (const fact of programme.facts) expect(text).toContain(fact.value);
    }
    for (const record of academyStories) {
      expect(text).toContain(record.title);
      expect(text).toContain(record.summary);
      expect(raw).toContain(`href="/success-stories/${record.id}"`);
    }
    expectInOrder(text, [
      'View All Academy Cases',
      'What You Gain',
      'Rapid AI adoption',
      'EU AI Act compliance',
      'Higher productivity',
      'Internal AI champions',
      'Contact Us',
      'Explore Implementation',
    ]);
  });

  it('/services/implementation has the hero, journey, stories in order, highlight, gains and closing', async () => {
    const { raw, text } = await page('/services/implementation');
    expect(firstHeading(raw)).toBe(productName('Implementation'));
    expectInOrder(text, ['Start Your AI Journey', 'See How It Works', '>See<', '>Do<', '>Lead<', 'id="journey"']);
    expect(raw).toContain('data-testid="journey-desktop"');
    expect(raw).toContain('data-testid="journey-mobile"');
    expectInOrder(
      text,
      implementationPage.journey.steps.flatMap((step) => [step.title, step.description, step.detail]),
    );
    expectInOrder(text, [
      'Start Your Journey',
      'Implementation Success Stories',
      ...implementationPage.stories.ids.map((id) => story(id).title),
    ]);
    const highlight = story(implementationPage.stories.highlight.id);
    expect(text).toContain(highlight.testimonial?.quote);
    expect(text).toContain(highlight.testimonial?.person);
    expectInOrder(text, [
      'What You Gain',
      'Rapid AI Implementation',
      'Risk-Free Transformation',
      'Measurable ROI',
      'Expert Partnership',
      implementationPage.closing.title,
    ]);
  });

  it('/services has both service cards and Back to Home', async () => {
    const { raw, text } = await page('/services');
    expect(firstHeading(raw)).toBe('Our Services');
    expect(text).toContain('Back to Home');
    expect(raw).toContain('href="/"');
    expectInOrder(text, [
      servicesNav[0]!.label,
      academyPage.overview,
      servicesNav[1]!.label,
      implementationPage.overview,
    ]);
    for (const link of servicesNav) expect(raw).toContain(`href="${link.to}"`);
  });

  it('/academy-test is the routing check page', async () => {
    const { raw } = await page('/academy-test');
    expect(firstHeading(raw)).toBe(pages.academyTest.heading);
    expect(firstHeading(raw)).toBe('Academy Test Page');
  });
});
