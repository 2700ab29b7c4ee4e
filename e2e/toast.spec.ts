import { expect, test, reactReady } from './fixtures.ts';
import { bothViewports } from './viewports.ts';

test('the notifications region is labelled and F8 moves focus to it', async ({ page }) => {
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(region).toHaveCount(1);
  // The shortcut is React's to add: the region is in the HTML, the key handler comes with hydration.
  await reactReady(page);
  await page.keyboard.press('F8');
  await expect(region).toBeFocused();
});

test('going offline and back shows one toast at a time; it leaves after 5000 ms', async ({ page, context }) => {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(60_000); // far enough ahead that a slow machine has not passed it yet
  await page.goto('/about');
  // The connection's toasts are React's: they come with hydration.
  await reactReady(page);
  const toasts = page.getByTestId('toast');
  await context.setOffline(true);
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('You are offline');
  await context.setOffline(false);
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('Back online');
  await page.clock.runFor(4900);
  await expect(toasts).toHaveCount(1);
  await page.clock.runFor(200);
  await expect(toasts).toHaveCount(0);
});

// A swipe is a phone's gesture, on a toast laid out per width: both viewports.
test(
  'a swipe right of more than 50 px dismisses a toast, a shorter one does not',
  bothViewports,
  async ({ page, context }) => {
    await page.goto('/about');
    await reactReady(page);
    const toast = page.getByTestId('toast');
    await context.setOffline(true);
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 70, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
    await context.setOffline(false);
  },
);
