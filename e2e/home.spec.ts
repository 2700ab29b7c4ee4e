import type { Page } from '@playwright/test';
import { contrastFailures, expect, holdAnimations, isPhone, test } from './fixtures.ts';
import { bothViewports, phoneOnly } from './viewports.ts';

const counters = (page: Page) => page.getByTestId('counters');

test(
  'the hero has the headline, the tagline, both service buttons and the photo tiles on wide screens',
  bothViewports,
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let AI Transform So People Thrive.');
    await expect(
      page.getByText('The product helps organizations create impact faster using Generative AI.'),
    ).toBeVisible();
    const hero = page.locator('section').first();
    await expect(hero.getByRole('link', { name: 'Rebels Academy' })).toHaveAttribute('href', '/services/academy');
    await expect(hero.getByRole('link', { name: 'Rebels Implementation' })).toHaveAttribute(
      'href',
      '/services/implementation',
    );
    const tiles = hero.locator('img');
    await expect(tiles).toHaveCount(3);
    if (isPhone(page)) await expect(tiles.first()).toBeHidden();
    else for (const tile of await tiles.all()) await expect(tile).toBeVisible();
  },
);

test('the services section has its anchor, title and two cards of three Name: explanation bullets', async ({
  page,
}) => {
  await page.goto('/#services');
  const services = page.locator('#services');
  await expect(services.getByRole('heading', { level: 2 })).toHaveText('AI Solutions That Transform');
  await expect(services).toContainText(
    'At the product, we help organizations embed AI with impact through practical learning and powerful implementation.',
  );
  const cards = services.getByRole('article');
  await expect(cards).toHaveCount(2);
  const bulletNames = [
    ['AI Literacy Courses', 'AI Workshops', 'AI Training Programs'],
    ['AI Scans', 'Custom AI Solutions', 'Center of AI Excellence'],
  ];
  for (const [index, names] of bulletNames.entries()) {
    const items = cards.nth(index).getByRole('listitem');
    await expect(items).toHaveCount(3);
    for (const [i, name] of names.entries()) await expect(items.nth(i)).toHaveText(new RegExp(`^${name}: \\S`));
  }
  await expect(cards.nth(0).getByRole('link', { name: /Start Your Journey/ })).toHaveAttribute(
    'href',
    '/services/academy',
  );
  await expect(cards.nth(1).getByRole('link', { name: /Start Your Journey/ })).toHaveAttribute(
    'href',
    '/services/implementation',
  );
});

// Both: a touch screen has no hover.
test(
  'the client strip shows 16 organisations twice, fades in after mount and pauses on hover and focus',
  bothViewports,
  async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: /Client logos/ });
    await expect(region).toHaveAttribute('data-mounted', 'true');
    await expect.poll(() => stripVeil(page)).toBe(0);
    const items = page.getByTestId('client-track').getByRole('listitem', { includeHidden: true });
    await expect(items).toHaveCount(32);
    const names = await items.allTextContents();
    expect(new Set(names).size).toBe(16);
    expect(names.slice(0, 16)).toEqual(names.slice(16));
    const track = page.getByTestId('client-track');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    // Touch screens have no hover (Tailwind's hover: needs a pointer that hovers).
    if (!isPhone(page)) {
      await region.hover();
      await expect(track).toHaveCSS('animation-play-state', 'paused');
      await page.mouse.move(0, 0);
      await expect(track).toHaveCSS('animation-play-state', 'running');
    }
    await region.focus();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  },
);

/** How much of the client strip its veil still hides: 1 all of it, 0 none. */
const stripVeil = (page: Page) =>
  page.getByRole('region', { name: /Client logos/ }).evaluate((region) => {
    const veil = getComputedStyle(region, '::after');
    return veil.content === 'none' || veil.visibility === 'hidden' ? 0 : Number(veil.opacity);
  });

test("half-way through the strip's fade a contrast checker reads the wordmarks' real colours", async ({ page }) => {
  // Every animation held at its start, so the fade is caught mid-way on any machine.
  await holdAnimations(page);
  await page.goto('/');
  const region = page.getByRole('region', { name: /Client logos/ });
  await expect(region).toHaveAttribute('data-mounted', 'true');
  const fade = await region.evaluate((element) => {
    const veil = element
      .getAnimations({ subtree: true })
      .find((each) => each instanceof CSSAnimation && (each.effect as KeyframeEffect).pseudoElement === '::after');
    if (!(veil instanceof CSSAnimation)) return 'no fade';
    veil.currentTime = 250;
    return veil.animationName;
  });
  expect(fade).toBe('strip-veil');
  const halfWay = await stripVeil(page);
  expect(halfWay).toBeGreaterThan(0);
  expect(halfWay).toBeLessThan(1);
  // The veil is above the wordmarks, not in them: mid-fade their colours and opacity are the final ones.
  const wordmarks = () =>
    region.evaluate((element) =>
      [element, ...element.querySelectorAll('ul, li')].map((node) => {
        const style = getComputedStyle(node);
        return { opacity: style.opacity, color: style.color };
      }),
    );
  const midFade = await wordmarks();
  expect(midFade.every((each) => each.opacity === '1')).toBe(true);
  // Only the strip: every other animation is held too.
  expect(await contrastFailures(page, '[data-testid="client-track"]')).toEqual([]);
  await region.evaluate((element) => {
    for (const animation of element.getAnimations({ subtree: true })) {
      if (animation instanceof CSSAnimation && animation.animationName === 'strip-veil') animation.finish();
    }
  });
  expect(await stripVeil(page)).toBe(0);
  expect(await wordmarks()).toEqual(midFade);
});

