import type { Locator, Page } from '@playwright/test';
import { expect, isPhone, test, reactReady } from './fixtures.ts';
import { bothViewports } from './viewports.ts';

// Expected texts are the spec's (§2 /jobs, §3 job position, §9), written out.

const titles = ['Machine Learning Engineer', 'Head of Implementation', 'Implementation Lead', 'Gen-AI Consultant'];

// Written out rather than computed, so a change in the URL shape or its encoding fails here. Spec §2's
// URL, and the fragment that opens the job form's tab before the page has hydrated.
const applyHrefs = [
  '/contact?tab=job&position=Machine%20Learning%20Engineer#contact-job',
  '/contact?tab=job&position=Head%20of%20Implementation#contact-job',
  '/contact?tab=job&position=Implementation%20Lead#contact-job',
  '/contact?tab=job&position=Gen-AI%20Consultant#contact-job',
];

const headings = [
  'What you will do',
  'What you bring',
  'The kind of Rebel we are looking for',
  'What we offer',
] as const;

/** Distance of an element's top edge from the top of the viewport, in px. */
const topOf = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The block under one of the panel's headings (its section, or the sidebar column). */
const blockOf = (panel: Locator, heading: string) =>
  panel.getByRole('heading', { name: heading, exact: true }).locator('xpath=..');

/**
 * The position shown, and (`aria`, React's part: it marks the selected tab once hydrated) the tabs'
 * state. The panel follows a tap at once, before hydration too (CSS :target, decision 0033).
 */
async function expectPositionShown(page: Page, index: number, { aria = true } = {}) {
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  for (let i = 0; aria && i < 4; i++) {
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', String(i === index));
  }
  // Every panel is in the page, but only the selected one is shown (and in the accessibility tree).
  await expect(page.locator('[role="tabpanel"]')).toHaveCount(4);
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(titles[index]!);
  // A description under the title.
  await expect(panel.locator('p').first()).toHaveText(/\w.{80,}/);
  return panel;
}

