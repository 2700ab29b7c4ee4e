// The site's settings in the studio (issue 35, decision 0078): an editor changes the phone number and a menu label in
// the form generated from the settings' schema, publishes, and every page's header and footer and the contact page
// show them; then puts them back the same way (the worker's server is shared with other specs).
import type { Page } from '@playwright/test';
import { axeClean, screenshot } from './admin-server.ts';
import { expect, test } from './admin-fixtures.ts';
import { repositorySettings } from '../tests/helpers/content.ts';

const { contact } = repositorySettings;

async function setSettings(page: Page, origin: string, phone: string, aboutLabel: string) {
  await page.goto(`${origin}/admin/content?edit=siteSettings/settings`);
  await expect(page.getByRole('heading', { name: 'Navigation and contact details' })).toBeVisible();
  await page.getByRole('group', { name: 'Contact', exact: true }).getByLabel('Phone', { exact: true }).fill(phone);
  // The header's third entry is the About link.
  const about = page.getByRole('group', { name: 'Header links 3', exact: true });
  await about.getByRole('group', { name: 'Label' }).getByLabel('English').fill(aboutLabel);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the live site has it now')).toBeVisible();
}

test('change the phone number and a menu label in the studio, and every page shows them', async ({ page, admin }) => {
  test.setTimeout(120_000);
  await page.goto(`${admin.origin}/admin/content`);
  await page.getByRole('link', { name: 'Navigation and contact details' }).click();
  await expect(page.getByRole('heading', { name: 'Navigation and contact details' })).toBeVisible();
  // The Services menu shows as a menu: its label and its two links' fields, no path of its own.
  const menu = page.getByRole('group', { name: 'Header links 2', exact: true });
  await expect(menu.getByRole('group', { name: 'Menu links (2)' })).toBeVisible();
  await expect(menu.getByLabel('Goes to (the English path: /about)')).toHaveCount(2);
  await axeClean(page);
  await screenshot(page, 'content-settings');

  await setSettings(page, admin.origin, '+31 10 555 0101', 'About us');
  const live = await page.context().newPage();
  await live.goto(`${admin.origin}/contact`);
  const info = live.getByRole('complementary', { name: 'Other ways to reach us' });
  await expect(info.getByRole('link', { name: '+31 10 555 0101' })).toHaveAttribute('href', 'tel:+31105550101');
  await expect(live.getByRole('contentinfo').getByRole('link', { name: '+31 10 555 0101' })).toBeVisible();
  await live.goto(`${admin.origin}/blog`);
  await expect(live.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' })).toBeVisible();

  await setSettings(page, admin.origin, contact.phone, 'About');
  await live.goto(`${admin.origin}/contact`);
  await expect(live.getByRole('contentinfo').getByRole('link', { name: contact.phone })).toBeVisible();
});
