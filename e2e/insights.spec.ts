// Which pages bring leads (issue 37, decision 0083), as a visitor and then the team meet it in Chromium: a visitor
// comes from a link carrying utm_campaign=test, reads three pages and sends the contact form; the dashboard shows the
// visits, the campaign and the lead on the page the visit landed on. The visitor's browser holds no cookie and no
// storage entry afterwards. The same visit with Global Privacy Control on is not counted at all.
import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { InsightsReport, InsightsResponse } from '#contracts/insights.ts';
import { type SignedInAdmin, expect, test } from './admin-fixtures.ts';

/** A browser of its own, told apart from the other specs' by its version: the server counts visitors by it. */
const visitorAgent = (build: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.${build}.0 Safari/537.36`;

async function visitor(browser: Browser, build: number, { gpc }: { gpc?: 'header' | 'browser' } = {}) {
  const context = await browser.newContext({
    userAgent: visitorAgent(build),
    storageState: { cookies: [], origins: [] },
    ...(gpc ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {}),
  });
  // A browser with Global Privacy Control on says so to pages too (Chromium has no setting for it).
  if (gpc === 'browser')
    await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  return context.newPage();
}

async function report(page: Page, admin: SignedInAdmin): Promise<InsightsReport> {
  const response = await page.request.get(`${admin.origin}/api/admin/insights`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as InsightsResponse).report;
}
const viewsOf = (figures: InsightsReport, path: string) => figures.pages.find((row) => row.value === path)?.views ?? 0;

test('a visit from a campaign link to a contact form shows on the dashboard, on its landing page; with GPC it is not counted', async ({
  page: adminPage,
  admin,
  browser,
}) => {
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  const before = await report(adminPage, admin);

  // Someone whose browser sends Global Privacy Control (the header only, as a proxy or an extension may): the beacon
  // goes, and the server counts nothing of it.
  const headerOnly = await visitor(browser, 7001, { gpc: 'header' });
  const sent = headerOnly.waitForRequest((request) => request.url().endsWith('/api/insights'));
  await headerOnly.goto(url('/success-stories?utm_campaign=test'));
  expect((await (await sent).response())?.status()).toBe(204);
  await headerOnly.context().close();
  // A browser that says so to pages too: the beacon sends nothing at all.
  const private_ = await visitor(browser, 7003, { gpc: 'browser' });
  const beacons: string[] = [];
  private_.on('request', (request) => {
    if (request.url().endsWith('/api/insights')) beacons.push(request.url());
  });
  const beaconModule = private_.waitForResponse(/\/assets\/islands\/beacon-[\w-]+\.js$/);
  await private_.goto(url('/success-stories/prorail'));
  await beaconModule;
  await private_.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(private_).toHaveURL(/\/blog$/);
  await private_.context().close();
  expect(beacons).toEqual([]);

  // A visitor comes from the campaign's link, reads on, and sends the contact form.
  const page = await visitor(browser, 7002);
  await page.clock.install({ time: Date.now() - 60_000 });
  await page.goto(url('/about?utm_source=newsletter&utm_medium=email&utm_campaign=test'));
  // The view reaches the server once the page is idle: a reader is still on it.
  await expect.poll(async () => viewsOf(await report(adminPage, admin), '/about')).toBe(viewsOf(before, '/about') + 1);
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(async () => viewsOf(await report(adminPage, admin), '/blog')).toBe(viewsOf(before, '/blog') + 1);
  await page.goto(url('/contact'));
  await expect
    .poll(async () => viewsOf(await report(adminPage, admin), '/contact'))
    .toBe(viewsOf(before, '/contact') + 1);
  const panel = page.getByRole('tabpanel', { name: 'For Companies' });
  await panel.getByLabel('Your Name').fill(`Campaign lead ${randomUUID().slice(0, 8)}`);
  await panel.getByLabel('Company', { exact: true }).fill('Havenbedrijf Test B.V.');
  await panel.getByLabel('Email').fill('campaign-lead@example.com');
  await panel.getByLabel('I am interested in').selectOption('academy');
  await panel.getByLabel('Your Message').fill('We saw your newsletter and would like a workshop.');
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/Thank you/i).first()).toBeVisible();

  // Nothing of the site's on the visitor's device: no cookie, no storage entry.
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  const after = await report(adminPage, admin);
  // The campaign: the landing page's view and the lead.
  const before_ = before.campaigns.find((row) => row.value === 'test') ?? { views: 0, leads: 0 };
  expect(after.campaigns.find((row) => row.value === 'test')).toMatchObject({
    views: before_.views + 1,
    leads: before_.leads + 1,
  });
  // The lead is on the page the visit landed on, not on the contact page.
  const landed = before.pages.find((row) => row.value === '/about')?.leads ?? 0;
  expect(after.pages.find((row) => row.value === '/about')?.leads).toBe(landed + 1);
  // The private visits left no view (the events before this visit's were written with or before its own): their
  // pages have what they had, and the campaign only this visit's view.
  expect(viewsOf(after, '/success-stories')).toBe(viewsOf(before, '/success-stories'));
  expect(viewsOf(after, '/success-stories/prorail')).toBe(viewsOf(before, '/success-stories/prorail'));
  expect(viewsOf(after, '/blog')).toBe(viewsOf(before, '/blog') + 1);
  await page.context().close();

  // The dashboard says the same: the campaign with its lead, and the lead on the landing page.
  await adminPage.goto(url('/admin/insights'));
  const campaigns = adminPage.getByRole('table', { name: /Campaigns/ });
  await expect(campaigns.getByRole('row').filter({ hasText: /^test/ })).toContainText(String(before_.leads + 1));
  const pages = adminPage.getByRole('table', { name: /Top pages/ });
  await expect(pages.getByRole('row').filter({ hasText: /^\/about/ })).toContainText(String(landed + 1));
});
