import { expect, test, reactReady } from './fixtures.ts';

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
