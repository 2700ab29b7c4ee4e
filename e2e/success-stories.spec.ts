import type { Page } from '@playwright/test';
import { specStoriesWithoutKeyMetrics } from '../tests/helpers/spec.ts';
import { expect, expectAxeClean, isPhone, keyOnTabInOneTask, test, reactReady } from './fixtures.ts';
import { bothViewports } from './viewports.ts';

// Expected texts are the spec's (§2, §3, §9), written out here rather than read from content.
const implementationIds = [
  'prorail',
  'ayvens',
  'aveco',
  'volkerwessels',
  'volkerwessels-tender-assistant',
  'den-haag',
  'buko',
  'nieuwestroom',
  'easyenergy-customer-service',
];
const academyIds = ['ticketswap', 'windt-le-grand-leeuwenburgh'];
const unlistedIds = ['asml', 'rabobank', 'shell', 'rotterdam', 'ing', 'kpn'];
const allIds = [...implementationIds, ...academyIds, ...unlistedIds];
const fixedMetrics: Record<string, string[]> = {
  prorail: ['100%', '85%', '100%', '2+ FTE'],
  volkerwessels: ['20 companies', '100+', '92%', '3 FTE'],
  nieuwestroom: ['100%', '50%', '2 point', '3+ FTE'],
};
const defaultMetrics = ['75%', '60%', '95%', '40%'];
const titles: Record<string, string> = {
  prorail: 'ProRail: Contract Knowledge at Your Fingertips',
  asml: 'ASML: Faster Answers for Support Engineers',
  ticketswap: 'TicketSwap: AI Literacy for the Whole Team',
};

const metricValues = (page: Page) => page.getByTestId('key-metrics').getByTestId('metric').locator('p[aria-hidden]');

/** Playwright's clock, paused: counters run in fake time, not on a busy machine's. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(60_000); // far enough ahead that a slow machine has not passed it yet
}

// Each poll steps the fake clock; poll often enough to cover the counting time.
const POLL = { intervals: [50], timeout: 15_000 };

/** Steps the fake clock until the metric figures read `expected` (the observer reports asynchronously). */
async function expectCountersToEndOn(page: Page, expected: string[]) {
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return metricValues(page).allTextContents();
    }, POLL)
    .toEqual(expected);
}

async function openStory(page: Page, id: string) {
  const response = await page.goto(`/success-stories/${id}`);
  expect(response?.status()).toBe(200);
}

