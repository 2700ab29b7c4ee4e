// The media library (issue 36, decision 0082), as an editor uses it: upload a photo with its progress shown, describe
// it in both languages and set its focal point, use it in a post as its photo and its social image, and publish. The
// live post serves AVIF to Chromium from the right srcset, with no layout shift, and is shared with a JPEG card cut
// from the photo; the image cannot be deleted while the post uses it. A PNG named .jpg is refused with a message that
// says so.
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { acceptInvitation, axeClean, screenshot } from './admin-server.ts';
import { type SignedInAdmin, expect, keepRenewedSession, test } from './admin-fixtures.ts';
import { photoLike } from '../tests/helpers/images.ts';

/** An editor of the studio, invited by the admin and through their first sign-in: the library is an editor's tool. */
async function signedInEditor(browser: Browser, admin: SignedInAdmin, adminPage: Page): Promise<Page> {
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  // The admin confirms it is them (an invitation asks for a recent proof) and invites.
  expect((await adminPage.request.post(url('/api/auth/reauth'), { data: { password: admin.password } })).status()).toBe(
    200,
  );
  const invited = await adminPage.request.post(url('/api/admin/people/invitations'), {
    data: { username: 'Sanne', role: 'editor' },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  await keepRenewedSession(adminPage, admin);
  const { token } = (await invited.json()) as { token: string };
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const editor = await context.newPage();
  await editor.goto(url(`/admin/invite#${token}`));
  await acceptInvitation(editor, admin.origin, 'Sanne-picks-photos-42');
  await expect(editor).toHaveURL(url('/admin/content'));
  return editor;
}

test('an editor uploads an image, describes it, uses it in a post: the page serves AVIF, and the image cannot go while used', async ({
  page: adminPage,
  browser,
  admin,
}) => {
  // A first sign-in's scrypt and TOTP steps, and an image made at eight sizes: CI hosts are not quiet.
  test.setTimeout(240_000);
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  const page = await signedInEditor(browser, admin, adminPage);
  await page.getByRole('link', { name: 'New image' }).click();
  await expect(page).toHaveURL(/\?new=media$/);
  const panel = page.getByRole('region', { name: 'Image' });
  // A file that is not what its name says: refused, with the reason.
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#4c1d95' } })
    .png()
    .toBuffer();
  await panel.getByLabel('Image file').setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: png });
  await expect(page.getByText('This file is a PNG image, but its name ends in .jpg')).toBeVisible();

  await panel
    .getByLabel('Image file')
    .setInputFiles({ name: 'Rotterdam workshop.jpg', mimeType: 'image/jpeg', buffer: await photoLike(2400, 1600) });
  const focal = panel.getByRole('button', { name: /^Focal point: 50% from the left, 50% from the top/ });
  await expect(focal).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Key', { exact: false }).first()).toHaveValue('rotterdam-workshop');
  // A click sets the point where it lands; the arrow keys move it.
  const box = (await focal.boundingBox())!;
  await focal.click({ position: { x: box.width * 0.3, y: box.height * 0.4 } });
  await expect(panel.getByRole('button', { name: /^Focal point: 30% from the left, 40% from the top/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('button', { name: /^Focal point: 35% from the left, 40% from the top/ })).toBeVisible();

  const alt = page.getByRole('group', { name: 'Alt text: what the image shows' });
  await alt.getByLabel('English').fill('Six people around a whiteboard in our Rotterdam office');
  await alt.getByLabel('Nederlands').fill('Zes mensen rond een whiteboard in ons kantoor in Rotterdam');
  await axeClean(page);
  await screenshot(page, 'content-media');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the live site has it now')).toBeVisible();

  // The photo in a post.
  await page.goto(url('/admin/content?edit=post/measuring-roi-ai-projects'));
  await page.getByLabel('Photo (optional)').selectOption('rotterdam-workshop');
  // And as its social image: the sharing preview shows it, cut around its focal point as the card will be.
  await page.getByLabel('Social image (optional)').selectOption('rotterdam-workshop');
  const sharing = page.getByRole('region', { name: 'Search and sharing' });
  await expect(
    sharing.getByRole('img', { name: 'Six people around a whiteboard in our Rotterdam office' }),
  ).toHaveCount(2);
  await expect(sharing.getByRole('img').first()).toHaveCSS('object-position', '35% 40%');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the live site has it now')).toBeVisible();

  const visitor = await page.context().newPage();
  await visitor.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await visitor.goto(url('/blog/measuring-roi-ai-projects'));
  const hero = visitor.getByRole('img', { name: 'Six people around a whiteboard in our Rotterdam office' });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('width', '2400');
  await expect(hero).toHaveAttribute('height', '1600');
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const file = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(file).toMatch(/\/media\/[0-9a-f]{64}-(800|1200|1600)\.avif$/);
  const srcset = await visitor.locator('picture source[type="image/avif"]').getAttribute('srcset');
  const hash = /\/media\/([0-9a-f]{64})-/.exec(file)![1];
  expect(srcset).toBe([400, 800, 1200, 1600].map((width) => `/media/${hash}-${width}.avif ${width}w`).join(', '));
  await expect(hero).toHaveCSS('object-position', '35% 40%');
  expect(await visitor.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  const served = await visitor.request.get(file);
  expect(served.headers()['content-type']).toBe('image/avif');
  // Shared with that photo: a JPEG card of 1200 × 630, described by its alt text.
  const card = await visitor.locator('meta[property="og:image"]').getAttribute('content');
  expect(card).toMatch(/\/og\/blog\/measuring-roi-ai-projects\.jpg$/);
  await expect(visitor.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    'Six people around a whiteboard in our Rotterdam office',
  );
  const shared = await visitor.request.get(url(new URL(card!).pathname));
  expect(shared.headers()['content-type']).toBe('image/jpeg');
  await visitor.goto(url('/nl/blog/measuring-roi-ai-projects'));
  await expect(
    visitor.getByRole('img', { name: 'Zes mensen rond een whiteboard in ons kantoor in Rotterdam' }),
  ).toBeVisible();

  // As a team member's photo: each member's entry in the studio's form has the picker; /about shows it square,
  // around the same focal point, where the drawn portrait was.
  await page.goto(url('/admin/content?edit=team/team'));
  await page.getByLabel('Photo (optional)').nth(5).selectOption('rotterdam-workshop');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the live site has it now')).toBeVisible();
  await visitor.goto(url('/about'));
  const member = visitor.locator('#meet-the-team li').nth(5);
  const portrait = member.getByRole('img', { name: 'Six people around a whiteboard in our Rotterdam office' });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveCSS('object-position', '35% 40%');
  const frame = (await member.locator('picture').locator('..').boundingBox())!;
  expect(Math.abs(frame.width - frame.height)).toBeLessThan(1);
  await expect(
    visitor
      .locator('#meet-the-team li')
      .nth(4)
      .getByRole('img', { name: /^Portrait of / }),
  ).toBeVisible();
  // Lazy: fetched once near the screen, then drawn.
  await member.scrollIntoViewIfNeeded();
  await expect
    .poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  // For the screenshot only: the frame a visitor sees once the picture is decoded.
  await portrait.evaluate((image: HTMLImageElement) => image.decode());
  await screenshot(visitor, 'about-team-photo', { fullPage: false });

  // While the post and the team use it, the image stays: the refusal names them.
  await page.goto(url('/admin/content?edit=media/rotterdam-workshop'));
  const uses = page.getByRole('region', { name: 'Image' }).getByRole('listitem');
  await expect(uses.filter({ hasText: '(as its photo of team member 6)' })).toBeVisible();
  await expect(uses.filter({ hasText: '(as its photo)' }).getByRole('link', { name: /ROI/ })).toBeVisible();
  await expect(uses.filter({ hasText: '(as its social image)' }).getByRole('link', { name: /ROI/ })).toBeVisible();
  await page.getByRole('button', { name: 'Take off the site' }).click();
  await expect(page.getByText(/posts\/measuring-roi-ai-projects\.md: photo/).first()).toBeVisible();
  await expect(page.getByText(/posts\/measuring-roi-ai-projects\.md: seo\.image/).first()).toBeVisible();
  await expect(page.getByText(/team\.yaml: team\.5\.photo/).first()).toBeVisible();
  await visitor.goto(url('/blog/measuring-roi-ai-projects'));
  await expect(
    visitor.getByRole('img', { name: 'Six people around a whiteboard in our Rotterdam office' }),
  ).toBeVisible();

  // Put the post and the team back as the other specs on this server expect them; then the image can go.
  await page.goto(url('/admin/content?edit=team/team'));
  await page.getByLabel('Photo (optional)').nth(5).selectOption('');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the live site has it now')).toBeVisible();
  await page.goto(url('/admin/content?edit=post/measuring-roi-ai-projects'));
  await page.getByLabel('Photo (optional)').selectOption('');
  await page.getByLabel('Social image (optional)').selectOption('');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the live site has it now')).toBeVisible();
  await page.goto(url('/admin/content?edit=media/rotterdam-workshop'));
  await page.getByRole('button', { name: 'Take off the site' }).click();
  await expect(page.getByText('Taken off the site')).toBeVisible();
  // And the editor leaves: the worker's later specs count the people on this server.
  const origin = { headers: { origin: admin.origin } };
  const reauth = await adminPage.request.post(url('/api/auth/reauth'), {
    ...origin,
    data: { password: admin.password },
  });
  expect(reauth.status()).toBe(200);
  await keepRenewedSession(adminPage, admin);
  const removed = await adminPage.request.delete(url('/api/admin/people/Sanne'), origin);
  expect(removed.status(), await removed.text()).toBe(200);
});
