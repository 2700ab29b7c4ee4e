import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import type { WebhookPayload } from '#contracts/webhooks.ts';
import { webhookReceiver } from '../tests/helpers/webhook-receiver.ts';
import { type AdminServer, axeClean, firstSignIn, screenshot, startAdminServer } from './admin-server.ts';
import { expect, test } from './fixtures.ts';

// Issue 24 item 4: an admin adds a webhook to a receiver on loopback (allowed by the server's
// WEBHOOKS_ALLOW_LOOPBACK setting), sees a signed delivery that the receiver's Standard Webhooks
// library verifies, breaks the receiver and follows the retries in the delivery log, sends one
// again; and on a server without the setting, 127.0.0.1, 10.0.0.1 and 169.254.169.254 are refused.
// Each server is of its own (setup works once per database); the flows run on one project.

type Receiver = Awaited<ReturnType<typeof webhookReceiver>>;

let receiver: Receiver;
const servers: AdminServer[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  receiver = await webhookReceiver();
});

test.afterAll(async () => {
  for (const server of servers) server.stop();
  await receiver?.close();
});

async function signedInServer(page: Page, env: NodeJS.ProcessEnv) {
  const server = await startAdminServer({ env });
  servers.push(server);
  await page.goto(`${server.origin}/admin/setup`);
  await page.getByRole('button', { name: 'Create Admin User' }).click();
  const password = (await page.getByTestId('setup-password').textContent()) ?? '';
  await firstSignIn(page, server.origin, { username: 'admin', password, newPassword: 'Erasmus-bridge-swan-at-noon' });
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(`${server.origin}/admin/webhooks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  return server.origin;
}

async function submit(origin: string, name: string) {
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      formType: 'company',
      name,
      email: 'hooks@example.com',
      company: 'Hooks B.V.',
      message: 'Please put us in your CRM.',
      privacy: true,
    }),
  });
  expect(await response.json()).toEqual({ success: true });
}

const receivedFor = (name: string) =>
  receiver.received.filter((each) => (JSON.parse(each.body) as WebhookPayload).data.name === name);

test('a signed delivery that verifies, a broken receiver’s retries in the log, and Send again', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'setup works once per database: the flow runs on one project');
  test.setTimeout(240_000);
  // Retries after 1 s and 5 s here, so the log shows them while the test watches.
  const origin = await signedInServer(page, { WEBHOOKS_ALLOW_LOOPBACK: 'true', OUTBOX_RETRY_DELAY: '1s' });
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

test('without the loopback setting, 127.0.0.1, 10.0.0.1 and 169.254.169.254 are refused', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'setup works once per database: the flow runs on one project');
  test.setTimeout(180_000);
  await signedInServer(page, {});
  const received = receiver.received.length;
  for (const url of [receiver.url, 'https://10.0.0.1/hook', 'https://169.254.169.254/latest/meta-data/']) {
    await page.getByLabel('Endpoint address').fill(url);
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(page.getByText('This address is not on the public internet.')).toBeVisible();
    await expect(page.getByLabel('Endpoint address')).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByText('None yet.')).toBeVisible();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
  await axeClean(page);
  await screenshot(page, 'webhooks-refused');
  // Nothing was sent anywhere: the receiver on 127.0.0.1 heard nothing.
  expect(receiver.received.length).toBe(received);
});
