import type { Locator, Page } from '@playwright/test';
import { academyPage } from '#app/content/academy.ts';
import { implementationPage } from '#app/content/implementation.ts';
import { servicesNav } from '#app/content/nav.ts';
import { academyStories, getStory } from '#app/content/stories.ts';
import { expect, isPhone, test, reactReady } from './fixtures.ts';

const [literacy, workshops, champions] = academyPage.programmes.items;

function story(id: string) {
  const record = getStory(id);
  if (!record) throw new Error(`Unknown story id: ${id}`);
  return record;
}

/** Distance of a section's top edge from the top of the viewport, in px. */
const topOf = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));

async function expectProgrammeShown(page: Page, index: number) {
  const programme = academyPage.programmes.items[index]!;
  const tabs = page.getByRole('tab');
  for (let i = 0; i < 3; i++) {
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', String(i === index));
  }
  // Hidden panels are display:none, so only the selected one is in the accessibility tree.
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(programme.name);
  for (const fact of programme.facts) await expect(panel.getByText(fact.value, { exact: true })).toBeVisible();
  const booking = panel.getByRole('link', { name: programme.booking.label });
  await expect(booking).toBeVisible();
  await expect(booking).toHaveAttribute('href', '/contact');
}

test.describe('/services/academy', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services/academy');
  });

  test('hero links to /contact with the spec wording', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rebels Academy');
    await expect(page.getByRole('link', { name: 'Start your Journey', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('programme tabs: the first is selected, a click selects another', async ({ page }) => {
    await expect(page.getByRole('tab')).toHaveText([literacy!.name, workshops!.name, champions!.name]);
    await expectProgrammeShown(page, 0);
    await expect(page.getByRole('tabpanel').getByText('60 min', { exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('AI Act compliant', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'AI Champions Program' }).click();
    await expectProgrammeShown(page, 2);
    await expect(page.getByRole('link', { name: 'Talk to an AI Champion' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Advanced AI Implementation')).toBeVisible();
  });

  test('programme tabs: arrow keys move the selection and show the matching panel', async ({ page }) => {
    await reactReady(page);
    await page.getByRole('tab', { name: 'AI Literacy Training' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Interactive Workshops' })).toBeFocused();
    await expectProgrammeShown(page, 1);
    await expect(page.getByRole('tabpanel').getByText('Up to 25 participants per session')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule a Workshop' })).toHaveAttribute('href', '/contact');

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'AI Champions Program' })).toBeFocused();
    await expectProgrammeShown(page, 2);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Interactive Workshops' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'AI Literacy Training' })).toBeFocused();
    await expectProgrammeShown(page, 0);
    await expect(page.getByRole('link', { name: 'Book Your AI Literacy Training' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('Explore Academy scrolls the programmes into view and moves focus to their heading', async ({ page }) => {
    expect(await topOf(page, 'programmes')).toBeGreaterThan(300);
    await page.getByRole('link', { name: 'Explore Academy' }).click();
    await expect.poll(() => topOf(page, 'programmes')).toBeLessThanOrEqual(100);
    expect(await topOf(page, 'programmes')).toBeGreaterThanOrEqual(0);
    await expect(page.locator('#programmes h2')).toBeFocused();
    await expect(page.locator('#programmes h2')).toHaveText(academyPage.programmes.title);
  });

  test('academy story cards come from the records and link to their stories', async ({ page }) => {
    const cards = page.getByTestId('story-card');
    await expect(cards).toHaveCount(2);
    expect(academyStories.map((record) => record.id)).toEqual(['ticketswap', 'windt-le-grand-leeuwenburgh']);
    for (const [index, record] of academyStories.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(record.title);
      await expect(card.getByText(record.industry, { exact: true })).toBeVisible();
      await expect(card.getByText(record.summary)).toBeVisible();
      await expect(card.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
        'href',
        `/success-stories/${record.id}`,
      );
    }
  });

  test('What You Gain lists the four gains, and View All Academy Cases leads to /success-stories', async ({ page }) => {
    const gains = page.getByRole('heading', { name: 'What You Gain' }).locator('xpath=ancestor::section[1]');
    await expect(gains.getByRole('heading', { level: 3 })).toHaveText([
      'Rapid AI adoption',
      'EU AI Act compliance',
      'Higher productivity',
      'Internal AI champions',
    ]);
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Explore Implementation' })).toHaveAttribute(
      'href',
      '/services/implementation',
    );
    await page.getByRole('link', { name: 'View All Academy Cases' }).click();
    await expect(page).toHaveURL('/success-stories');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('Explore Academy jumps to the programmes at once', async ({ page }) => {
      await page.getByRole('link', { name: 'Explore Academy' }).click();
      // No polling: an instant jump has already happened when the click returns.
      const top = await topOf(page, 'programmes');
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(100);
    });
  });
});

test.describe('/services/implementation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services/implementation');
  });

  test('hero: Start Your AI Journey links to /contact, the See/Do/Lead visual is shown', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rebels Implementation');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: 'Start Your AI Journey' })).toHaveAttribute('href', '/contact');
    const visual = page.getByTestId('hero-visual');
    await expect(visual.getByRole('listitem')).toHaveText([/^See/, /^Do/, /^Lead/]);
    // Beside the text on desktop, below it on a phone.
    const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const visualBox = (await visual.boundingBox())!;
    if (isPhone(page)) expect(visualBox.y).toBeGreaterThan(headingBox.y + headingBox.height);
    else expect(visualBox.x).toBeGreaterThan(headingBox.x + 300);
  });

  test('See How It Works scrolls to the journey', async ({ page }) => {
    expect(await topOf(page, 'journey')).toBeGreaterThan(300);
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await expect.poll(() => topOf(page, 'journey')).toBeLessThanOrEqual(100);
    expect(await topOf(page, 'journey')).toBeGreaterThanOrEqual(0);
    await expect(page.locator('#journey h2')).toBeFocused();
  });

  test('the journey shows the timeline on desktop and the stepper on a phone', async ({ page }) => {
    const desktop = page.getByTestId('journey-desktop');
    const mobile = page.getByTestId('journey-mobile');
    const shown = isPhone(page) ? mobile : desktop;
    await expect(shown).toBeVisible();
    await expect(isPhone(page) ? desktop : mobile).toBeHidden();

    const steps = implementationPage.journey.steps;
    await expect(shown.getByRole('heading', { level: 3 })).toHaveText([
      'GenAI Scans',
      'Pressure Cookers & Pilots',
      'AI Implementation',
      'Scale & Embed AI Organization-Wide',
    ]);
    await expect(shown.locator(':scope > li')).toHaveCount(4);
    for (const [index, step] of steps.entries()) {
      const item = shown.locator(':scope > li').nth(index);
      await expect(item).toContainText(`Step ${index + 1}`);
      await expect(item.getByText(step.description, { exact: true })).toBeVisible();
    }
    expect(steps.map((step) => step.description)).toEqual([
      'actionable plan with prioritized AI use cases.',
      'technical and business case validation.',
      'production-ready AI solutions embedded in operations.',
      'sustainable AI adoption at scale.',
    ]);

    const start = page.getByRole('link', { name: 'Start Your Journey', exact: true });
    await expect(start).toBeVisible();
    await expect(start).toHaveAttribute('href', '/contact');
  });

  test('the success stories grid starts with VolkerWessels and easyEnergy, then the engineering company', async ({
    page,
  }) => {
    const cards = page.getByTestId('implementation-stories').getByTestId('story-card');
    const expected = [
      { id: 'volkerwessels', industry: 'Construction' },
      { id: 'easyenergy-customer-service', industry: 'Energy' },
      { id: 'aveco', industry: 'Engineering' },
    ];
    await expect(page.getByRole('heading', { name: 'Implementation Success Stories' })).toBeVisible();
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.map(({ id }) => story(id).title));
    for (const [index, { id, industry }] of expected.entries()) {
      expect(story(id).industry).toBe(industry);
      await expect(cards.nth(index).getByText(industry, { exact: true })).toBeVisible();
      await expect(cards.nth(index).getByRole('link', { name: 'Learn More' })).toHaveAttribute(
        'href',
        `/success-stories/${id}`,
      );
    }
    await cards.first().getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/success-stories/volkerwessels');
  });

  test('the highlighted story shows the quote and person from its record', async ({ page }) => {
    const record = story(implementationPage.stories.highlight.id);
    const quote = record.testimonial;
    if (!quote) throw new Error('the highlighted story has no testimonial');
    const highlight = page.getByTestId('story-highlight');
    await expect(highlight.getByText(quote.quote)).toBeVisible();
    await expect(highlight.getByText(quote.person, { exact: true })).toBeVisible();
    await expect(highlight.getByText(`${quote.title}, ${record.logo}`)).toBeVisible();
    await expect(highlight.getByRole('link')).toHaveAttribute('href', `/success-stories/${record.id}`);
  });

  test('What You Gain and the closing call to action', async ({ page }) => {
    const gains = page.getByRole('heading', { name: 'What You Gain' }).locator('xpath=ancestor::section[1]');
    await expect(gains.getByRole('heading', { level: 3 })).toHaveText([
      'Rapid AI Implementation',
      'Risk-Free Transformation',
      'Measurable ROI',
      'Expert Partnership',
    ]);
    const closing = page.getByRole('heading', { name: implementationPage.closing.title });
    await expect(closing).toBeVisible();
  });

  test('a reload scrolls the page back to the top', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a #fragment in the URL is respected on load', async ({ page }) => {
    await page.goto('/services/implementation#journey');
    await expect.poll(() => topOf(page, 'journey')).toBeLessThanOrEqual(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});

test.describe('/services', () => {
  test('links to both services and back home', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    const cards: Locator = page.getByTestId('service-card');
    await expect(cards).toHaveCount(2);
    for (const [index, link] of servicesNav.entries()) {
      await expect(cards.nth(index)).toHaveAttribute('href', link.to);
      await expect(cards.nth(index).getByRole('heading', { level: 2 })).toHaveText(link.label);
    }
    await expect(cards.nth(0)).toContainText(academyPage.overview);
    await expect(cards.nth(1)).toContainText(implementationPage.overview);

    await cards.nth(1).click();
    await expect(page).toHaveURL('/services/implementation');
    await page.goBack();
    await expect(page).toHaveURL('/services');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('/academy-test: the routing check page has its heading', async ({ page }) => {
  await page.goto('/academy-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Academy Test Page');
});
