import { expect, hydrated, test } from './fixtures.ts';

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let AI Transform So People Thrive.');
});

test('an unknown story id answers 404 with the story not-found view, which hydrates cleanly', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/success-stories/no-such-company');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success Story Not Found');
  await expect(page.getByText("The success story you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Success Stories' }).click();
  await expect(page).toHaveURL('/success-stories');
  expect(errors).toEqual([]);
});

test('a client-side navigation to an unknown post shows the post not-found view', async ({ page }) => {
  await page.goto('/blog');
  await hydrated(page);
  // Navigate through the router, as a link inside the app would.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/blog/no-such-post';
    link.textContent = 'unknown post';
    document.querySelector('main')?.append(link);
  });
  await page.getByRole('link', { name: 'unknown post' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' }).first()).toHaveAttribute('href', '/');
});

test('an unknown blog slug answers 404 with the post not-found view', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
});
