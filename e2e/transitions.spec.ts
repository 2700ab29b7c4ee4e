import type { Page } from '@playwright/test';
import { expect, holdAnimations, queuedTasksRun, reactReady, test } from './fixtures.ts';
import { bothViewports } from './viewports.ts';

async function clickFooterLink(page: Page, name: string) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
}

// Records every Web Animation started and every data-transition state, so the
// assertions do not race a 600 ms animation on a busy machine.
async function recordMotion(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { durations: number[]; states: string[] };
    w.durations = [];
    w.states = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      w.durations.push(typeof options === 'number' ? options : Number(options?.duration));
      return animate.call(this, keyframes, options);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        w.states.push((record.target as Element).getAttribute('data-transition') ?? '');
      }
    }).observe(document, { attributes: true, attributeFilter: ['data-transition'], subtree: true });
  });
}

const motion = (page: Page) =>
  page.evaluate(() => {
    const { durations, states } = window as unknown as { durations: number[]; states: string[] };
    return { durations, states };
  });

/**
 * What the browser animates when the next page is revealed: a cross-document view transition's animations, by
 * pseudo-element and duration, or 'none'. Read when the transition is ready, so a busy machine cannot race it.
 * A transition the browser skipped is recorded with its reason ('skipped TimeoutError': Chromium gives up on a
 * transition whose new page takes seconds to render, as on a machine running the whole suite).
 */
async function recordPageReveal(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { revealed?: string[] | string };
    window.addEventListener('pagereveal', (event) => {
      const { viewTransition } = event as Event & { viewTransition: ViewTransition | null };
      if (!viewTransition) {
        w.revealed = 'none';
        return;
      }
      viewTransition.ready.then(
        () => {
          w.revealed = document
            .getAnimations()
            .map((animation) => animation.effect as KeyframeEffect)
            .filter((effect) => /\((page-content|page-sweep)\)/.test(effect.pseudoElement ?? ''))
            .map((effect) => `${effect.pseudoElement} ${String(effect.getTiming().duration)}`)
            .sort();
        },
        (error: unknown) => {
          w.revealed = `skipped ${error instanceof Error ? error.name : String(error)}`;
        },
      );
    });
  });
}

const revealed = (page: Page) => page.evaluate(() => (window as unknown as { revealed?: string[] | string }).revealed);

// Spec §9 on the islands pages (decision 0070): their links are document navigations, animated by the browser
// with no script: 0.6 s in, 0.4 s out, the sweep in 0.5 s, the new page at the top.
test('a page change fades and slides the page in, sweeps the overlay and starts at the top', async ({ page }) => {
  await recordPageReveal(page);
  // Only a transition the browser timed out or aborted is tried again (twice at most); any other outcome, as a
  // skip for a duplicate transition name (InvalidStateError), is the answer.
  for (let attempt = 1; ; attempt += 1) {
    await page.goto('/cookie-policy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await clickFooterLink(page, 'Privacy Policy');
    await expect(page).toHaveURL('/privacy-policy');
    await expect.poll(() => revealed(page)).toBeDefined();
    const outcome = await revealed(page);
    if (attempt === 3 || (outcome !== 'skipped TimeoutError' && outcome !== 'skipped AbortError')) break;
  }
  await expect
    .poll(() => revealed(page))
    .toEqual([
      '::view-transition-group(page-sweep) 500',
      '::view-transition-new(page-content) 600',
      '::view-transition-old(page-content) 400',
    ]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing animates, and the next page starts at the top', async ({ page }) => {
    await recordPageReveal(page);
    await page.goto('/cookie-policy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await clickFooterLink(page, 'Privacy Policy');
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect.poll(() => revealed(page)).toBe('none');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // CSS transitions shrink to 0.01 ms under reduced motion; nothing may run longer.
    expect(
      await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => Number((animation.effect as KeyframeEffect).getTiming().duration) > 1).length,
      ),
    ).toBe(0);
  });
});

test('the first load of an islands page is not animated', async ({ page }) => {
  await recordPageReveal(page);
  await page.goto('/cookie-policy');
  await expect.poll(() => revealed(page)).toBe('none');
});

test('the first load of a page React Router hydrates does not animate (nothing delays the first paint)', async ({
  page,
}) => {
  await recordMotion(page);
  await page.goto('/admin/login');
  await expect(page.locator('[data-transition]')).toHaveAttribute('data-transition', 'idle');
  expect(await motion(page)).toEqual({ durations: [], states: [] });
});

test('a redirect does not leave the page it lands on invisible', async ({ page }) => {
  // A signed-out visitor of the account page is sent on to the sign-in by a replace: the fade out
  // that began while it loaded must end, so the sign-in shows (it once stayed at opacity 0).
  await page.goto('/admin/account');
  await expect(page).toHaveURL('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  const content = page.locator('[data-transition]');
  await expect.poll(() => content.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  expect(await content.evaluate((element) => element.getAnimations().length)).toBe(0);
});

// DESIGN.md: motion uses GPU properties only. Chromium's compositor runs an opacity or transform
// animation without a main-thread frame per step; any other property (a mask, a colour, a
// custom property) is restyled and repainted on the main thread in every frame, while the page
// is still hydrating (the client strip's mask fade took some 40 such frames: decision 0032).
// What animates at load differs by width (what a phone hides does not animate): both viewports.
for (const path of ['/', '/about', '/success-stories', '/success-stories/prorail', '/jobs', '/services/academy']) {
  test(`${path}: what animates at load animates opacity and transform only`, bothViewports, async ({ page }) => {
    // Held at their start, every animation and transition the load starts is still there to read.
    await holdAnimations(page);
    await page.goto(path);
    // Up to hydration, whose mount starts some of them (the strip's fade), and the tasks it queued.
    await reactReady(page);
    await queuedTasksRun(page);
    const animated = await page.evaluate(() =>
      document.getAnimations().flatMap((animation) => {
        const effect = animation.effect as KeyframeEffect | null;
        const target = `${effect?.target?.tagName.toLowerCase() ?? '?'}${effect?.pseudoElement ?? ''}.${String(effect?.target?.className ?? '').slice(0, 40)}`;
        const properties =
          animation instanceof CSSTransition
            ? [animation.transitionProperty]
            : (effect?.getKeyframes() ?? []).flatMap((frame) =>
                Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
              );
        return [...new Set(properties)].map((property) => `${property} on ${target}`);
      }),
    );
    const offCompositor = animated.filter(
      (each) => !/^(opacity|transform|translate|rotate|scale|visibility) on /.test(each),
    );
    expect(offCompositor).toEqual([]);
  });
}