test.describe('/success-stories', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/success-stories');
  });

  test('shows the nine implementation stories first, then the two academy stories', async ({ page }) => {
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Rebels Implementation', 'Rebels Academy']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const cards = page.getByRole('tabpanel').getByTestId('story-list-card');
    await expect(cards).toHaveCount(9);
    expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-story')))).toEqual(
      implementationIds,
    );
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(titles.prorail ?? '');
    await expect(cards.first().getByText('Transportation', { exact: true })).toBeVisible();
    await expect(cards.first().getByRole('link', { name: 'Read More about ProRail' })).toHaveAttribute(
      'href',
      '/success-stories/prorail',
    );

    await page.getByRole('tab', { name: 'Rebels Academy' }).click();
    await expect(page.getByRole('tab', { name: 'Rebels Academy' })).toHaveAttribute('aria-selected', 'true');
    const academy = page.getByRole('tabpanel').getByTestId('story-list-card');
    await expect(academy).toHaveCount(2);
    expect(await academy.evaluateAll((all) => all.map((card) => card.getAttribute('data-story')))).toEqual(academyIds);
    await expect(academy.getByText('Event Technology', { exact: true })).toBeVisible();
    await expect(academy.getByText('Legal Services', { exact: true })).toBeVisible();
  });

  test('switches lists by keyboard', async ({ page }) => {
    await reactReady(page);
    await page.getByRole('tab', { name: 'Rebels Implementation' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Rebels Academy' })).toBeFocused();
    await expect(page.getByRole('tabpanel').getByTestId('story-list-card')).toHaveCount(2);
    await page.keyboard.press('Home');
    await expect(page.getByRole('tabpanel').getByTestId('story-list-card')).toHaveCount(9);
  });

  test('cards are 350 px high, on 12 columns on desktop and stacked on phones', bothViewports, async ({ page }) => {
    const cards = page.getByRole('tabpanel').getByTestId('story-list-card');
    const boxes = await cards.evaluateAll((all) =>
      all.map((card) => {
        const box = card.getBoundingClientRect();
        return { x: Math.round(box.x), width: Math.round(box.width), height: Math.round(box.height) };
      }),
    );
    for (const box of boxes) expect(box.height).toBe(350);
    const [prorail, ayvens, aveco] = boxes;
    if (!prorail || !ayvens || !aveco) throw new Error('missing cards');
    if (isPhone(page)) {
      expect(new Set(boxes.map((box) => box.x)).size).toBe(1);
      expect(new Set(boxes.map((box) => box.width)).size).toBe(1);
    } else {
      // prorail spans 8 columns and ayvens 4 in the first row; aveco starts the next row.
      expect(prorail.width).toBeGreaterThan(ayvens.width * 2);
      expect(ayvens.x).toBeGreaterThan(prorail.x);
      expect(aveco.x).toBe(prorail.x);
    }
  });

  test('fades the new list in, unless motion is reduced', async ({ page }) => {
    await page.getByRole('tab', { name: 'Rebels Academy' }).click();
    const animation = () => page.getByRole('tabpanel').evaluate((panel) => getComputedStyle(panel).animationName);
    expect(await animation()).toBe('fade-in');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('tab', { name: 'Rebels Implementation' }).click();
    expect(await animation()).toBe('none');
  });

  // axe judges the page as laid out: both viewports.
  test('ends with the Contact Us banner and has no axe violations', bothViewports, async ({ page }) => {
    test.setTimeout(90_000);
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expectAxeClean(page);
  });
});

