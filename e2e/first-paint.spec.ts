import { contrastFailures, expect, test, reactReady, watchLayoutShifts } from './fixtures.ts';
import { bothViewports } from './viewports.ts';
import { expand, isPrivatePath, routeTemplates } from '#app/lib/route-paths.ts';
import routes from '#app/routes.ts';
import { isAnswerPath } from '#contracts/locale.ts';

// The first paint waits for the HTML, the stylesheet and the font only; the JavaScript is
// asked for after it (decisions 0032 and 0065: the prerender writes the after-paint bootstrap,
// app/components/layout/scripts-after-paint.tsx), and the page then hydrates as before, its
// scripts matched by the ones React renders in the browser.
for (const path of ['/', '/contact', '/jobs', '/success-stories/prorail']) {
  test(`${path}: no script is requested before the first paint, and the page hydrates without errors`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(path);
    await reactReady(page);
    const timing = await page.evaluate(() => {
      const [paint] = performance.getEntriesByName('first-paint');
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        paintFrameStart: paint
          ? ((paint as PerformanceEntry & { paintTime?: number }).paintTime ?? paint.startTime)
          : null,
        stylesheetEnd: Math.max(...resources.filter((r) => r.name.endsWith('.css')).map((r) => r.responseEnd)),
        firstScriptStart: Math.min(
          ...resources.filter((r) => r.initiatorType !== 'css' && /\.js$/.test(r.name)).map((r) => r.startTime),
        ),
      };
    });
    // paintTime: when the main thread painted the first frame (before it reached the screen).
    expect(timing.paintFrameStart).not.toBeNull();
    expect(timing.firstScriptStart).toBeGreaterThan(timing.paintFrameStart!);
    expect(timing.firstScriptStart).toBeGreaterThan(timing.stylesheetEnd);
    expect(problems).toEqual([]);
  });
}

// The sign-in pages are the admin's first load: their content is in the prerendered HTML, in place,
// and nothing moves when React starts (a lazy provider once put the page in a Suspense boundary the
// stream revealed a frame after the first paint: the footer first, then pushed a screen down).
// What shifts depends on the layout: both viewports.
for (const path of ['/admin/login', '/admin/setup']) {
  test(
    `${path}: its form is in the first paint, and nothing shifts up to hydration`,
    bothViewports,
    async ({ page }) => {
      const layoutShift = await watchLayoutShifts(page);
      // A mid-range phone's CPU, as Lighthouse's mobile run assumes: the parser paints what it has so far.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('main form')).toBeVisible();
      await reactReady(page);
      expect(await layoutShift()).toBeLessThanOrEqual(0.02);
      const html = await (await page.request.get(path)).text();
      // In place: inside <main>, not in a hidden segment a script moves in later.
      expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).toContain('<form');
    },
  );
}

// Contrast at the first paint, before any script has run (issue 34): the test holds every script,
// so the page is what a visitor sees on a slow phone before hydration. Read at the top and again
// after the visitor has scrolled: the header turns white only once its script runs, so until then
// its own dark scrim is what its white text stands on (decision 0019). One page of each type; what
// stands behind the header depends on the layout: both viewports.
const pageTypes = [
  // One page of each route of the table, English, with the first content a dynamic one has.
  ...routeTemplates(routes)
    .filter((template) => !template.startsWith('/nl') && !isAnswerPath(template) && !isPrivatePath(template))
    .map((template) => expand(template)[0]!),
  '/nl/',
  '/admin/login',
  '/no-such-page',
];
for (const path of pageTypes) {
  test(
    `${path}: every text has contrast before any script runs, at the top and scrolled`,
    bothViewports,
    async ({ page }) => {
      // Held, not refused: a refused module would be a state no visitor meets.
      await page.route('**/*.js', () => new Promise<void>(() => {}));
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => document.fonts.ready);
      expect(await contrastFailures(page), 'at the top').toEqual([]);
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => window.scrollY > 0);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      // Scrolling moves what stands behind the fixed header, and nothing else.
      expect(await contrastFailures(page, 'header:not(main header)'), 'scrolled').toEqual([]);
    },
  );
}
