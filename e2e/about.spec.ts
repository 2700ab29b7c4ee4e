import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bothViewports, phoneOnly } from './viewports.ts';

// Expected texts are the spec's (§2 /about, §3 team member, §9), written out.
const values = ['Real-World Impact', 'Lightning Fast', 'Team-First Culture'];
const principles = ['Trust each other', 'Grow together', 'Go for gold', 'Learn fast', 'Be a Rebel'];
const roles = [
  'CEO & Co-Founder',
  'COO & Co-Founder',
  'Machine Learning Engineer',
  'Implementation Lead',
  'Rebels Talent Scout',
  'AI Consultant',
  'Process Manager',
];

/** Spec §9: each press of a scroll button moves the strip 320 px. */
const SCROLL_STEP = 320;

const strip = (page: Page) => page.getByRole('region', { name: 'What makes us different' });
const scrollLeft = (region: Locator) => region.evaluate((element) => element.scrollLeft);
const maxScroll = (region: Locator) => region.evaluate((element) => element.scrollWidth - element.clientWidth);
const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

test.describe('the "What makes us different" strip, reduced motion', () => {
  // Instant scrolling, so every press can be measured exactly.
  test.use({ reducedMotion: 'reduce' });

  // At both widths: the strip overflows by more than one step at each.
  test('each button press moves 320 px, and the buttons are disabled at the ends', bothViewports, async ({ page }) => {
    await page.goto('/about');
    const region = strip(page);
    const left = page.getByRole('button', { name: 'Scroll left' });
    const right = page.getByRole('button', { name: 'Scroll right' });
    await expect(region.getByRole('listitem')).toHaveCount(3);
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(values);
    await expect(region.getByRole('heading', { level: 3, name: values[0] })).toBeVisible();

    const max = await maxScroll(region);
    // The strip overflows by more than one step at this width too, so the buttons matter.
    expect(max).toBeGreaterThan(SCROLL_STEP);
    expect(await scrollLeft(region)).toBe(0);
    await expect(left).toBeDisabled();
    await expect(right).toBeEnabled();

    await right.click();
    await expect.poll(() => scrollLeft(region)).toBe(SCROLL_STEP);
    await expect(left).toBeEnabled();

    // Each press lands on the next step, and the buttons then show whether the row can go further: the state a
    // visitor reads before the next press (a scroll event renders it a frame after the scroll).
    let position = SCROLL_STEP;
    let presses = 1;
    while (position < max) {
      await expect(right).toBeEnabled();
      await right.click();
      position = Math.min(position + SCROLL_STEP, max);
      await expect.poll(() => scrollLeft(region)).toBe(position);
      await expect(right).toBeEnabled({ enabled: position < max });
      expect(++presses).toBeLessThan(10);
    }
    expect(await scrollLeft(region)).toBe(max);
    await expect(right).toBeDisabled();
    await expect(left).toBeEnabled();

    while (position > 0) {
      await expect(left).toBeEnabled();
      await left.click();
      position = Math.max(position - SCROLL_STEP, 0);
      await expect.poll(() => scrollLeft(region)).toBe(position);
      await expect(left).toBeEnabled({ enabled: position > 0 });
      expect(--presses).toBeGreaterThanOrEqual(0);
    }
    expect(await scrollLeft(region)).toBe(0);
    await expect(left).toBeDisabled();
    await expect(right).toBeEnabled();
  });

  test('keyboard: Enter on the buttons scrolls, and focus is not lost when a button disables', async ({ page }) => {
    await page.goto('/about');
    const region = strip(page);
    const left = page.getByRole('button', { name: 'Scroll left' });
    const right = page.getByRole('button', { name: 'Scroll right' });
    const max = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    const presses = Math.ceil(max / SCROLL_STEP);
    expect(presses).toBeGreaterThan(1);
    await right.focus();
    // One press at a time: each must land before the next, as a person's would.
    for (let press = 1; press <= presses; press++) {
      await expect(right).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(async () => Math.round(await scrollLeft(region))).toBe(Math.min(press * SCROLL_STEP, max));
    }
    await expect(right).toBeDisabled();
    await expect(left).toBeFocused();
  });

  test('focus moves to the other button even when presses come faster than the page renders', async ({ page }) => {
    await page.goto('/about');
    const right = page.getByRole('button', { name: 'Scroll right' });
    await right.focus();
    // Every press in one task: no render happens between them, so 'Scroll left' is still the
    // disabled button of the first render when the last press reaches the end.
    const focused = await right.evaluate((button: HTMLButtonElement) => {
      for (let press = 0; press < 50 && document.activeElement === button; press++) button.click();
      return document.activeElement?.getAttribute('aria-label');
    });
    expect(focused).toBe('Scroll left');
    await expect(page.getByRole('button', { name: 'Scroll left' })).toBeEnabled();
    await expect(right).toBeDisabled();
  });
});

