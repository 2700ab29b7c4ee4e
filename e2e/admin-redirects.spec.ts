// Redirects in the studio (issue 36, decision 0079): an editor moves a published post to a new address and the old
// one, followed in a browser, lands on the new page in both languages; then adds a redirect of their own in the
// generated form, and a visitor's old link lands where it should.
import { axeClean, screenshot } from './admin-server.ts';
import { expect, test } from './admin-fixtures.ts';

test("move a post to a new address, and add a redirect for an old link: visitors' old links land on the pages", async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000);
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  await page.goto(url('/admin/content?edit=post/measuring-roi-ai-projects'));
  const move = page.getByRole('region', { name: 'Change the address' });
  await expect(move).toContainText('/blog/measuring-roi-ai-projects');
  await move.getByLabel('New address').fill('roi-of-ai-projects');
  await axeClean(page);
  await screenshot(page, 'content-move');
  await move.getByRole('button', { name: 'Move to this address' }).click();
  await expect(page.getByText('Moved: the old address leads here')).toBeVisible();
  await expect(page).toHaveURL(/edit=post\/roi-of-ai-projects/);

  const visitor = await page.context().newPage();
  await visitor.goto(url('/blog/measuring-roi-ai-projects'));
  await expect(visitor).toHaveURL(url('/blog/roi-of-ai-projects'));
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.goto(url('/nl/blog/measuring-roi-ai-projects'));
  await expect(visitor).toHaveURL(url('/nl/blog/roi-of-ai-projects'));

  // A redirect of the editor's own, in the form the redirects' schema makes.
  await page.goto(url('/admin/content?edit=redirects/redirects'));
  await expect(page.getByRole('heading', { name: 'Redirects' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to redirects' }).click();
  const added = page.getByRole('group', { name: 'Redirects 3', exact: true });
  await added.getByLabel('Old address (a path of this site: /blog/old-post)').fill('/ai-training');
  await added.getByLabel('New address (a path of this site, or https://… when external)').fill('/services/academy');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the live site has it now')).toBeVisible();
  await visitor.goto(url('/ai-training?utm_campaign=flyer'));
  await expect(visitor).toHaveURL(url('/services/academy?utm_campaign=flyer'));

  // Put the post back where the other specs on this server expect it.
  await page.goto(url('/admin/content?edit=post/roi-of-ai-projects'));
  await page
    .getByRole('region', { name: 'Change the address' })
    .getByLabel('New address')
    .fill('measuring-roi-ai-projects');
  await page.getByRole('button', { name: 'Move to this address' }).click();
  await expect(page.getByText('Moved: the old address leads here')).toBeVisible();
});

test('the addresses visitors found nothing at are listed, and one click starts their redirect', async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000);
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  const visitor = await page.context().newPage();
  for (const path of ['/ai-course', '/ai-course/', '/nl/oude-cursus']) {
    const response = await visitor.goto(url(path));
    expect(response?.status(), path).toBe(404);
  }

  await page.goto(url('/admin/content?edit=redirects/redirects'));
  const missing = page.getByRole('region', { name: 'Addresses visitors found nothing at' });
  const row = missing.getByRole('row').filter({ hasText: '/ai-course' });
  // The visits' cell: '/ai-course' and '/ai-course/' are one address.
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await expect(missing.getByRole('row').filter({ hasText: '/nl/oude-cursus' })).toBeVisible();
  await axeClean(page);
  await screenshot(page, 'content-not-found');

  // One click: the old address is in the form, and the cursor is where its new address goes.
  await missing.getByRole('button', { name: 'Redirect /ai-course' }).click();
  await expect(row).toHaveCount(0);
  const newAddress = page.getByLabel('New address (a path of this site, or https://… when external)').last();
  await expect(newAddress).toBeFocused();
  await page.keyboard.type('/services/academy');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the live site has it now')).toBeVisible();
  await visitor.goto(url('/ai-course'));
  await expect(visitor).toHaveURL(url('/services/academy'));
  // Answered by a redirect now, it is off the list for good.
  await page.reload();
  await expect(missing.getByRole('row').filter({ hasText: '/nl/oude-cursus' })).toBeVisible();
  await expect(missing.getByRole('row').filter({ hasText: '/ai-course' })).toHaveCount(0);
});