test.describe('/success-stories/{id}', () => {
  for (const id of allIds) {
    test(`${id}: title, body, tabs and metrics as specified`, async ({ page }) => {
      await pauseClock(page);
      await openStory(page, id);
      // The frozen clock (for the counters below) also freezes the page's timers while it
      // hydrates, which no visitor meets; taps before and during hydration, on a real clock, are
      // early-input.spec.ts's. So this reads the story once React runs.
      await reactReady(page);
      const academy = academyIds.includes(id);
      const twoColumns = implementationIds.includes(id) || academy;
      if (titles[id]) await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[id]);
      else await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('link', { name: 'All Success Stories' })).toHaveAttribute('href', '/success-stories');
      await expect(page.getByRole('main').getByText(/^Use Case: ./)).toBeVisible();

      const body = page.getByTestId('story-body');
      await expect(body).toHaveAttribute('data-variant', twoColumns ? 'two-column' : 'three-column');
      await expect(body.getByRole('heading', { level: 2 })).toHaveText(
        twoColumns ? ['About', 'The Challenge'] : ['About', 'Technologies Used', 'The Challenge', 'The Solution'],
      );

      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText(academy ? ['Solution', 'Impact'] : ['Solution', 'Tech', 'Impact']);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

      await page.getByRole('tab', { name: 'Impact' }).click();
      await expect(page.getByRole('heading', { name: 'Impact Overview' })).toBeVisible();
      await expect(page.getByTestId('impact-card')).toHaveCount(4);
      if (specStoriesWithoutKeyMetrics.includes(id)) {
        await expect(page.getByRole('heading', { name: 'Key Metrics' })).toHaveCount(0);
      } else {
        await expect(page.getByRole('heading', { name: 'Key Metrics' })).toBeVisible();
        await page.getByTestId('key-metrics').scrollIntoViewIfNeeded();
        await expectCountersToEndOn(page, fixedMetrics[id] ?? defaultMetrics);
      }

      await expect(page.getByRole('heading', { name: 'Explore More Success Stories' })).toBeVisible();
      const more = page.getByTestId('explore-more').getByRole('link', { name: /^Read Case Study/ });
      await expect(more).toHaveCount(3);
      expect(await more.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).not.toContain(
        `/success-stories/${id}`,
      );
      await expect(page.getByRole('heading', { name: 'Ready to Write Your Success Story?' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contact',
      );
    });
  }

  test('the tab headline is fixed per story, else the generic one', async ({ page }) => {
    await openStory(page, 'windt-le-grand-leeuwenburgh');
    await expect(page.getByRole('heading', { level: 2, name: 'AI Academy Training Program' })).toBeVisible();
    await openStory(page, 'asml');
    await expect(page.getByRole('heading', { level: 2, name: 'AI Implementation Journey' })).toBeVisible();
    await openStory(page, 'prorail');
    await expect(
      page.getByRole('heading', { level: 2, name: 'From Contract Archive to Contract Assistant' }),
    ).toBeVisible();
  });

  test('ProRail: fixed use case, knowledge base and assistants, testimonial', async ({ page }) => {
    await openStory(page, 'prorail');
    await expect(page.getByText('Use Case: AI-Powered Contract Assistants for ProRail')).toBeVisible();
    const solution = page.getByRole('tabpanel');
    await expect(solution.getByRole('heading', { level: 3 })).toHaveText([
      'A contract knowledge base',
      'Three contract assistants',
    ]);
    await expect(solution.getByRole('heading', { level: 4 })).toHaveText([
      'One source',
      'Clause structure kept',
      'Clause finder',
      'Obligation tracker',
      'Comparison assistant',
    ]);
    await expect(solution.locator('strong', { hasText: 'People stay in charge.' })).toBeVisible();
    const testimonial = page.getByTestId('testimonial');
    await expect(testimonial.getByText('Transportation Innovation Group')).toBeVisible();
    await expect(testimonial.getByText('Marieke van den Berg')).toBeVisible();
    await expect(testimonial.getByText('Senior Contract Manager')).toBeVisible();
  });

  test('the story-specific solutions: capabilities, pillars, priorities, pipeline', async ({ page }) => {
    const expected: Record<string, [string, number]> = {
      aveco: ['Four AI capabilities', 4],
      volkerwessels: ['The four pillars of the Center of AI Excellence', 4],
      'den-haag': ['Housing platform priorities', 4],
      buko: ['The image pipeline', 5],
    };
    for (const [id, [heading, count]] of Object.entries(expected)) {
      await openStory(page, id);
      const section = page.getByRole('tabpanel').getByTestId('solution-section');
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(heading);
      await expect(section.getByRole('listitem')).toHaveCount(count);
    }
    await expect(page.getByTestId('solution-section')).toHaveAttribute('data-layout', 'steps');
  });

  test('other stories show their solution text with bold parts as emphasis and bullets as a list', async ({ page }) => {
    await openStory(page, 'asml');
    const solution = page.getByRole('tabpanel');
    await expect(solution.locator('strong', { hasText: 'retrieval assistant' })).toBeVisible();
    await expect(solution.getByRole('listitem')).toHaveCount(3);
    await expect(solution).not.toContainText('**');
  });

  test('Ayvens: Coming Soon for Solution and Tech, and its logo instead of a quote', async ({ page }) => {
    await openStory(page, 'ayvens');
    await expect(page.getByRole('tabpanel').getByText('Coming Soon', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Tech' }).click();
    await expect(page.getByRole('tabpanel').getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(page.getByTestId('testimonial-logo')).toHaveText('Ayvens');
    await expect(page.getByText('Transportation Innovation Group')).toHaveCount(0);
  });

  test('Tech: technologies with the client and provider logos, or the Company Logo placeholder', async ({ page }) => {
    await openStory(page, 'prorail');
    await page.getByRole('tab', { name: 'Tech' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem').filter({ hasText: 'Azure AI Search' })).toBeVisible();
    const partners = panel.getByRole('complementary', { name: 'Partners' });
    await expect(partners.getByText('ProRail', { exact: true })).toBeVisible();
    await expect(partners.getByText('Microsoft Azure', { exact: true })).toBeVisible();
    await openStory(page, 'shell');
    await page.getByRole('tab', { name: 'Tech' }).click();
    await expect(page.getByRole('tabpanel').getByTestId('logo-placeholder')).toHaveText('Company Logo');
  });

  test('tabs work by keyboard', async ({ page }) => {
    await openStory(page, 'prorail');
    await reactReady(page);
    await page.getByRole('tab', { name: 'Solution' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Tech' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Tech' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Technologies');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Impact' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Impact Overview' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Solution' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  });

  test('after an arrow key the roving tabindex is already right, for a Tab that comes at once', async ({ page }) => {
    await openStory(page, 'prorail');
    await reactReady(page);
    await page.getByRole('tab', { name: 'Solution' }).focus();
    expect(await keyOnTabInOneTask(page, 'ArrowRight')).toEqual({
      focused: 'Tech',
      tabIndexes: [-1, 0, -1],
      selected: ['false', 'true', 'false'],
    });
  });

  test('counters count up from 0 once in view, staggered, and end exactly on target', async ({ page }) => {
    await pauseClock(page);
    await openStory(page, 'volkerwessels');
    // The prerendered figures are final; counting from 0 is React's, once hydrated.
    await reactReady(page);
    await page.getByRole('tab', { name: 'Impact' }).click();
    const values = page.getByTestId('metric-value');
    await page.clock.runFor(50);
    await expect(values).toHaveText(['0', '0', '0', '0']);
    await page.getByTestId('key-metrics').scrollIntoViewIfNeeded();
    // Step until the first counter moves (0.2 s after it came into view).
    await expect
      .poll(async () => {
        await page.clock.runFor(25);
        return Number(await values.first().textContent());
      }, POLL)
      .toBeGreaterThan(0);
    // The second card starts 0.1 s (4 steps of 25 ms) after the first.
    expect(Number(await values.nth(1).textContent())).toBe(0);
    await page.clock.runFor(750);
    const midway = (await values.allTextContents()).map(Number);
    expect(midway[0]).toBeGreaterThan(5);
    expect(midway[0]).toBeLessThan(20);
    expect(midway[1]).toBeGreaterThan(0);
    await page.clock.runFor(1200);
    await expect(values).toHaveText(['20', '100', '92', '3']);
  });

  test('counters show their final values at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await openStory(page, 'prorail');
    await reactReady(page);
    await page.getByRole('tab', { name: 'Impact' }).click();
    await page.getByTestId('key-metrics').scrollIntoViewIfNeeded();
    await expect(metricValues(page)).toHaveText(['100%', '85%', '100%', '2+ FTE']);
  });

  test('the prerendered HTML carries the final metric values and every tab panel', async ({ request }) => {
    const html = await (await request.get('/success-stories/nieuwestroom')).text();
    const values = [...html.matchAll(/data-testid="metric-value">(\d+)</g)].map((match) => match[1]);
    expect(values).toEqual(['100', '50', '2', '3']);
    expect(html).toContain('Impact Overview');
    expect(html).toContain('Key Metrics');
  });

  test('a client-side navigation to an unknown id shows Success Story Not Found', async ({ page }) => {
    await page.goto('/success-stories');
    await reactReady(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/success-stories/no-such-company';
      link.textContent = 'unknown story';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'unknown story' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success Story Not Found');
    await expect(page.getByText("The success story you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Success Stories' })).toHaveAttribute(
      'href',
      '/success-stories',
    );
  });

  for (const id of ['prorail', 'asml', 'ticketswap']) {
    test(`${id}: no axe violations, with the Impact tab and its metrics open too`, bothViewports, async ({ page }) => {
      test.setTimeout(90_000);
      await openStory(page, id);
      await expectAxeClean(page);
      // The click scrolls the tab into view and the header turns solid, in one frame: no wait for it.
      await page.getByRole('tab', { name: 'Impact' }).click();
      await expectAxeClean(page);
    });
  }
});
