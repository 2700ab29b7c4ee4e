import { expect, test, reactReady } from './fixtures.ts';

// The first paint waits for the HTML, the stylesheet and the font only; the JavaScript is
// asked for after it (decision 0032, scripts/lib/scripts-after-paint.ts), and the page then
// hydrates as before.
for (const path of ['/', '/contact', '/jobs', '/success-stories/prorail']) {
  test(`${path}: no script is requested before the first paint, and the page hydrates`, async ({ page }) => {
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
  });
}
