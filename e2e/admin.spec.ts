import { axeClean, type AdminServer, firstSignIn, screenshot, startAdminServer } from './admin-server.ts';
import { freePort } from '../scripts/lib/free-port.ts';
import { expect, keyOnTabInOneTask, reactReady, test } from './fixtures.ts';
import { phoneOnly } from './viewports.ts';

// The admin area against a server of its own: a fresh database (setup works once per database)
// and an SMTP address nobody listens on, so e-mails fail and can be resent.

let server: AdminServer;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startAdminServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}?ignoreTLS=true` } });
  origin = server.origin;
});

test.afterAll(() => server?.stop());

const credentials = { username: '', password: '' };

test('the whole flow: setup, sign-in, a fresh submission, search, tabs, detail, CV, resend, delete, logout', async ({
  page,
}) => {
  // Setup works once per database: the flow runs on the desktop project (e2e/viewports.ts). It waits for real TOTP
  // steps and scrypt hashes: 96 s on a quiet host, so a loaded one needs room.
  test.setTimeout(300_000);
  const url = (pathname: string) => `${origin}${pathname}`;

  // Signed out, the inbox sends you to the sign-in page.
  await page.goto(url('/admin/submissions'));
  await expect(page).toHaveURL(url('/admin/login'));

  // Setup: one button, the credentials once, and the warning.
  await page.goto(url('/admin/setup'));
  await axeClean(page);
  await screenshot(page, 'setup');
  await page.getByRole('button', { name: 'Create Admin User' }).click();
  await expect(page.getByRole('heading', { name: 'Admin user created' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Warning: store this password now, it is shown only once.');
  credentials.username = (await page.locator('dd').first().textContent()) ?? '';
  credentials.password = (await page.getByTestId('setup-password').textContent()) ?? '';
  expect(credentials.username).toBe('admin');
  expect(credentials.password).toMatch(/^[\w-]{24}$/);
  await axeClean(page);
  await screenshot(page, 'setup-done');

  // A second setup fails with a toast titled Error and the server's message. The toast is React's:
  // before hydration the same click posts the form and gets the server's 'Setup failed' page. The page is opened
  // anew, not reloaded: a first click before hydration posted the form, and a reload would post it again.
  await page.goto(url('/admin/setup'));
  await reactReady(page);
  await page.getByRole('button', { name: 'Create Admin User' }).click();
  const toast = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
  await expect(toast.getByText('An admin user already exists')).toBeVisible();

  // Sign in: a wrong password shows the server's error; the button is busy while waiting.
  await page.goto(url('/admin/login'));
  await axeClean(page);
  await screenshot(page, 'login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  release();
  // Sign-in hashes with scrypt (decision 0020): on a busy two-core machine that alone can take seconds.
  // The generated password must go: the first sign-in asks for one's own, then a second factor.
  await expect(page).toHaveURL(url('/admin/new-password'), { timeout: 30_000 });
  await page.unroute('**/api/auth/login');
  await firstSignIn(page, origin, {
    username: 'admin',
    password: credentials.password,
    newPassword: 'Rotterdam-harbour-cranes-at-dawn',
    shots: true,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Submissions' })).toBeVisible();
  await expect(page.getByText('Signed in as admin')).toBeVisible();

  // A fresh job application with a CV, and a company inquiry, sent the way the site sends them.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const job = await page.request.post(url('/api/contact'), {
    headers: { accept: 'application/json' },
    multipart: {
      formType: 'job',
      name: 'Fresh Applicant',
      email: 'fresh@example.com',
      phone: '+31 6 1234 5678',
      position: 'Implementation Lead',
      experience: 'Shipped three assistants to production.',
      privacy: 'on',
      cv: { name: 'fresh-cv.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(job.status()).toBe(200);
  const company = await page.request.post(url('/api/contact'), {
    data: {
      formType: 'company',
      name: 'Fresh Company Contact',
      email: 'buyer@example.com',
      company: 'Fresh Foods BV',
      message: 'We want an AI scan.',
      interest: 'implementation',
    },
  });
  expect(company.status()).toBe(200);
  // The e-mails fail (nobody listens on the SMTP port); wait for the first attempt.
  await expect
    .poll(async () => {
      const response = await page.request.get(url('/api/admin/submissions'));
      const body = (await response.json()) as { counts: { emailFailed: number } };
      return body.counts.emailFailed;
    })
    .toBe(2);
  await page.getByRole('button', { name: 'Refresh' }).click();
  const table = page.getByRole('table', { name: 'Submissions', exact: true });
  await expect(table.getByRole('button', { name: 'Fresh Applicant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 Submissions' })).toBeVisible();
  await expect(page.getByRole('term')).toHaveText(['Total', 'Company', 'Job Apps', 'Email Sent', 'Email Failed']);
  await expect(page.getByRole('definition')).toHaveText(['2', '1', '1', '0', '2']);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'Name',
    'Email',
    'Type',
    'Details',
    'Message',
    'Email Status',
  ]);
  await expect(table.getByText('Failed').first()).toBeVisible();
  await axeClean(page);
  await screenshot(page, 'submissions');

  // Search and tabs, kept in the URL.
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill('FRESH APPLICANT');
  await expect(page).toHaveURL(/q=FRESH\+APPLICANT/);
  await expect(page.getByRole('heading', { name: '1 Submission', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Company Inquiries' }).click();
  await expect(page).toHaveURL(/type=company/);
  await expect(page.getByText('No submissions found')).toBeVisible();
  await expect(page.getByRole('heading', { name: '0 Submissions' })).toBeVisible();
  await page.getByRole('tab', { name: 'Job Applications' }).click();
  await expect(table.getByRole('button', { name: 'Fresh Applicant' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search submissions' })).toHaveValue('FRESH APPLICANT');
  await expect(page.getByRole('tab', { name: 'Job Applications' })).toHaveAttribute('aria-selected', 'true');
  // An arrow key marks the new tab selected before the query-string navigation commits, so a Tab
  // straight after it leaves the tab list instead of landing on the old tab.
  await reactReady(page);
  await page.getByRole('tab', { name: 'Job Applications' }).focus();
  expect(await keyOnTabInOneTask(page, 'ArrowLeft')).toEqual({
    focused: 'Company Inquiries',
    tabIndexes: [-1, 0, -1, -1],
    selected: ['false', 'true', 'false', 'false'],
  });
  await expect(page).toHaveURL(/type=company/);
  await expect(page.getByRole('heading', { name: '0 Submissions' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Company Inquiries' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/type=job/);
  await expect(page.getByRole('tab', { name: 'Job Applications' })).toHaveAttribute('aria-selected', 'true');
  await expect(table.getByRole('button', { name: 'Fresh Applicant' })).toBeVisible();

  // Detail: every field, the CV as a download, resend, delete.
  await page
    .getByRole('table', { name: 'Submissions', exact: true })
    .getByRole('button', { name: 'Fresh Applicant' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Fresh Applicant' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Implementation Lead')).toBeVisible();
  await expect(dialog.getByText('Shipped three assistants to production.')).toBeVisible();
  await axeClean(page);
  await screenshot(page, 'submission-detail');
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: /Download CV/ }).click();
  expect((await download).suggestedFilename()).toBe('fresh-cv.pdf');
  await dialog.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(toast.getByText('E-mail queued')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast.getByText('Submission deleted')).toBeVisible();
  await expect(page.getByText('No submissions found')).toBeVisible();

  // Create-admin: the spec's messages, then a new admin who can sign in.
  await page.goto(url('/admin/create'));
  await axeClean(page);
  await screenshot(page, 'create');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Admin User' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Username').fill('second-admin');
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create Admin User' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to create admin user: This password is too common. Please choose another one',
  );
  await page.getByLabel('Password').fill('A-much-better-passphrase');
  await page.getByRole('button', { name: 'Create Admin User' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).getByText("Admin user 'second-admin' created"),
  ).toBeVisible();
  // Outside this browser, so its session stays the first admin's.
  const login = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'Second-Admin', password: 'A-much-better-passphrase' }),
  });
  // Someone else chose this password: the new admin's first step is a password of their own.
  expect(await login.json()).toEqual({
    success: true,
    user: { username: 'second-admin' },
    next: '/admin/new-password',
  });

  // Logout goes to sign-in, and the inbox sends a signed-out visitor back there.
  await page.goto(url('/admin/submissions'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(url('/admin/login'));
  await page.goto(url('/admin/submissions'));
  await expect(page).toHaveURL(url('/admin/login'));
});

// The desktop flow covers 1280 px.
test('admin pages at phone width: keyboard-usable, axe clean, screenshots', phoneOnly, async ({ page }) => {
  // Eight pages, a first sign-in and axe on each: over 90 s on a machine at load 16.
  test.setTimeout(300_000);
  const url = (pathname: string) => `${origin}${pathname}`;
  await page.goto(url('/admin/setup'));
  await axeClean(page);
  await screenshot(page, 'setup');
  // This project's server is fresh too: set it up by keyboard.
  await page.getByRole('button', { name: 'Create Admin User' }).focus();
  await page.keyboard.press('Enter');
  const password = (await page.getByTestId('setup-password').textContent()) ?? '';
  await screenshot(page, 'setup-done');
  await page.goto(url('/admin/login'));
  await axeClean(page);
  await screenshot(page, 'login');
  await firstSignIn(page, origin, {
    username: 'admin',
    password,
    newPassword: 'Rotterdam-harbour-cranes-at-dawn',
    shots: true,
  });
  await page.request.post(url('/api/contact'), {
    data: {
      formType: 'company',
      name: 'Phone Width Contact',
      email: 'phone@example.com',
      company: 'Narrow Screens BV',
      message: 'Checking the inbox on a phone.',
    },
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(
    page.getByRole('table', { name: 'Submissions', exact: true }).getByRole('button', { name: 'Phone Width Contact' }),
  ).toBeVisible();
  // On a phone each row is a card: nothing scrolls sideways, and each cell is led by its column's name.
  const table = page.getByRole('table', { name: 'Submissions', exact: true });
  expect(
    await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth),
  ).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const labels = await table
    .locator('tbody tr')
    .first()
    .locator('td')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels).toEqual(['"Date"', '"Name"', '"Email"', '"Type"', '"Details"', '"Message"', '"Email Status"']);
  await axeClean(page);
  await screenshot(page, 'submissions');
  await page
    .getByRole('table', { name: 'Submissions', exact: true })
    .getByRole('button', { name: 'Phone Width Contact' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await axeClean(page);
  await screenshot(page, 'submission-detail');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto(url('/admin/create'));
  await axeClean(page);
  await screenshot(page, 'create');
});