test('the strip scrolls smoothly to the next 320 px step with motion allowed', bothViewports, async ({ page }) => {
  await page.goto('/about');
  const region = strip(page);
  await page.getByRole('button', { name: 'Scroll right' }).click();
  await expect.poll(() => scrollLeft(region)).toBe(SCROLL_STEP);
  await expect(page.getByRole('button', { name: 'Scroll left' })).toBeEnabled();
});

test('the strip is a focusable region that the arrow keys scroll', async ({ page }) => {
  await page.goto('/about');
  const region = strip(page);
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scrollLeft(region)).toBeGreaterThan(0);
});

test('hero: mission and a quote by the CEO', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Rebels');
  await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
  const quote = page.locator('figure').filter({ has: page.locator('blockquote') });
  await expect(quote).toHaveCount(1);
  await expect(quote.locator('blockquote')).toHaveText(/\w.{40,}/);
  await expect(quote.locator('figcaption')).toContainText('CEO & Co-Founder');
  // The quote is the CEO's: the one team member with that role.
  const name = (await quote.locator('figcaption').innerText())
    .split('\n')
    .find((line) => /^[A-Z][a-z]+ [A-Z]/.test(line));
  expect(name).toBeTruthy();
  const ceoCard = page.locator('#meet-the-team').getByRole('listitem').filter({ hasText: 'CEO & Co-Founder' });
  await expect(ceoCard).toHaveCount(1);
  await expect(ceoCard.getByRole('heading', { level: 3 })).toHaveText(name!);
});

test('five principles and six culture cards', async ({ page }) => {
  await page.goto('/about');
  const principlesSection = section(page, 'Five principles');
  await expect(principlesSection.getByRole('listitem')).toHaveCount(5);
  await expect(principlesSection.getByRole('heading', { level: 3 })).toHaveText(principles);
  await expect(principlesSection.getByRole('heading', { level: 3, name: 'Be a Rebel', exact: true })).toBeVisible();
  const culture = section(page, 'Life at Rebels');
  await expect(culture.getByRole('listitem')).toHaveCount(6);
  await expect(culture.getByRole('heading', { level: 3 })).toHaveCount(6);
});

