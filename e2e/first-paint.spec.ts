import { DEFERRED_SELECTOR } from '#app/lib/progressive-render.ts';
import { expect, hydrated, test } from './fixtures.ts';

// The first paint waits for the HTML, the stylesheet and the font only; the JavaScript is
// asked for after it (decision 0012, scripts/lib/scripts-after-paint.ts), and the page then
// hydrates as before.
for (const path of ['/', '/contact', '/jobs', '/success-stories/prorail']) {
  test(`${path}: no script is requested before the first paint, and the page hydrates`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
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

// Decision 0028: the first paint lays out the first screen only; the blocks below it are laid out
// when near (content-visibility: auto) until, after hydration, they are laid out one per task.
test.describe('blocks below the first screen', () => {
  type Reveal = { atLoad: { progressive: boolean; footer: string; lastSection: string }; perTask: number[] };

  test('are skipped by the first layout, then shown in document order, one per task, after hydration', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const state = { atLoad: {}, perTask: [] as number[] } as unknown as Reveal;
      (window as unknown as { reveal: Reveal }).reveal = state;
      // Mutation records are delivered at the end of the task that made them: one callback per task.
      new MutationObserver((records) => {
        state.perTask.push(records.filter((record) => record.attributeName === 'data-shown').length);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-shown'] });
      document.addEventListener('DOMContentLoaded', () => {
        const style = (selector: string) => {
          const element = document.querySelector(selector);
          return element ? getComputedStyle(element).contentVisibility : 'missing';
        };
        state.atLoad = {
          progressive: document.documentElement.hasAttribute('data-progressive'),
          footer: style('body > footer'),
          lastSection: style('main > section:last-child'),
        };
      });
    });
    await page.goto('/');
    await hydrated(page);
    const result = await page.evaluate((selector) => {
      const blocks = Array.from(document.querySelectorAll(selector));
      return {
        reveal: (window as unknown as { reveal: Reveal }).reveal,
        blocks: blocks.length,
        allShown: blocks.every((block) => block.hasAttribute('data-shown')),
        visibility: [...new Set(blocks.map((block) => getComputedStyle(block).contentVisibility))],
      };
    }, DEFERRED_SELECTOR);
    expect(result.reveal.atLoad).toEqual({ progressive: true, footer: 'auto', lastSection: 'auto' });
    // the home page: five sections after the hero, and the footer, each in a task of its own
    expect(result.blocks).toBe(6);
    expect(result.allShown).toBe(true);
    expect(result.visibility).toEqual(['visible']);
    expect(result.reveal.perTask).toEqual([1, 1, 1, 1, 1, 1]);
  });

  test('are shown in a tab that gets no animation frames', async ({ page }) => {
    // A background tab (or pa11y's concurrent pages) runs tasks but no animation frames: here none
    // ever comes, and every block must be laid out all the same.
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto('/');
    await hydrated(page);
    expect(await page.evaluate(() => document.querySelectorAll('[data-shown]').length)).toBe(6);
  });

  // Showing a block must not start CSS transitions: Chromium sometimes styles a skipped block's
  // elements with the browser defaults first, so its buttons faded in from a link blue, and in a
  // tab without frames (pa11y's pages) they stayed blue on nothing, failing contrast. The pages
  // are those where it was seen; it depends on the load, so each is loaded three times.
  for (const path of ['/success-stories/buko', '/success-stories/aveco', '/jobs']) {
    test(`${path}: showing the blocks starts no transition`, async ({ page }) => {
      await page.addInitScript((selector) => {
        const seen: string[] = [];
        (window as unknown as { revealTransitions: string[] }).revealTransitions = seen;
        // Called at the end of each task that showed a block (and of the one that removed the
        // attribute from <html>): the transitions that task left running in what it showed.
        new MutationObserver((records) => {
          const shown = records.map((record) => record.target as Element);
          const blocks = shown.includes(document.documentElement) ? [...document.querySelectorAll(selector)] : shown;
          for (const block of blocks) {
            for (const animation of block.getAnimations({ subtree: true })) {
              if (!(animation instanceof CSSTransition) || animation.playState !== 'running') continue;
              const target = (animation.effect as KeyframeEffect).target as Element;
              seen.push(`${target.tagName} ${animation.transitionProperty}`);
            }
          }
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-shown', 'data-progressive'] });
      }, DEFERRED_SELECTOR);
      for (let load = 0; load < 3; load++) {
        await page.goto(path);
        await hydrated(page);
        const left = await page.evaluate(
          () => (window as unknown as { revealTransitions: string[] }).revealTransitions,
        );
        expect(left).toEqual([]);
        // and what a checker reads: no link in the browser's default blue
        const defaultBlue = await page.evaluate(
          (selector) =>
            [...document.querySelectorAll(`:is(${selector}) a`)]
              .filter((link) => getComputedStyle(link).color === 'rgb(0, 0, 238)')
              .map((link) => link.textContent),
          DEFERRED_SELECTOR,
        );
        expect(defaultBlue).toEqual([]);
      }
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('stay laid out when near, and render when scrolled to', async ({ page }) => {
      await page.goto('/');
      const footer = page.locator('body > footer');
      expect(await footer.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      // Rendered: its own height, not the size assumed before (800 px). The browser decides that
      // a block has come near at its next rendering update, so wait for it instead of reading once.
      const height = () => footer.evaluate((element) => element.getBoundingClientRect().height);
      await expect.poll(height).not.toBe(800);
      expect(await height()).toBeGreaterThan(200);
    });
  });
});
