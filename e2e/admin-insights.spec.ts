// /admin/insights (issue 37): the signed-in admin opens the dashboard from the navigation, sees its totals and empty
// states, then the figures of a few visits (a view from a campaign link, a referrer, real-user speed from a desktop and
// a phone, a lead); changes the period with a quick choice and with the date fields (the address follows, and back
// returns to the period before), gets the server's field error for a first day after the last, and downloads the
// period's CSV. axe and screenshots at 1280 px; the phone's 390 px view in its own test.
import type { Locator, Page } from '@playwright/test';
import { axeClean, screenshot } from './admin-server.ts';
import { type SignedInAdmin, expect, test } from './admin-fixtures.ts';
import { phoneOnly } from './viewports.ts';

// A server of its own for this file (its own worker fixture), so the dashboard starts with nothing counted: the
// other specs' visitors browse the public pages with a real browser's user agent. The limit is the default's.
test.use({ adminEnv: { INSIGHTS_RATE_LIMIT: '120/1m' } });

const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const phoneChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

/** A p75 in milliseconds as the dashboard shows it: read from steps 5% apart, so at most 5% above the exact one. */
async function expectP75(row: Locator, exact: number, rating: string) {
  const shown = new RegExp(`([\\d,]+)\\s+ms ${rating}`);
  await expect(row).toContainText(shown);
  const value = Number(shown.exec(await row.innerText())![1]!.replaceAll(',', ''));
  expect(value).toBeGreaterThanOrEqual(exact);
  expect(value).toBeLessThanOrEqual(exact * 1.05);
}

/** A day counted back from today, as the server counts days (UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Two visitors' events as their browsers' beacons send them, and a contact form from the first: three views, two
 * visitors, a campaign, a referrer, speed on both device classes and one lead, landed on /blog.
 */
async function visit(page: Page, admin: SignedInAdmin) {
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  const send = async (userAgent: string, data: object, pathname = '/api/insights') => {
    const response = await page.request.post(url(pathname), {
      data,
      headers: { 'user-agent': userAgent, origin: admin.origin },
    });
    expect(response.ok(), `${pathname} answers ${response.status()}`).toBe(true);
  };
  await send(desktopChrome, { type: 'view', path: '/blog', utm: { campaign: 'e2e-dashboard' } });
  await send(desktopChrome, { type: 'view', path: '/services' });
  await send(desktopChrome, {
    type: 'vitals',
    path: '/blog',
    metrics: { lcp: 1800, inp: 120, cls: 0.02, fcp: 900, ttfb: 300 },
  });
  await send(phoneChrome, { type: 'view', path: '/blog', referrer: 'https://www.linkedin.com/feed/' });
  await send(phoneChrome, {
    type: 'vitals',
    path: '/blog',
    metrics: { lcp: 4600, inp: 350, cls: 0.3, fcp: 2100, ttfb: 900 },
  });
  await send(
    desktopChrome,
    {
      formType: 'company',
      name: 'Sanne de Vries',
      email: 'sanne@example.com',
      company: 'Havenbedrijf',
      message: 'We read your blog and would like to talk about an AI pilot.',
      privacy: true,
    },
    '/api/contact',
  );
}

