// Site search (issue 36, decision 0081): one box on /blog and /success-stories (and /nl), over posts and stories in
// the page's language. With JavaScript the first focus loads the index and the results come as one types, with the
// words marked; without it the form asks the server, which answers the same results. No search code comes before
// the first focus.
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures.ts';

const firstResult = (page: Page) =>
  page.locator('[data-search-results]').getByRole('listitem').first().getByRole('link');

test('"ProRail" and a Dutch word find the ProRail story first on /nl/success-stories, as one types', async ({
  page,
}) => {
  const searchCode: string[] = [];
  page.on('request', (request) => {
    if (/\/search\/|enhance|minisearch/i.test(request.url())) searchCode.push(request.url());
  });
  await page.goto('/nl/success-stories');
  const box = page.getByRole('searchbox', { name: 'Zoek in de blogs en succesverhalen' });
  await expect(box).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searchCode, 'no search code or index before the first focus').toEqual([]);

  await box.click();
  await box.pressSequentially('ProRail');
  await expect(page.getByRole('status').filter({ hasText: 'ProRail' })).toContainText('voor “ProRail”');
  await expect(firstResult(page)).toHaveAttribute('href', '/nl/success-stories/prorail');
  await expect(firstResult(page)).toContainText('Succesverhaal');
  expect(searchCode.some((url) => url.endsWith('/search/nl.json'))).toBe(true);

  // A Dutch word in another form than the story's ('spoorwegen', the story has 'spoor' and 'spoorweg…').
  await box.fill('spoorwegen');
  await expect(firstResult(page)).toHaveAttribute('href', '/nl/success-stories/prorail');
  await expect(firstResult(page).locator('mark').first()).toBeVisible();
  // Nothing found says so; one letter says nothing.
  await box.fill('xylofoonzzz');
  await expect(page.getByRole('status').filter({ hasText: 'xylofoonzzz' })).toHaveText(
    'Niets gevonden voor “xylofoonzzz”. Probeer een ander woord, of minder woorden.',
  );
  await box.fill('ProRail');
  await expect(firstResult(page)).toHaveAttribute('href', '/nl/success-stories/prorail');
  await expectAxeClean(page);
  // Enter keeps the visitor here, on the results.
  await box.press('Enter');
  await expect(page).toHaveURL('/nl/success-stories');
});

test('the blog box finds a post by words of its summary, and the result opens it', async ({ page }) => {
  await page.goto('/blog');
  const box = page.getByRole('searchbox', { name: 'Search the posts and success stories' });
  await box.click();
  await box.pressSequentially('preparing documents');
  await expect(firstResult(page)).toHaveAttribute('href', '/blog/measuring-roi-ai-projects');
  await firstResult(page).click();
  await expect(page).toHaveURL('/blog/measuring-roi-ai-projects');
});

test("the server's answer page passes axe", async ({ page }) => {
  await page.goto('/nl/search?q=spoorwegen');
  await expect(firstResult(page)).toHaveAttribute('href', '/nl/success-stories/prorail');
  await expectAxeClean(page);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the same searches are a form the server answers', async ({ page }) => {
    await page.goto('/nl/success-stories');
    const box = page.getByRole('searchbox', { name: 'Zoek in de blogs en succesverhalen' });
    await box.fill('spoorwegen');
    await box.press('Enter');
    await expect(page).toHaveURL('/nl/search?q=spoorwegen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoeken');
    await expect(page.getByRole('searchbox')).toHaveValue('spoorwegen');
    await expect(firstResult(page)).toHaveAttribute('href', '/nl/success-stories/prorail');
    await expect(firstResult(page).locator('mark').first()).toBeVisible();

    await page.goto('/success-stories');
    await page.getByRole('searchbox', { name: 'Search the posts and success stories' }).fill('ProRail');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=ProRail');
    await expect(page.getByRole('status')).toContainText('for “ProRail”');
    await expect(firstResult(page)).toHaveAttribute('href', '/success-stories/prorail');
    await expect(page).toHaveTitle('ProRail · Search | Rebels');
  });
});
