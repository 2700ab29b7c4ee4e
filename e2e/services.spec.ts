import type { Locator, Page } from '@playwright/test';
import { expect, isPhone, test, reactReady } from './fixtures.ts';
import { bothViewports } from './viewports.ts';

// Expected texts are the spec's (§2 services pages, §9 academy details), written out.
const programmes = [
  {
    name: 'AI Literacy Training',
    booking: 'Book Your AI Literacy Training',
    facts: ['60 min', 'Hybrid', 'AI Act compliant'],
  },
  {
    name: 'Interactive Workshops',
    booking: 'Schedule a Workshop',
    facts: ['1-2 days intensive', 'On-site', 'Up to 25 participants per session'],
  },
  {
    name: 'AI Champions Program',
    booking: 'Talk to an AI Champion',
    facts: ['3 months immersive', '1-on-1 mentoring', 'Advanced AI Implementation'],
  },
];

/** Distance of a section's top edge from the top of the viewport, in px. */
const topOf = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));

async function expectProgrammeShown(page: Page, index: number) {
  const programme = programmes[index]!;
  const tabs = page.getByRole('tab');
  for (let i = 0; i < 3; i++) {
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', String(i === index));
  }
  // Hidden panels are display:none, so only the selected one is in the accessibility tree.
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(programme.name);
  for (const fact of programme.facts) await expect(panel.getByText(fact, { exact: true })).toBeVisible();
  const booking = panel.getByRole('link', { name: programme.booking });
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
    await expect(page.getByRole('tab')).toHaveText(programmes.map((programme) => programme.name));
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

  // Where a section lands depends on the layout and the header above it: both viewports.
  test('Explore Academy scrolls the programmes into view, from the first moment', bothViewports, async ({ page }) => {
    expect(await topOf(page, 'programmes')).toBeGreaterThan(300);
    await page.getByRole('link', { name: 'Explore Academy' }).click();
    await expect.poll(() => topOf(page, 'programmes')).toBeLessThanOrEqual(100);
    expect(await topOf(page, 'programmes')).toBeGreaterThanOrEqual(0);
    await expect(page.locator('#programmes h2')).toHaveText(/programmes/i);
  });

  test('Explore Academy also moves focus to the programmes’ heading once React runs', async ({ page }) => {
    // Moving focus is React's addition (decision 0033); before it the link scrolls natively.
    await reactReady(page);
    await page.getByRole('link', { name: 'Explore Academy' }).click();
    await expect(page.locator('#programmes h2')).toBeFocused();
  });

  test('the two academy story cards (TicketSwap, a law firm) link to their stories with Learn More', async ({
    page,
  }) => {
    const cards = page.getByTestId('story-card');
    await expect(cards).toHaveCount(2);
    const expected = [
      { id: 'ticketswap', industry: 'Event Technology', company: 'TicketSwap' },
      { id: 'windt-le-grand-leeuwenburgh', industry: 'Legal Services', company: 'Windt Le Grand Leeuwenburgh' },
    ];
    for (const [index, { id, industry, company }] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toContainText(company);
      await expect(card.getByText(industry, { exact: true })).toBeVisible();
      // Its summary: a sentence, not a name.
      await expect(card.locator('p').filter({ hasText: /\w.{40,}/ })).toHaveCount(1);
      await expect(card.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', `/success-stories/${id}`);
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

    test('Explore Academy jumps to the programmes at once', bothViewports, async ({ page }) => {
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

  test(
    'hero: Start Your AI Journey links to /contact, the See/Do/Lead visual is shown',
    bothViewports,
    async ({ page }) => {
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
    },
  );

  test('See How It Works scrolls to the journey, from the first moment', bothViewports, async ({ page }) => {
    expect(await topOf(page, 'journey')).toBeGreaterThan(300);
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await expect.poll(() => topOf(page, 'journey')).toBeLessThanOrEqual(100);
    expect(await topOf(page, 'journey')).toBeGreaterThanOrEqual(0);
  });

  test('See How It Works also moves focus to the journey’s heading once React runs', async ({ page }) => {
    await reactReady(page);
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await expect(page.locator('#journey h2')).toBeFocused();
  });

  test('the journey shows the timeline on desktop and the stepper on a phone', bothViewports, async ({ page }) => {
    const desktop = page.getByTestId('journey-desktop');
    const mobile = page.getByTestId('journey-mobile');
    const shown = isPhone(page) ? mobile : desktop;
    await expect(shown).toBeVisible();
    await expect(isPhone(page) ? desktop : mobile).toBeHidden();

    await expect(shown.getByRole('heading', { level: 3 })).toHaveText([
      'GenAI Scans',
      'Pressure Cookers & Pilots',
      'AI Implementation',
      'Scale & Embed AI Organization-Wide',
    ]);
    const descriptions = [
      'actionable plan with prioritized AI use cases.',
      'technical and business case validation.',
      'production-ready AI solutions embedded in operations.',
      'sustainable AI adoption at scale.',
    ];
    await expect(shown.locator(':scope > li')).toHaveCount(4);
    for (const [index, description] of descriptions.entries()) {
      const item = shown.locator(':scope > li').nth(index);
      await expect(item).toContainText(`Step ${index + 1}`);
      await expect(item.getByText(description, { exact: true })).toBeVisible();
    }

    const start = page.getByRole('link', { name: 'Start Your Journey', exact: true });
    await expect(start).toBeVisible();
    await expect(start).toHaveAttribute('href', '/contact');
  });

  test('the success stories grid starts with VolkerWessels and easyEnergy, then the engineering company', async ({
    page,
  }) => {
    const cards = page.getByTestId('implementation-stories').getByTestId('story-card');
    const expected = [
      { id: 'volkerwessels', industry: 'Construction', company: 'VolkerWessels' },
      { id: 'easyenergy-customer-service', industry: 'Energy', company: 'easyEnergy' },
      { id: 'aveco', industry: 'Engineering', company: 'Aveco' },
    ];
    await expect(page.getByRole('heading', { name: 'Implementation Success Stories' })).toBeVisible();
    await expect(cards).toHaveCount(3);
    for (const [index, { id, industry, company }] of expected.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toContainText(company);
      await expect(cards.nth(index).getByText(industry, { exact: true })).toBeVisible();
      await expect(cards.nth(index).getByRole('link', { name: 'Learn More' })).toHaveAttribute(
        'href',
        `/success-stories/${id}`,
      );
    }
    await cards.first().getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/success-stories/volkerwessels');
  });

  test('the success-story teaser card shows a quote, who said it, and links to the story', async ({ page }) => {
    const highlight = page.getByTestId('story-highlight');
    await expect(highlight).toBeVisible();
    await expect(highlight.locator('blockquote')).toHaveText(/\w.{40,}/);
    await expect(highlight.locator('figcaption, cite').first()).toBeVisible();
    await expect(highlight.getByRole('link')).toHaveAttribute('href', /^\/success-stories\/[a-z0-9-]+$/);
  });

  test('What You Gain and the closing call to action', async ({ page }) => {
    const gains = page.getByRole('heading', { name: 'What You Gain' }).locator('xpath=ancestor::section[1]');
    await expect(gains.getByRole('heading', { level: 3 })).toHaveText([
      'Rapid AI Implementation',
      'Risk-Free Transformation',
      'Measurable ROI',
      'Expert Partnership',
    ]);
    // The closing call to action: the page's last section, leading to /contact.
    const closing = page.locator('main section').last();
    await expect(closing.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(closing.locator('a[href="/contact"]')).toHaveCount(1);
  });

  test('a reload scrolls the page back to the top', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a #fragment in the URL is respected on load', bothViewports, async ({ page }) => {
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
    const services = [
      { to: '/services/academy', label: 'Rebels Academy' },
      { to: '/services/implementation', label: 'Rebels Implementation' },
    ];
    for (const [index, { to, label }] of services.entries()) {
      await expect(cards.nth(index)).toHaveAttribute('href', to);
      await expect(cards.nth(index).getByRole('heading', { level: 2 })).toHaveText(label);
    }

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

test('/nl/services/academy: the Dutch tabs switch the programme, and book through the Dutch contact page', async ({
  page,
}) => {
  await page.goto('/nl/services/academy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rebels Academy');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Tot 25 deelnemers per sessie', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link')).toHaveAttribute('href', '/nl/contact');
  await expect(page.getByTestId('story-card').getByRole('link')).toHaveCount(2);
  for (const link of await page.getByTestId('story-card').getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/nl\/success-stories\//);
  }
});