/** Reloads the dashboard until the events, written in batches every second, are in its figures. */
async function untilCounted(page: Page, views: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('total-views')).toHaveText(views, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('the dashboard: totals and empty states, the figures of a few visits, the period in the address, the CSV', async ({
  page,
  admin,
}) => {
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  await page.goto(url('/admin/submissions'));
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(url('/admin/insights'));
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

  // Nothing counted yet: the totals are zeros, and each list says so in words.
  await expect(page.getByTestId('total-visitors')).toHaveText('0');
  await expect(page.getByTestId('total-views')).toHaveText('0');
  await expect(page.getByTestId('total-leads')).toHaveText('0');
  await expect(page.getByText('No visits counted yet. Figures appear once visitors open the site.')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Top pages/ })).toContainText('No page viewed in this period');
  await expect(page.getByRole('table', { name: /^Campaigns/ })).toContainText('No campaign in this period');
  await expect(page.getByText('No speed measured in this period')).toBeVisible();
  // By default the last 30 days, today included.
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(daysAgo(29));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(daysAgo(0));
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await axeClean(page);
  await screenshot(page, 'insights-empty');

  await visit(page, admin);
  await untilCounted(page, '3');
  await expect(page.getByTestId('total-visitors')).toHaveText('2');
  await expect(page.getByTestId('total-leads')).toHaveText('1');
  await expect(page.getByText('None in the 30 days before').first()).toBeVisible();
  await expect(page.getByText('a visitor on three days counts three times')).toBeVisible();
  // The chart's numbers, for screen readers, in a table of their own.
  const perDay = page.getByRole('table', { name: 'Views, visitors and leads per day' });
  await expect(perDay.getByRole('row')).toHaveCount(31);
  await expect(perDay.getByRole('row').last()).toHaveText(/3\s*2\s*1$/);
  // The lists: the lead on the page the visit landed on, and on its campaign.
  const pages = page.getByRole('table', { name: /^Top pages/ });
  await expect(pages.getByRole('columnheader', { name: 'Leads' })).toBeVisible();
  await expect(pages.getByRole('row', { name: /^\/blog/ }).getByRole('cell')).toHaveText(['2', '2', '1']);
  await expect(pages.getByRole('row', { name: /^\/services/ }).getByRole('cell')).toHaveText(['1', '1', '0']);
  const campaigns = page.getByRole('table', { name: /^Campaigns/ });
  await expect(campaigns.getByRole('row', { name: /^e2e-dashboard/ }).getByRole('cell')).toHaveText(['1', '1', '1']);
  const referrers = page.getByRole('table', { name: /^Referrers/ });
  await expect(referrers.getByRole('row', { name: /^linkedin\.com/ }).getByRole('cell')).toHaveText(['1', '1', '0']);
  // Real-user speed: the p75 with its unit and rating in words, the split, the samples.
  const lcp = page.getByRole('table', { name: /^Largest Contentful Paint/ });
  await expect(lcp).toContainText('Budget: good up to 2,500 ms, poor over 4,000 ms.');
  await expectP75(lcp.getByRole('row', { name: /^Blog / }).filter({ hasText: 'Desktop' }), 1800, 'Good');
  await expectP75(lcp.getByRole('row', { name: /^Blog / }).filter({ hasText: 'Phone' }), 4600, 'Poor');
  await expect(lcp.getByRole('row', { name: /^Blog / }).filter({ hasText: 'Phone' })).toContainText(
    '0% good · 0% needs improvement · 100% poor',
  );
  await expect(page.getByRole('table', { name: /^Cumulative Layout Shift/ })).toContainText('0.02 Good');
  await axeClean(page);
  await screenshot(page, 'insights');

  // A quick choice: the address names the period, and the figures follow it.
  const lastWeek = `?from=${daysAgo(6)}&to=${daysAgo(0)}`;
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(url(`/admin/insights${lastWeek}`));
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(perDay.getByRole('row')).toHaveCount(8);
  await expect(page.getByTestId('total-views')).toHaveText('3');
  await expect(page.getByText('None in the 7 days before').first()).toBeVisible();

  // The date fields: ten days, ending yesterday, hold none of today's visits.
  await page.getByLabel('From', { exact: true }).fill(daysAgo(10));
  await page.getByLabel('To', { exact: true }).fill(daysAgo(1));
  await page.getByRole('button', { name: 'Show period' }).click();
  await expect(page).toHaveURL(url(`/admin/insights?from=${daysAgo(10)}&to=${daysAgo(1)}`));
  await expect(page.getByTestId('total-views')).toHaveText('0');
  await expect(page.getByText('No visits counted in this period.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');

  // Back returns to the period before, fields and figures alike.
  await page.goBack();
  await expect(page).toHaveURL(url(`/admin/insights${lastWeek}`));
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(daysAgo(6));
  await expect(page.getByTestId('total-views')).toHaveText('3');

  // A first day after the last: the server's field error, next to the field.
  await page.getByLabel('From', { exact: true }).fill(daysAgo(0));
  await page.getByLabel('To', { exact: true }).fill(daysAgo(3));
  await page.getByRole('button', { name: 'Show period' }).click();
  await expect(page).toHaveURL(url(`/admin/insights?from=${daysAgo(0)}&to=${daysAgo(3)}`));
  await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription(
    'The first day comes after the last',
  );
  await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Choose another period to see its figures.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden();
  await axeClean(page);
  await screenshot(page, 'insights-period-error');

  // Back to the last seven days, and their CSV: the link carries the period, the file is CSV.
  await page.goBack();
  await expect(page.getByTestId('total-views')).toHaveText('3');
  const csv = page.getByRole('link', { name: 'Download CSV' });
  await expect(csv).toHaveAttribute('href', `/api/admin/insights/export.csv${lastWeek}`);
  const download = page.waitForEvent('download');
  await csv.click();
  expect((await download).suggestedFilename()).toBe(`insights-${daysAgo(6)}-${daysAgo(0)}.csv`);
  const response = await page.request.get(url(`/api/admin/insights/export.csv${lastWeek}`));
  expect(response.headers()['content-type']).toMatch(/^text\/csv/);
  const text = await response.text();
  expect(text.split('\r\n')[0]).toBe('"list","value","views","visitors","leads"');
  expect(text).toContain('"campaign","e2e-dashboard","1","1","1"');

  // The connection drops: the page says so and offers to try again, which works once it is back.
  const figures = /\/api\/admin\/insights\?/;
  await page.route(figures, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Last 90 days' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'The figures could not be loaded' });
  await expect(failed).toBeVisible();
  await page.unroute(figures);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('total-views')).toHaveText('3');
  await expect(perDay.getByRole('row')).toHaveCount(91);
});

// The desktop test covers 1280 px.
test(
  'the dashboard at phone width: axe clean, no sideways scroll, a screenshot',
  phoneOnly,
  async ({ page, admin }) => {
    await page.goto(`${admin.origin}/admin/insights`);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await visit(page, admin);
    await untilCounted(page, '3');
    await expectP75(page.getByRole('table', { name: /^Largest Contentful Paint/ }), 4600, 'Poor');
    await axeClean(page);
    await screenshot(page, 'insights');
  },
);
