import { decodeHeader, type Mailbox, mailbox } from '../tests/helpers/mailbox.ts';
import {
  type AdminServer,
  axeClean,
  firstSignIn,
  screenshot,
  startAdminServer,
  submitCompanyForm,
} from './admin-server.ts';
import { expect, test } from './fixtures.ts';

// Issue 24 items 2, 3 and 5: the weekly picture; a submission moved through the states with the mouse and with the
// keyboard, assigned, with a note, then answered with a reply that arrives in a real SMTP server;
// on a server of its own (setup works once per database).

let server: AdminServer;
let box: Mailbox;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  box = await mailbox();
  server = await startAdminServer({ env: { SMTP_URL: box.smtpUrl, MAIL_FROM: 'Rebels <hello@rebels.test>' } });
  origin = server.origin;
});

test.afterAll(async () => {
  server?.stop();
  await box?.close();
});

const submit = (name: string) =>
  submitCompanyForm(origin, {
    name,
    email: 'flow@example.com',
    company: 'Flow B.V.',
    message: 'We would like a GenAI scan.',
  });

test('states, assignee and notes with the mouse, then j/k, Enter, e and ? with the keyboard', async ({ page }) => {
  // Setup works once per database: the flow runs on the desktop project (e2e/viewports.ts).
  test.setTimeout(180_000);
  for (const name of ['Workflow One', 'Workflow Two', 'Workflow Three']) await submit(name);
  await page.goto(`${origin}/admin/setup`);
  await page.getByRole('button', { name: 'Create Admin User' }).click();
  const password = (await page.getByTestId('setup-password').textContent()) ?? '';
  await firstSignIn(page, origin, { username: 'admin', password, newPassword: 'Erasmus-bridge-swan-at-noon' });

  // The inbox opens on New + In progress.
  await page.reload();
  const states = page.getByRole('group', { name: 'State' });
  await expect(states.getByRole('button', { name: 'Open (3)' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'Submissions', exact: true });
  await expect(table.getByRole('row').filter({ hasText: 'Workflow One' })).toContainText('New');
  // The weekly picture (item 5): this week's three submissions, and their three notifications.
  const picture = page.getByRole('region', { name: 'The last 12 weeks' });
  await expect(picture.getByRole('figure', { name: 'Submissions, last 12 weeks' })).toContainText('This week 3');
  const delivery = picture.getByRole('figure', { name: 'E-mail delivery, last 12 weeks' });
  await expect(delivery).toContainText('This week 3');
  await expect(delivery.getByRole('table').getByRole('row')).toHaveCount(13);
  await axeClean(page);

  // Mouse: open one, move it to In progress, assign it, write a note, then answer it.
  await table.getByRole('button', { name: 'Workflow One' }).click();
  const dialog = page.getByRole('dialog', { name: 'Workflow One' });
  await dialog.getByLabel('State').selectOption('in_progress');
  await expect(states.getByRole('button', { name: 'In progress (1)' })).toBeVisible();
  await dialog.getByLabel('Assigned to').selectOption('admin');
  await expect(table.getByRole('row').filter({ hasText: 'Workflow One' })).toContainText('In progress · admin');
  await dialog.getByLabel('Add a note').fill('Called them: they want a workshop in March.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  const notes = dialog.getByRole('list', { name: 'Internal notes' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText('admin');
  await expect(notes).toContainText('Called them: they want a workshop in March.');
  await expect(dialog.getByLabel('Add a note')).toHaveValue('');
  await axeClean(page);
  await screenshot(page, 'workflow-detail');
  await dialog.getByLabel('State').selectOption('answered');
  await expect(states.getByRole('button', { name: 'Answered (1)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('button', { name: 'Workflow One' })).toHaveCount(0);
  await states.getByRole('button', { name: 'Answered (1)' }).click();
  await expect(page).toHaveURL(/state=answered/);
  await expect(table.getByRole('button', { name: 'Workflow One' })).toBeVisible();
  await states.getByRole('button', { name: 'Open (2)' }).click();

  // Keyboard: '?' shows the sheet; j/k move, Enter opens, Esc closes, e archives.
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Archive the selected (or open) submission');
  await axeClean(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.keyboard.press('j');
  await expect(table.getByRole('button', { name: 'Workflow Three' })).toBeFocused();
  await page.keyboard.press('j');
  await expect(table.getByRole('button', { name: 'Workflow Two' })).toBeFocused();
  await page.keyboard.press('k');
  await expect(table.getByRole('button', { name: 'Workflow Three' })).toBeFocused();
  await page.keyboard.press('Enter');
  const three = page.getByRole('dialog', { name: 'Workflow Three' });
  await expect(three.getByLabel('State')).toHaveValue('new');
  await page.keyboard.press('Escape');
  await expect(three).toBeHidden();
  await page.keyboard.press('e');
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Archived', { exact: true }),
  ).toBeVisible();
  await expect(table.getByRole('button', { name: 'Workflow Three' })).toHaveCount(0);
  await expect(states.getByRole('button', { name: 'Open (1)' })).toBeVisible();
  await states.getByRole('button', { name: 'Archived (1)' }).click();
  await expect(table.getByRole('button', { name: 'Workflow Three' })).toBeVisible();

  // Every change is in the audit trail.
  await page.goto(`${origin}/admin/audit`);
  await expect(page.getByRole('cell', { name: 'Submission state changed' })).toHaveCount(3);
  await expect(page.getByRole('cell', { name: 'Submission assigned' })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'Internal note added' })).toHaveCount(1);

  // Reply from the inbox (item 3): first the account needs a reply address; the dialog says where.
  await page.goto(`${origin}/admin/submissions`);
  await table.getByRole('button', { name: 'Workflow Two' }).click();
  const two = page.getByRole('dialog', { name: 'Workflow Two' });
  await expect(two.getByRole('heading', { name: 'Reply to Workflow Two' })).toBeVisible();
  await two.getByRole('link', { name: 'set your reply address' }).click();
  await expect(page).toHaveURL(/\/admin\/account#reply-address$/);
  const address = page.getByRole('region', { name: 'Reply address' });
  await address.getByLabel('E-mail address').fill('not an address');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(address.getByText('Enter an e-mail address like you@example.com')).toBeVisible();
  await address.getByLabel('E-mail address').fill('ada@rebels.test');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Answers to your replies go to ada@rebels.test.')).toBeVisible();
  await axeClean(page);

  await page.goto(`${origin}/admin/submissions`);
  await table.getByRole('button', { name: 'Workflow Two' }).click();
  await expect(two.getByText('their answer comes to ada@rebels.test')).toBeVisible();
  await two.getByRole('button', { name: 'Send reply' }).click();
  await expect(two.getByText('Write a reply first')).toBeVisible();
  await two.getByLabel('Message').fill('Hello,\n\nThanks for your message. Shall we plan the scan next week?\n\nAda');
  await two.getByRole('button', { name: 'Send reply' }).click();
  const sent = two.getByRole('list', { name: 'Replies sent' });
  await expect(sent.getByRole('listitem')).toHaveCount(1);
  await expect(sent).toContainText('Re: your message to Rebels');
  await expect(sent).toContainText('Shall we plan the scan next week?');
  await expect(two.getByLabel('Message')).toHaveValue('');
  await expect(two.getByLabel('State')).toHaveValue('answered');
  await axeClean(page);
  await screenshot(page, 'workflow-reply');
  // In the mailbox: to the submitter, from the site, answered at the admin, the original quoted.
  await expect(sent).toContainText('Sent');
  const replies = () => box.messages.filter((mail) => decodeHeader(mail.headers.subject ?? '').startsWith('Re:'));
  await expect.poll(() => replies().length).toBe(1);
  const [reply] = replies();
  expect(reply!.to).toEqual(['flow@example.com']);
  expect(reply!.headers['reply-to']).toBe('ada@rebels.test');
  expect(decodeHeader(reply!.headers.from ?? '')).toBe('Rebels <hello@rebels.test>');
  expect(reply!.body.replace(/=\r?\n/g, '')).toContain('> We would like a GenAI scan.');
  await page.goto(`${origin}/admin/audit`);
  await expect(page.getByRole('cell', { name: 'Reply sent from the inbox' })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'Reply address changed' })).toHaveCount(1);
});
