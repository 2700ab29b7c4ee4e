// The site in Dutch as a visitor meets it (issue 23): the navigation and the language switch
// (with and without JavaScript), the forms' messages, the server's keyed errors shown in the
// page's language, the Dutch thank-you and 404 pages, and the confirmation of an application
// sent from /nl/contact, received by a real SMTP server.
import { eventually, startServer } from '../scripts/lib/server-process.ts';
import { temporaryDir } from '../scripts/lib/temporary-dir.ts';
import { decodeHeader, mailbox } from '../tests/helpers/mailbox.ts';
import { axeViolations, expect, reactReady, test, isPhone } from './fixtures.ts';
import { bothViewports } from './viewports.ts';

const dutchNav = ['Home', 'Over ons', 'Klantverhalen', 'Vacatures', 'Blog', 'Contact'];

// Both: the navigation is the header's on a desktop and the menu's on a phone.
test(
  'the Dutch home page is in Dutch, and its language switch leads to the same page in English',
  bothViewports,
  async ({ page }) => {
    await page.goto('/nl/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laat AI transformeren, zodat mensen floreren.');
    if (isPhone(page)) await page.getByRole('button', { name: 'Menu openen' }).click();
    const nav = page.getByRole('navigation', { name: isPhone(page) ? 'Mobiel menu' : 'Hoofdmenu' });
    for (const label of dutchNav)
      await expect(nav.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
    if (isPhone(page)) await page.getByRole('button', { name: 'Menu sluiten' }).click();
    await page.getByRole('link', { name: 'This page in English' }).first().click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let AI Transform So People Thrive.');
    await page.getByRole('link', { name: 'Deze pagina in het Nederlands' }).first().click();
    await expect(page).toHaveURL('/nl/');
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the language switch is a plain link to the same path in the other language', async ({ page }) => {
    await page.goto('/success-stories/prorail');
    await page.getByRole('link', { name: 'Deze pagina in het Nederlands' }).first().click();
    await expect(page).toHaveURL('/nl/success-stories/prorail');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('link', { name: 'Alle klantverhalen' })).toBeVisible();
  });

  test('a job application posted from /nl/contact thanks the visitor in Dutch', async ({ page }) => {
    await page.goto('/nl/contact#contact-job');
    const form = page.locator('form').filter({ has: page.locator('input[name="formType"][value="job"]') });
    await form.getByLabel('Volledige naam').fill('Sanne de Vries');
    await form.getByLabel('E-mail').fill('sanne@example.nl');
    await form.getByLabel('Telefoon').fill('+31 6 1234 5678');
    await form.getByLabel('Relevante ervaring').fill('Vijf jaar MLOps bij een netbeheerder.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Verstuur sollicitatie' }).click();
    await expect(page).toHaveURL('/nl/contact/thank-you?form=job');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sollicitatie ontvangen!');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});

// Ends with axe, which judges the page as laid out: both viewports.
test('/nl/contact checks the fields in Dutch', bothViewports, async ({ page }) => {
  await page.goto('/nl/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  // The schema's messages come with React; before it, the browser's own checks hold the form.
  await reactReady(page);
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('E-mail').fill('geen-adres');
  await panel.getByRole('button', { name: 'Verstuur bericht' }).click();
  await expect(panel.getByLabel('Je naam')).toHaveAccessibleDescription('Vul je naam in');
  await expect(panel.getByLabel('Organisatie')).toHaveAccessibleDescription('Vul de naam van je organisatie in');
  await expect(panel.getByLabel('E-mail')).toHaveAccessibleDescription('Vul een geldig e-mailadres in');
  await expect(panel.getByLabel('Je bericht')).toHaveAccessibleDescription('Vul je bericht in');
  await expect(panel.getByLabel('Je naam')).toBeFocused();
  expect((await axeViolations(page)).map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test("the server's keyed errors read in the page's language", async ({ page }) => {
  // An answer in English (as a client that sent no locale gets): the Dutch page shows its codes in Dutch.
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: 'Please enter a valid phone number',
        code: 'phone_invalid',
        fieldErrors: { phone: ['Please enter a valid phone number'] },
        fieldErrorCodes: { phone: ['phone_invalid'] },
      }),
    }),
  );
  await page.goto('/nl/contact');
  await reactReady(page);
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Je naam').fill('Sanne de Vries');
  await panel.getByLabel('Organisatie').fill('Netbeheer Zuid');
  await panel.getByLabel('E-mail').fill('sanne@example.nl');
  await panel.getByLabel('Telefoon (optioneel)').fill('+31 6 1234 5678');
  await panel.getByLabel('Je bericht').fill('Wij willen een AI-training voor 40 mensen.');
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: 'Verstuur bericht' }).click();
  await expect(panel.getByLabel('Telefoon (optioneel)')).toHaveAccessibleDescription(
    'Vul een geldig telefoonnummer in',
  );
  await expect(panel.getByRole('alert')).toHaveText(
    'Je bericht kon niet worden verstuurd: Vul een geldig telefoonnummer in. Probeer het opnieuw.',
  );
});

test('an unknown Dutch address answers the Dutch 404 page', async ({ page }) => {
  const response = await page.goto('/nl/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Pagina niet gevonden');
  await page.getByRole('main').getByRole('link', { name: 'Terug naar home' }).click();
  await expect(page).toHaveURL('/nl/');
});

test.describe('a job application from /nl/contact', () => {
  // One application is enough: the desktop project's.
  test('sends its applicant a Dutch confirmation', async ({ page }) => {
    const box = await mailbox();
    const server = await startServer({
      env: {
        DATA_DIR: temporaryDir('rebels-i18n-e2e-'),
        SMTP_URL: box.smtpUrl,
        CONTACT_NOTIFY_TO: 'inbox@rebels.test',
        CONTACT_RATE_LIMIT: '1000/1m',
        LOG_LEVEL: 'warn',
      },
    });
    try {
      await page.goto(`http://127.0.0.1:${server.port}/nl/contact#contact-job`);
      await reactReady(page);
      const panel = page.getByRole('tabpanel');
      await panel.getByLabel('Volledige naam').fill('Sanne de Vries');
      await panel.getByLabel('E-mail').fill('sanne@example.nl');
      await panel.getByLabel('Telefoon').fill('+31 6 1234 5678');
      await panel.getByLabel('Functie').selectOption('Gen-AI Consultant');
      await panel.getByLabel('Relevante ervaring').fill('Vijf jaar MLOps bij een netbeheerder.');
      await panel.getByRole('checkbox').check();
      await panel.getByRole('button', { name: 'Verstuur sollicitatie' }).click();
      await expect(page.getByRole('heading', { name: 'Sollicitatie ontvangen!' })).toBeVisible();
      const confirmation = await eventually('the confirmation', () =>
        box.messages.find((mail) => mail.to.includes('sanne@example.nl')),
      );
      expect(decodeHeader(confirmation.headers.subject ?? '')).toBe('We hebben je sollicitatie ontvangen — Rebels');
    } finally {
      await server.stop();
      await box.close();
    }
  });
});
