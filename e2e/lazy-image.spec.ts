import { expect, scrollWindowTo, queuedTasksRun, test, reactReady } from './fixtures.ts';

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
