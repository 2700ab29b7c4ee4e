import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import type { WebhookPayload } from '#contracts/webhooks.ts';
import { webhookReceiver } from '../tests/helpers/webhook-receiver.ts';
import { expect, test } from './admin-fixtures.ts';
import { axeClean, screenshot, submitCompanyForm } from './admin-server.ts';

// Issue 24 item 4: an admin adds a webhook to a receiver on loopback (allowed by the server's
// WEBHOOKS_ALLOW_LOOPBACK setting), sees a signed delivery that the receiver's Standard Webhooks
// library verifies, breaks the receiver and follows the retries in the delivery log, sends one
// again.

type Receiver = Awaited<ReturnType<typeof webhookReceiver>>;

let receiver: Receiver;

// The server of this file lets webhooks reach loopback, and retries after 1 s and 5 s, so the log
// shows them while the test watches (e2e/admin-webhooks-refused.spec.ts has the default server).
test.use({ adminEnv: { WEBHOOKS_ALLOW_LOOPBACK: 'true', OUTBOX_RETRY_DELAY: '1s' } });
// Setup works once per database, so each flow has a server of its own, on the desktop project
// (e2e/viewports.ts); the log is also shot at 390 px there.

test.beforeAll(async () => {
  receiver = await webhookReceiver();
});

test.afterAll(async () => {
  await receiver?.close();
});

/** The webhooks page, through the admin navigation, signed in (the saved session of e2e/admin-fixtures.ts). */
async function openWebhooks(page: Page, origin: string) {
  await page.goto(`${origin}/admin/submissions`);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(`${origin}/admin/webhooks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
}

const submit = (origin: string, name: string) =>
  submitCompanyForm(origin, {
    name,
    email: 'hooks@example.com',
    company: 'Hooks B.V.',
    message: 'Please put us in your CRM.',
  });

const receivedFor = (name: string) =>
  receiver.received.filter((each) => (JSON.parse(each.body) as WebhookPayload).data.name === name);

test('a signed delivery that verifies, a broken receiver’s retries in the log, and Send again', async ({
  page,
  admin,
}) => {
  test.setTimeout(240_000);
  const { origin } = admin;
  await openWebhooks(page, origin);
  await expect(page.getByText('None yet.')).toBeVisible();
  await axeClean(page);

  await page.getByLabel('Endpoint address').fill(receiver.url);
  await page.getByLabel('Description').fill('CRM');
  await page.getByRole('button', { name: 'Add Endpoint' }).click();
  const secretPanel = page.getByTestId('webhook-secret');
  await expect(secretPanel).toContainText('shown this once');
  const secret = ((await secretPanel.locator('code').last().textContent()) ?? '').trim();
  expect(secret).toMatch(/^whsec_/);
  const endpoint = page.getByRole('listitem').filter({ hasText: receiver.url });
  await expect(endpoint).toContainText('CRM');
  await expect(page.getByRole('heading', { name: '1 Endpoint' })).toBeVisible();
  await axeClean(page);
  await screenshot(page, 'webhooks-added');
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(secretPanel).toHaveCount(0);

  // A submission arrives at the receiver, signed; the receiver's library verifies it.
  await submit(origin, 'Webhook Ada');
  await expect.poll(() => receivedFor('Webhook Ada').length, { timeout: 30_000 }).toBe(1);
  const [request] = receivedFor('Webhook Ada');
  const verified = new Webhook(secret).verify(request!.body, {
    'webhook-id': String(request!.headers['webhook-id']),
    'webhook-timestamp': String(request!.headers['webhook-timestamp']),
    'webhook-signature': String(request!.headers['webhook-signature']),
  }) as WebhookPayload;
  expect(verified.data).toMatchObject({ name: 'Webhook Ada', email: 'hooks@example.com', company: 'Hooks B.V.' });
  await page.reload();
  const log = page.getByRole('table', { name: `Deliveries to ${receiver.url}` });
  const adaRow = log.getByRole('row').filter({ hasText: 'Delivered' });
  await expect(adaRow).toHaveCount(1);
  await expect(adaRow).toContainText(/HTTP 200 in \d+ ms/);

  // The receiver breaks: the log shows each failed attempt and the next try.
  receiver.answer(500);
  await submit(origin, 'Webhook Broken');
  const brokenRow = log.getByRole('row').filter({ hasText: 'Retrying' });
  await expect(brokenRow).toHaveCount(1, { timeout: 30_000 });
  await expect(brokenRow).toContainText('HTTP 500');
  await expect(brokenRow).toContainText('Next try');
  await expect.poll(() => receivedFor('Webhook Broken').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await page.reload();
  await brokenRow.locator('summary').click();
  const attempts = brokenRow.getByRole('listitem');
  await expect(attempts.first()).toBeVisible();
  expect(await attempts.count()).toBeGreaterThanOrEqual(2);
  for (const text of await attempts.allTextContents()) expect(text).toMatch(/HTTP 500 in \d+ ms/);
  await expect(endpoint).toContainText('1 delivered');
  await axeClean(page);
  await screenshot(page, 'webhooks-log');

  // Fixed, and sent again at once from the log.
  receiver.answer(200);
  const before = receivedFor('Webhook Broken').length;
  await brokenRow.getByRole('button', { name: /^Send again/ }).click();
  await expect(page.getByText('The delivery is on its way')).toBeVisible();
  await expect.poll(() => receivedFor('Webhook Broken').length, { timeout: 30_000 }).toBeGreaterThan(before);
  await page.reload();
  await expect(log.getByRole('row').filter({ hasText: 'Delivered' })).toHaveCount(2);
  // Every attempt carried the one message id.
  expect(new Set(receivedFor('Webhook Broken').map((each) => each.headers['webhook-id'])).size).toBe(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await axeClean(page);
  await screenshot(page, 'webhooks-log');
});
