import type { Page } from '@playwright/test';
import { expect, scrollWindowTo, queuedTasksRun, test, reactReady } from './fixtures.ts';
import { bothViewports } from './viewports.ts';

const storyPage = '/success-stories/kpn';

test('loads only near the viewport, with a spinner first and its size reserved', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/art/')) requested.push(request.url());
  });
  // A viewport so short that the illustration starts well below the fold.
  await page.setViewportSize({ width: 390, height: 300 });
  await page.goto(storyPage);
  const image = page.locator('[data-status]').first();
  await expect(image).toHaveAttribute('data-status', 'waiting');
  const box = await image.boundingBox();
  expect(box!.height).toBeCloseTo((box!.width * 675) / 1200, 0);
  expect(requested).toHaveLength(0);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('data-status', 'loaded');
  expect(requested).toHaveLength(1);
  const after = await image.boundingBox();
  expect(after!.height).toBeCloseTo(box!.height, 0);
});

test("shows 'Failed to load image' when the image cannot load", async ({ page }) => {
  await page.route('**/art/**', (route) => route.abort());
  await page.goto(storyPage);
  const image = page.locator('[data-status]').first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('data-status', 'failed');
  await expect(image.getByText('Failed to load image')).toBeVisible();
});

test('starts loading within 50 px of the viewport, not before', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto(storyPage);
  // The 50 px margin is an observer's, which starts with hydration: the test measures that margin.
  await reactReady(page);
  const image = page.locator('[data-status]').first();
  const top = await image.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
  await scrollWindowTo(page, top - 400 - 80);
  // An observer of our own, made after the scroll, reports in a rendering step that has
  // already measured the image's observer at this position; React then commits what it asked.
  const nearby = await image.evaluate(
    (node) =>
      new Promise<boolean>((resolve) => {
        const probe = new IntersectionObserver(
          ([entry]) => {
            probe.disconnect();
            resolve(Boolean(entry?.isIntersecting));
          },
          { rootMargin: '50px' },
        );
        probe.observe(node);
      }),
  );
  expect(nearby, 'the image is 80 px below the viewport, outside the 50 px margin').toBe(false);
  await queuedTasksRun(page);
  await expect(image).toHaveAttribute('data-status', 'waiting');
  await scrollWindowTo(page, top - 400 - 30);
  await expect(image).not.toHaveAttribute('data-status', 'waiting');
});

/**
 * The spinners' style updates Chromium makes on the main thread while `run` goes on, per spinner
 * (its DOM node id), read from a trace: a composited animation is still brought up to date, with
 * a layer of its own to place, in every frame the page draws.
 */
async function spinnerUpdatesDuring(page: Page, run: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  type TraceEvent = { name: string; args?: { data?: { reason?: string; nodeId?: number; nodeName?: string } } };
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline.invalidationTracking'] },
    transferMode: 'ReportEvents',
  });
  await run();
  await cdp.send('Tracing.end');
  await complete;
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '.animate-spin' });
  const spinners = await Promise.all(
    nodeIds.map(async (nodeId) => (await cdp.send('DOM.describeNode', { nodeId })).node.backendNodeId),
  );
  await cdp.detach();
  return spinners.map(
    (id) =>
      events.filter(
        (event) =>
          event.name === 'StyleRecalcInvalidationTracking' &&
          event.args?.data?.reason === 'Animation' &&
          event.args.data.nodeId === id,
      ).length,
  );
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

// Both: what lies far below the fold, and what Chromium renders around the viewport, depend on it.
test(
  'a spinner far below the fold costs no work per frame; it turns once it can be seen',
  bothViewports,
  async ({ page }) => {
    // Two traces of six scrolls and frames each: 20 s on a busy CI machine, and once more than 30.
    test.slow();
    // Images that never arrive: every spinner of the page stays.
    await page.route('**/art/**', () => {});
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const spinners = page.locator('.animate-spin');
    await expect(spinners.first()).toBeAttached();
    const tops = await spinners.evaluateAll((nodes) =>
      nodes.map((node) => node.getBoundingClientRect().top + window.scrollY),
    );
    const height = page.viewportSize()!.height;
    // The visitor scrolls within the first 200 px; Chromium renders what lies within half a screen
    // of the viewport, so a spinner below 200 px + 1.5 screens is out of sight, with a margin.
    const far = tops.map((top) => top > 200 + 1.6 * height);
    expect(far.filter(Boolean).length, 'spinners far below the first screen').toBeGreaterThan(0);
    const updates = await spinnerUpdatesDuring(page, async () => {
      for (const y of [40, 120, 200, 120, 40, 0]) {
        await scrollWindowTo(page, y);
        await nextFrames(page);
      }
    });
    // At most the one update that sets it aside; turning, each was brought up to date 25–31 times here.
    for (const [index, count] of updates.entries()) {
      if (far[index])
        expect(count, `updates of spinner ${index}, ${Math.round(tops[index]!)} px down`).toBeLessThanOrEqual(1);
    }
    // Seen, it spins: the same trace counts its frames.
    const last = tops.length - 1;
    await spinners.nth(last).scrollIntoViewIfNeeded();
    await expect(spinners.nth(last)).toBeVisible();
    const seen = await spinnerUpdatesDuring(page, async () => {
      for (const dy of [30, -30, 30, -30, 30, -30]) {
        await scrollWindowTo(page, (await page.evaluate(() => window.scrollY)) + dy);
        await nextFrames(page);
      }
    });
    expect(seen[last]).toBeGreaterThan(3);
  },
);