test('the team: 18 members with portrait, name, role and a LinkedIn Connect link in a new tab', async ({ page }) => {
  await page.goto('/about');
  const members = page.locator('#meet-the-team');
  await expect(members.getByRole('heading', { level: 2 })).toHaveText('Meet the AI Rebels');
  const cards = members.getByRole('listitem');
  await expect(cards).toHaveCount(18);
  await expect(members.getByRole('img', { name: /^Portrait of / })).toHaveCount(18);
  const links = members.getByRole('link', { name: /^Connect with .+ on LinkedIn/ });
  await expect(links).toHaveCount(18);
  // Read every card at once: name, the lines shown, its portrait's name and its link.
  const shown = await cards.evaluateAll((items) =>
    items.map((item) => {
      const link = item.querySelector('a');
      return {
        name: item.querySelector('h3')?.textContent?.trim() ?? '',
        lines: (item as HTMLElement).innerText.split('\n').map((line) => line.trim()),
        portrait: item.querySelector('[role="img"]')?.getAttribute('aria-label'),
        link: {
          text: link?.textContent ?? '',
          href: link?.getAttribute('href'),
          target: link?.getAttribute('target'),
          rel: link?.getAttribute('rel'),
        },
      };
    }),
  );
  expect(shown).toHaveLength(18);
  expect(new Set(shown.map((member) => member.name)).size).toBe(18);
  const seenRoles: string[] = [];
  for (const { name, lines, portrait, link } of shown) {
    expect(portrait).toBe(`Portrait of ${name}`);
    const found = roles.filter((each) => lines.includes(each));
    expect(found, name).toHaveLength(1);
    seenRoles.push(found[0]!);
    expect(link.text).toContain('Connect');
    expect(link.text).toContain(`Connect with ${name} on LinkedIn`);
    expect(link).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(link.href).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/);
  }
  // Spec §3's roles: the two founders, many ML engineers, 4 implementation leads, one of each other.
  const count = (role: string) => seenRoles.filter((each) => each === role).length;
  expect(roles.map(count)).toEqual([1, 1, 9, 4, 1, 1, 1]);
});

// Where an anchor lands depends on the header above it, which differs by viewport.
test('/about#meet-the-team opens at the team', bothViewports, async ({ page }) => {
  await page.goto('/about#meet-the-team');
  await expect(page.getByRole('heading', { level: 2, name: 'Meet the AI Rebels' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('"View Open Positions" leads to /jobs', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 2, name: 'Join the AI Rebels' })).toBeVisible();
  await page.getByRole('link', { name: 'View Open Positions' }).click();
  await expect(page).toHaveURL('/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Rebels');
});

test('/nl/about: the same strip, in Dutch, scrolls 320 px a press, and the join banner leads to /nl/jobs', async ({
  page,
}) => {
  await page.goto('/nl/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Over Rebels');
  const region = page.getByRole('region', { name: 'Wat ons anders maakt' });
  await expect(region.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Naar rechts scrollen' }).click();
  await expect.poll(() => scrollLeft(region)).toBe(SCROLL_STEP);
  await expect(page.locator('#meet-the-team').getByRole('listitem')).toHaveCount(18);
  const join = page.locator('a[href="/nl/jobs"]').filter({ hasNotText: /^Vacatures$/ });
  await expect(join).toHaveCount(1);
  await join.click();
  await expect(page).toHaveURL('/nl/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Werken bij Rebels');
});

test.describe('phone layout', phoneOnly, () => {
  test('no sideways page scroll; the strip scrolls by touch and snaps to the cards', async ({ page }) => {
    await page.goto('/about');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const region = strip(page);
    await expect(region).toHaveCSS('overflow-x', 'auto');
    await expect(region).toHaveCSS('scroll-snap-type', 'x mandatory');
    await expect(region.getByRole('listitem').first()).toHaveCSS('scroll-snap-align', 'start');
    // Cards are exactly one step apart, so swiping and the buttons land on the same cards.
    const starts = await region
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
    expect(starts[1]! - starts[0]!).toBe(SCROLL_STEP);

    await region.scrollIntoViewIfNeeded();
    const box = (await region.boundingBox())!;
    // A real touch drag of 200 px to the left (Chromium's touch input, not a scroll call).
    const session = await page.context().newCDPSession(page);
    const x = Math.round(box.x + box.width * 0.8);
    const y = Math.round(box.y + box.height / 2);
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let moved = 20; moved <= 200; moved += 20) {
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - moved, y }] });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The swipe settles on a card: the second one, or the end if the fling carried on.
    const snapped = [SCROLL_STEP, await maxScroll(region)];
    await expect.poll(async () => snapped.includes(await scrollLeft(region))).toBe(true);
  });
});
