import { expect, test, reactReady } from './fixtures.ts';

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success Story Not Found');
  await expect(page.getByText("The success story you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Success Stories' }).click();
  await expect(page).toHaveURL('/success-stories');
  expect(errors).toEqual([]);
});

test('a client-side navigation to an unknown post shows the post not-found view', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The public pages are documents with islands (decision 0070); the router runs the admin pages, from which the
  // route module's not-found view can still be reached in one document.
  await page.goto('/admin/login');
  // Client-side navigation is the router's: it exists once the page has hydrated.
  await reactReady(page);
  // A marker on this document: a full page load would start a new one without it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const dataRequest = page.waitForResponse((response) => response.url().includes('/blog/no-such-post.data'));
  // Navigate through the router, as an in-app <Link> would: no link of the app points at an
  // unknown post, so ask the router the app hydrated (React Router exposes it on window).
  await page.evaluate(async () => {
    const router = (window as unknown as { __reactRouterDataRouter?: { navigate: (to: string) => Promise<void> } })
      .__reactRouterDataRouter;
    if (!router) throw new Error('the hydrated React Router is not on window');
    await router.navigate('/blog/no-such-post');
  });
  expect((await dataRequest).status()).toBe(404);
  await expect(page).toHaveURL('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test('an unknown blog slug answers 404 with the post not-found view', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
});

// An answer page exists only filled by the server after a post (decision 0068). Opened by its address it is the 404
// page, once, and stays it: no script runs there that would take the address for the answer route.
for (const path of ['/_answer/thank-you', '/nl/_answer/form-error']) {
  test(`${path} opened directly is the 404 page, and stays one page`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const dutch = path.startsWith('/nl/');
    const heading = dutch ? '404 Pagina niet gevonden' : '404 Page Not Found';
    const title = new RegExp(`^${dutch ? 'Pagina niet gevonden' : 'Page Not Found'} \\| `);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    // Nothing there to run: the page it is now is the page it stays.
    await expect(page.locator('script:not([type="application/ld+json"]), link[rel="modulepreload"]')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}
