import {
  contrastFailures,
  reactReady,
  expect,
  holdAnimations,
  scrollWindowTo,
  queuedTasksRun,
  test,
} from './fixtures.ts';
import { bothViewports, phoneOnly } from './viewports.ts';

const mainItems = [
  ['Home', '/'],
  ['About', '/about'],
  ['Success Stories', '/success-stories'],
  ['Jobs', '/jobs'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
] as const;

test.describe('top navigation (desktop)', () => {
  test('shows every item, the Services dropdown and the call to action', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of mainItems) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Start Your AI Journey' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // A <details> disclosure: its summary is the button (Chromium exposes it with its expanded state).
    const menu = nav.locator('details', { hasText: 'Services' });
    const services = menu.locator('summary');
    await expect(services).toHaveText('Services');
    await expect(menu).not.toHaveAttribute('open');
    await services.click();
    await expect(menu).toHaveAttribute('open');
    await expect(nav.getByRole('link', { name: 'Rebels Academy' })).toHaveAttribute('href', '/services/academy');
    await nav.getByRole('link', { name: 'Rebels Implementation' }).click();
    await expect(page).toHaveURL('/services/implementation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rebels Implementation');
    await expect(menu).not.toHaveAttribute('open');
  });

  test('the Services dropdown works with the keyboard alone', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.locator('details', { hasText: 'Services' });
    const services = menu.locator('summary');
    // Arrow keys in the menu are React's (Enter and Tab on the <details> work before it).
    await reactReady(page);
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Rebels Academy' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Rebels Implementation' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Rebels Academy' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Rebels Academy' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/services/academy');
  });

  test('changes style after 100 px of scroll', async ({ page }) => {
    await page.goto('/cookie-policy');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    // The bar's listener has seen the scroll to 99 px and React has committed what it asked for.
    await scrollWindowTo(page, 99);
    await queuedTasksRun(page);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS(
      'background-color',
      /rgba\(255, 255, 255, 0\.95\)|oklab\(0\.99\d* [-\d.e]+ [-\d.e]+ \/ 0\.95\)/,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

// Over the hero the bar is dark with light text; scrolled, light with dark text. Both switch in
// the same frame: with every animation held at its start, as a checker may read it mid-change,
// each state's text is readable. Holds at both widths (the language link and the menu show on both).
test(
  'the bar turns solid in one frame: its text is readable at any moment of the change',
  bothViewports,
  async ({ page }) => {
    await holdAnimations(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    // What eases as the bar changes: its shadow and height only. A colour that eased (a transition on every
    // property, as a bare duration gives) would leave light text on the white bar half-way, which axe
    // cannot always see behind the bar's backdrop blur.
    const easing = () =>
      header.evaluate((element) =>
        element
          .getAnimations({ subtree: true })
          .map((animation) => (animation instanceof CSSTransition ? animation.transitionProperty : 'animation'))
          .filter((property) => property !== 'box-shadow' && property !== 'height'),
      );
    await scrollWindowTo(page, 150);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(await contrastFailures(page, 'header')).toEqual([]);
    expect(await easing()).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await contrastFailures(page, 'header')).toEqual([]);
    expect(await easing()).toEqual([]);
  },
);

test.describe('mobile menu (phone)', phoneOnly, () => {
  test('is a popover sheet that keeps focus inside and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    for (const [name] of mainItems) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: 'Rebels Academy' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Start Your AI Journey' })).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('closes when a link is followed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Rebels');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('the footer has every link, the contact details, the PDF and the ISO badge', async ({ page, request }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Rebels Academy', '/services/academy'],
    ['Rebels Implementation', '/services/implementation'],
    ['About', '/about'],
    ['Success Stories', '/success-stories'],
    ['Jobs', '/jobs'],
    ['Blog', '/blog'],
    ['Contact', '/contact'],
    ['Cookie Policy', '/cookie-policy'],
    ['Privacy Policy', '/privacy-policy'],
    ['Privacy Statement Jobs', '/privacy-statement-jobs'],
  ]) {
    await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /^\+31/ })).toHaveAttribute('href', /^tel:\+31/);
  await expect(footer).toContainText('Rotterdam');
  await expect(footer.getByRole('img', { name: /ISO\/IEC 27001/ })).toBeVisible();
  const pdf = footer.getByRole('link', { name: 'General Conditions (PDF)' });
  const response = await request.get((await pdf.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('/jobs stands outside the shared layout with a header of its own', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Rebels');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to site' }).click();
  await expect(page).toHaveURL('/');
});