test.describe('/jobs', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/jobs');
  });

  test('the hero has the heading, and the first of four position tabs is selected', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Rebels');
    await expect(page.getByRole('tablist', { name: 'Open positions' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(titles);
    await expectPositionShown(page, 0);
  });

  // Both: the panel follows a tap through :target, and where it lands depends on the layout.
  test('clicking a tab shows that position and hides the others', bothViewports, async ({ page }) => {
    // From the first moment, on a page that may not have hydrated yet: the panel follows each tap.
    for (const index of [3, 1, 2, 0]) {
      await page.getByRole('tab', { name: titles[index] }).click();
      await expectPositionShown(page, index, { aria: false });
    }
  });

  test('clicking a tab once React runs also marks it selected for assistive technology', async ({ page }) => {
    // aria-selected is React's (the prerendered HTML marks the default); this is about that state.
    await reactReady(page);
    for (const index of [3, 1, 2, 0]) {
      await page.getByRole('tab', { name: titles[index] }).click();
      await expectPositionShown(page, index);
    }
  });

  test('arrow keys, Home and End move between the tabs', async ({ page }) => {
    await reactReady(page);
    await page.getByRole('tab', { name: titles[0] }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: titles[1] })).toBeFocused();
    await expectPositionShown(page, 1);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: titles[2] })).toBeFocused();
    await expectPositionShown(page, 2);
    await page.keyboard.press('ArrowLeft');
    await expectPositionShown(page, 1);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: titles[3] })).toBeFocused();
    await expectPositionShown(page, 3);
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: titles[0] })).toBeFocused();
    await expectPositionShown(page, 0);
    // Tab leaves the tab list for the selected panel instead of visiting every tab.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  });

  test('each panel shows its description, the four headings, its lists and the §9 constants', async ({ page }) => {
    const intros: boolean[] = [];
    for (const [index, title] of titles.entries()) {
      await page.getByRole('tab', { name: title }).click();
      const panel = await expectPositionShown(page, index);
      await expect(panel.getByRole('heading', { level: 4 })).toHaveText([...headings]);

      // 'What you will do': the bullet lines are list items, the rest paragraphs; no marker is left.
      const todo = blockOf(panel, 'What you will do');
      expect(await todo.getByRole('listitem').count()).toBeGreaterThan(2);
      await expect(todo.locator('p').first()).toBeVisible();
      await expect(panel).not.toContainText('•');
      await expect(panel).not.toContainText('**');
      for (const item of await todo.getByRole('listitem').allInnerTexts()) expect(item).not.toMatch(/^[-*•]/);

      expect(await blockOf(panel, 'What you bring').getByRole('listitem').count()).toBeGreaterThan(2);
      const kind = blockOf(panel, 'The kind of Rebel we are looking for');
      expect(await kind.getByRole('listitem').count()).toBeGreaterThan(1);
      // The intro is optional: a paragraph, or none.
      const intro = await kind.locator('p').count();
      expect(intro).toBeLessThanOrEqual(1);
      intros.push(intro === 1);
      expect(await blockOf(panel, 'What we offer').getByRole('listitem').count()).toBeGreaterThan(2);

      // Spec §9: hybrid with a home base in Rotterdam, 4 or 5 days a week, Dutch and English.
      await expect(panel).toContainText(/hybrid/i);
      await expect(panel).toContainText('Rotterdam');
      await expect(panel).toContainText('4 or 5 days a week');
      await expect(panel).toContainText('Dutch and English');
      if (title === 'Implementation Lead') await expect(panel).toContainText('0-5 years');

      // The sidebar image is generated art: decorative, same host, its size reserved.
      await panel.locator('[data-status]').scrollIntoViewIfNeeded();
      const image = panel.locator('img');
      await expect(image).toHaveCount(1);
      await expect(image).toHaveAttribute('src', /^\/art\/[a-z]+-violet\.svg$/);
      await expect(image).toHaveAttribute('alt', '');
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '675');
      await expect(panel.locator('[data-status]')).toHaveAttribute('data-status', 'loaded');
    }
    // Both branches of the optional intro ran: the Gen-AI Consultant has none.
    expect(intros).toEqual([true, true, true, false]);
  });

  test('Apply Now links each position to the job form with its title encoded', async ({ page }) => {
    for (const [index, title] of titles.entries()) {
      await page.getByRole('tab', { name: title }).click();
      const apply = page.getByRole('tabpanel').getByRole('link', { name: 'Apply Now' });
      await expect(apply).toHaveCount(1);
      await expect(apply).toBeVisible();
      await expect(apply).toHaveText('Apply Now as ' + title);
      await expect(apply).toHaveAttribute('href', applyHrefs[index]!);
    }
    await page.getByRole('tabpanel').getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(applyHrefs[3]!);
  });

  test('the header links back to the site and, on wide screens, to the job form', bothViewports, async ({ page }) => {
    const header = page.getByRole('navigation', { name: 'Careers' });
    await expect(header.getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', '/');
    const apply = header.getByRole('link', { name: 'Apply', exact: true, includeHidden: true });
    await expect(apply).toHaveAttribute('href', '/contact?tab=job#contact-job');
    if (isPhone(page)) await expect(apply).toBeHidden();
    else await expect(apply).toBeVisible();
  });

  test(
    'Day in a Life of a Rebel shows the Video Coming Soon placeholder, made on the page',
    bothViewports,
    async ({ page }) => {
      const section = page.getByRole('region', { name: 'Day in a Life of a Rebel' });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Day in a Life of a Rebel');
      await expect(section.locator('p').first()).toBeVisible();
      const placeholder = section.getByTestId('video-placeholder');
      await expect(placeholder).toBeVisible();
      await expect(placeholder.getByText('Video Coming Soon', { exact: true })).toBeVisible();
      // A designed block, not an embed: no player, frame or picture from anywhere.
      await expect(page.locator('video, iframe, object, embed')).toHaveCount(0);
      await expect(placeholder.locator('img')).toHaveCount(0);
      const box = (await placeholder.boundingBox())!;
      expect(box.width).toBeGreaterThan(isPhone(page) ? 300 : 500);
      expect(box.height).toBeGreaterThan(250);
    },
  );

  test(
    'See Open Positions scrolls to the tabs, and the closing band offers an open application',
    bothViewports,
    async ({ page }) => {
      // Scrolling is the link's own; focus on the heading is what hydration adds, and is checked here.
      await reactReady(page);
      expect(await topOf(page, 'positions')).toBeGreaterThan(300);
      await page.getByRole('link', { name: 'See Open Positions' }).click();
      await expect.poll(() => topOf(page, 'positions')).toBeLessThanOrEqual(100);
      await expect(page.locator('#positions h2')).toBeFocused();
      await expect(page.getByRole('link', { name: 'Send an Open Application' })).toHaveAttribute(
        'href',
        '/contact?tab=job&position=Other#contact-job',
      );
    },
  );

  test('a reload scrolls the page back to the top', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await page.reload();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a visitor who scrolls before React starts is not sent back to the top when it does', async ({ page }) => {
    // A slow connection: the page's JavaScript arrives only after the visitor has scrolled down.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Rebels');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    // The question is what hydration does to the visitor's place: it must leave it alone. The site
    // scrolls smoothly, so a scroll it started would still be under way: read where the page settles.
    await reactReady(page);
    const settled = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = Number.NaN;
          const check = () => {
            if (window.scrollY === last) resolve(Math.round(last));
            else {
              last = window.scrollY;
              requestAnimationFrame(() => requestAnimationFrame(check));
            }
          };
          check();
        }),
    );
    expect(settled).toBeGreaterThan(1000);
  });

  test('a #fragment in the URL is respected on load', bothViewports, async ({ page }) => {
    await page.goto('/jobs#day-in-a-life');
    await expect.poll(() => topOf(page, 'day-in-a-life')).toBeLessThanOrEqual(100);
    expect(await scrollY(page)).toBeGreaterThan(300);
  });
});

test('arriving from another page scrolled down, /jobs starts at the top', async ({ page }) => {
  await page.goto('/about');
  const link = page.getByRole('link', { name: 'View Open Positions' });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  await link.click();
  await expect(page).toHaveURL('/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Rebels');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('/nl/jobs: the Dutch page applies through the Dutch job form with the title encoded', async ({ page }) => {
  await page.goto('/nl/jobs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Werken bij Rebels');
  await expect(page.getByRole('tab')).toHaveText(titles);
  await page.getByRole('tab', { name: 'Gen-AI Consultant' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Gen-AI Consultant');
  await expect(panel).toContainText('4 of 5 dagen per week');
  const apply = panel.getByRole('link', { name: /^Solliciteer nu/ });
  await expect(apply).toHaveAttribute('href', '/nl/contact?tab=job&position=Gen-AI%20Consultant#contact-job');
  await apply.click();
  await expect(page).toHaveURL('/nl/contact?tab=job&position=Gen-AI%20Consultant#contact-job');
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(page.getByRole('tabpanel').getByRole('combobox').first()).toHaveValue('Gen-AI Consultant');
});
