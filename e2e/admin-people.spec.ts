// /admin/people and re-authentication in the browser (issue 33): an admin whose last credential is
// older than five minutes is asked for the password again before an invitation goes out; the invited
// admin opens the link signed out, chooses a password and an authenticator app; the first admin
// disables, enables and removes the account. axe on each view, screenshots at 1280 px; the phone's
// 390 px view is shot in admin-account.spec.ts.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { acceptInvitation, axeClean, screenshot } from './admin-server.ts';
import { expect, keepRenewedSession, test } from './admin-fixtures.ts';

/** Makes every session's last credential six minutes old, as if the admin had been reading for a while. */
function ageProofs(dataDir: string) {
  const db = new SQLite(path.join(dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(`update admin_sessions set proof_at = ?`).run(new Date(Date.now() - 6 * 60_000).toISOString());
  } finally {
    db.close();
  }
}

test('invite an editor after confirming it is you; they join by the link and open only their pages; disable, enable, remove', async ({
  page,
  browser,
  admin,
}) => {
  // Two first sign-ins' worth of scrypt and a TOTP step: about 60 s quiet, and CI hosts are not quiet.
  test.setTimeout(300_000);
  const url = (pathname: string) => `${admin.origin}${pathname}`;
  await page.goto(url('/admin/people'));
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 Person' })).toBeVisible();
  const own = page.getByRole('listitem').filter({ hasText: 'You' });
  await expect(own).toContainText('admin');
  await expect(own).toContainText('authenticator app · 10 recovery codes');
  await axeClean(page);
  await screenshot(page, 'people');

  // The session's last credential is older than five minutes: the invitation asks for the password first.
  ageProofs(admin.server.dataDir);
  await page.getByLabel('Username').fill('Marloes');
  await page.getByRole('radio', { name: /^Editor/ }).check();
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await axeClean(page);
  await screenshot(page, 'reauth');
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not correct');
  await dialog.getByLabel('Password').fill(admin.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await keepRenewedSession(page, admin);
  // The invitation went out once confirmed, without a second click.
  const invitation = page.getByTestId('invitation-link');
  await expect(invitation.getByRole('heading', { name: 'Invitation link for Marloes' })).toBeVisible();
  const link = (await invitation.locator('code').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`^${admin.origin}/admin/invite#[\\w-]{43}$`));
  await axeClean(page);
  await screenshot(page, 'people-invited');
  await invitation.getByRole('button', { name: 'I have sent it' }).click();
  await expect(page.getByRole('heading', { name: 'Open invitations' })).toBeVisible();

  // Cancelling the dialog leaves everything as it was, and says why nothing happened.
  ageProofs(admin.server.dataDir);
  await page.getByRole('button', { name: 'Revoke the invitation for Marloes' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Please confirm it's you" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open invitations' })).toBeVisible();

  // The invited admin, signed out, in another browser: the link's token never reaches a server in a URL.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const invited = await context.newPage();
  const requested: string[] = [];
  invited.on('request', (request) => requested.push(request.url()));
  await invited.goto(link);
  await expect(invited.getByText('Welcome, Marloes.')).toBeVisible();
  expect(invited.url()).toBe(url('/admin/invite'));
  const token = link.split('#')[1]!;
  expect(requested.some((each) => each.includes(token))).toBe(false);
  await axeClean(invited);
  await screenshot(invited, 'invite');
  await acceptInvitation(invited, admin.origin, 'Marloes-chooses-her-own-9');
  // An editor lands on their own pages: the inbox is not one, in the menu or on the server.
  await expect(invited).toHaveURL(url('/admin/content'));
  await expect(invited.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  const adminNav = invited.getByRole('navigation', { name: 'Admin' });
  await expect(adminNav.getByRole('link')).toHaveText(['Content', 'Insights', 'Account']);
  // Their work: a change to a post scheduled for the next whole minute, which the server publishes then (below).
  const scheduledTitle = 'Scheduled by an editor';
  await invited.goto(url('/admin/content?edit=post/building-ai-implementation-teams'));
  const titleField = invited.getByRole('group', { name: 'Title', exact: true }).getByLabel('English', { exact: true });
  await expect(titleField).not.toHaveValue('');
  await titleField.fill(scheduledTitle);
  const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  const atInput = await invited.evaluate((ms) => {
    const date = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, at);
  await invited.getByLabel('Date and time').fill(atInput);
  await invited.getByRole('button', { name: 'Schedule the publish' }).click();
  await expect(invited.getByText(/^Scheduled for .* by Marloes/)).toBeVisible();
  await axeClean(invited);
  await screenshot(invited, 'content-scheduled');
  await invited.goto(url('/admin/content?status=scheduled'));
  await expect(invited.getByRole('row', { name: new RegExp(scheduledTitle) })).toContainText('Scheduled for');
  expect(await (await invited.request.get(url('/blog/building-ai-implementation-teams'))).text()).not.toContain(
    scheduledTitle,
  );
  expect((await invited.request.get(url('/api/admin/submissions'))).status()).toBe(403);
  await invited.goto(url('/admin/people'));
  await expect(invited.getByText('This page is for admins. Your role, Editor, opens these pages:')).toBeVisible();
  await expect(invited.getByRole('heading', { name: '2 People' })).toBeHidden();
  await axeClean(invited);
  await screenshot(invited, 'editor-not-for-role');
  // The link worked once.
  const again = await context.newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('This invitation link has expired or was used already.');

  // Back as the first admin: two people, and what each change does.
  await page.reload();
  await expect(page.getByRole('heading', { name: '2 People' })).toBeVisible();
  const marloes = page.getByRole('listitem').filter({ hasText: 'Marloes' });
  await expect(marloes).toContainText('Editor');
  await expect(marloes).toContainText('authenticator app · 10 recovery codes');
  await expect(marloes).toContainText('1 session open');
  await marloes.getByRole('button', { name: 'Disable: Marloes' }).click();
  await expect(marloes.getByRole('group', { name: 'Confirm: Disable' })).toBeVisible();
  await axeClean(page);
  await marloes.getByRole('group').getByRole('button', { name: 'Disable' }).click();
  // The credential shown above is older than five minutes again (the cancelled dialog gave none): asked once more.
  await dialog.getByLabel('Password').fill(admin.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(marloes.getByText('Disabled', { exact: true })).toBeVisible();
  await keepRenewedSession(page, admin);
  await invited.reload();
  await expect(invited).toHaveURL(url('/admin/login'));
  await screenshot(page, 'people-disabled');

  await marloes.getByRole('button', { name: 'Enable: Marloes' }).click();
  await marloes.getByRole('group').getByRole('button', { name: 'Enable' }).click();
  await expect(marloes.getByText('Disabled', { exact: true })).toBeHidden();
  await marloes.getByRole('button', { name: 'Remove: Marloes' }).click();
  await marloes.getByRole('group').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: '1 Person' })).toBeVisible();
  await context.close();

  // The editor's schedule was published at its minute, though they have left since.
  await expect
    .poll(async () => (await page.request.get(url('/blog/building-ai-implementation-teams'))).text(), {
      timeout: 120_000,
      intervals: [2000],
    })
    .toContain(scheduledTitle);
  expect(Date.now()).toBeGreaterThanOrEqual(at);

  // Each change is in the audit trail, under the admin who made it.
  await page.goto(url('/admin/audit'));
  for (const action of [
    'admin.invited',
    'reauthenticated',
    'admin.disabled',
    'admin.enabled',
    'admin.removed',
    'content.scheduled',
  ]) {
    await expect(page.getByRole('table').getByText(action, { exact: true }).first()).toBeVisible();
  }
});
