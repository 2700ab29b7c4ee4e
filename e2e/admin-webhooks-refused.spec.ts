import { webhookReceiver } from '../tests/helpers/webhook-receiver.ts';
import { expect, test } from './admin-fixtures.ts';
import { axeClean, screenshot } from './admin-server.ts';

// Issue 24 item 4: on a server with its default settings (WEBHOOKS_ALLOW_LOOPBACK off), a webhook
// to 127.0.0.1, 10.0.0.1 or 169.254.169.254 is refused on the page, and nothing is sent anywhere.

// The flow runs on the desktop project (e2e/viewports.ts).
test('without the loopback setting, 127.0.0.1, 10.0.0.1 and 169.254.169.254 are refused', async ({ page, admin }) => {
  test.setTimeout(180_000);
  await page.goto(`${admin.origin}/admin/webhooks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  const receiver = await webhookReceiver();
  const received = receiver.received.length;
  for (const url of [receiver.url, 'https://10.0.0.1/hook', 'https://169.254.169.254/latest/meta-data/']) {
    await page.getByLabel('Endpoint address').fill(url);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/webhooks') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    // Each address refused by the server itself, as its own answer says.
    const refused = await answer;
    expect(refused.status(), url).toBe(400);
    expect(((await refused.json()) as { fieldErrors: { url: string[] } }).fieldErrors.url).toEqual([
      'This address is not on the public internet. Webhooks go to public addresses only',
    ]);
    await expect(page.getByText('This address is not on the public internet.')).toBeVisible();
    await expect(page.getByLabel('Endpoint address')).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByText('None yet.')).toBeVisible();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
  await axeClean(page);
  await screenshot(page, 'webhooks-refused');
  // Nothing was sent anywhere: the receiver on 127.0.0.1 heard nothing.
  expect(receiver.received.length).toBe(received);
  await receiver.close();
});