test('without JavaScript the strip shows from the start', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('region', { name: /Client logos/ })).toHaveAttribute('data-mounted', 'false');
  expect(await stripVeil(page)).toBe(0);
  await context.close();
});

test('the prerendered counters already show their final values', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const text of ['>50+<', '>5k+<', '>200+<', 'AI SOLUTIONS', 'USERS', 'AI REBELS']) expect(html).toContain(text);
});

test('the counters count up once from 0 when scrolled into view, in 16 ms steps over 2000 ms', async ({ page }) => {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(60_000); // far enough ahead that a slow machine has not passed it yet
  await page.goto('/');
  const values = counters(page).locator('span[aria-hidden]');
  await page.clock.runFor(50);
  await expect(values).toHaveText(['0+', '0+', '0+']);
  await counters(page).scrollIntoViewIfNeeded();
  // The observer reports asynchronously; step the fake clock until counting has begun.
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return (await values.allTextContents()).join(' ');
    })
    .not.toBe('0+ 0+ 0+');
  expect(await values.allTextContents()).not.toEqual(['50+', '5k+', '200+']);
  await page.clock.runFor(2000);
  await expect(values).toHaveText(['50+', '5k+', '200+']);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.clock.runFor(100);
  await counters(page).scrollIntoViewIfNeeded();
  await page.clock.runFor(100);
  await expect(values).toHaveText(['50+', '5k+', '200+']);
  await expect(page.getByRole('link', { name: 'Start Your Journey', exact: true })).toHaveAttribute('href', '/contact');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('counters show final values, the strip stands still and no particles are drawn', async ({ page }) => {
    await page.goto('/');
    await expect(counters(page).locator('span[aria-hidden]')).toHaveText(['50+', '5k+', '200+']);
    await expect(page.getByTestId('client-track')).toHaveCSS('animation-name', 'none');
    await expect(page.locator('canvas')).toHaveCount(0);
  });
});

// The phone project emulates a touch screen; the desktop one draws particles (below).
test('touch screens get no particle animation', phoneOnly, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('canvas')).toHaveCount(0);
});

test('the particle backgrounds render after mount and pause off screen', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('<canvas');
  await page.goto('/');
  const hero = page.locator('canvas[data-variant="connections"]');
  await expect(hero).toHaveAttribute('data-running', 'true');
  await expect.poll(async () => Number(await hero.getAttribute('data-frames'))).toBeGreaterThan(3);
  await expect(page.locator('canvas[data-variant="nodes"]')).toHaveAttribute('data-running', 'false');
  await expect(page.locator('canvas[data-variant="grid"]')).toHaveAttribute('data-running', 'false');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(hero).toHaveAttribute('data-running', 'false');
  const frames = Number(await hero.getAttribute('data-frames'));
  // Ten animation frames later: a loop still running would have drawn in each of them.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let count = 0;
        const tick = () => (++count >= 10 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
  expect(Number(await hero.getAttribute('data-frames'))).toBe(frames);
});

test('three success-story teasers and three blog teasers link to their pages', async ({ page }) => {
  await page.goto('/');
  const stories = page.getByRole('region', { name: 'Client Success Stories' });
  const storyLinks = stories.getByRole('link', { name: /^Learn More/ });
  await expect(storyLinks).toHaveCount(3);
  await expect(storyLinks.nth(0)).toHaveAttribute('href', '/success-stories/volkerwessels');
  await expect(storyLinks.nth(1)).toHaveAttribute('href', '/success-stories/prorail');
  await expect(storyLinks.nth(2)).toHaveAttribute('href', '/success-stories/windt-le-grand-leeuwenburgh');
  await expect(stories.getByRole('link', { name: 'View all Success Stories' })).toHaveAttribute(
    'href',
    '/success-stories',
  );
  const blog = page.getByRole('region', { name: 'From the Blog' });
  const posts = blog.getByRole('article');
  await expect(posts).toHaveCount(3);
  for (const post of await posts.all()) {
    await expect(post.getByRole('link')).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
    await expect(post).toContainText(/min read/);
  }
  await blog.getByRole('link', { name: 'View All Blog Posts' }).click();
  await expect(page).toHaveURL('/blog');
});
