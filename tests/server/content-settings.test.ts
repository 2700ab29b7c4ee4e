// The site's settings in the studio (issue 35): the navigation, the footer's line and the contact details are content,
// so an editor who changes the phone number or renames a menu link publishes it to every page (public pages, answer
// pages, the not-found page and the admin's shells alike) with no developer and no deploy, and a link to a page the
// site does not have, or contact details no one can use, are refused by field with nothing stored.
import { expect, it } from 'vitest';
import { builtPage } from '../../scripts/lib/built-site.ts';
import { type repositorySettings, usePublishingAdmin } from '../helpers/content.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

type Settings = typeof repositorySettings;
const url = '/api/admin/content/siteSettings/settings';

describeEachDatabase('the site settings published from the studio on $name', ({ env }) => {
  const { ctx, send } = usePublishingAdmin(env);
  const body = async (path: string) => {
    const response = await ctx().app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode, path).toBe(200);
    return response.rawPayload;
  };
  const page = async (path: string) => (await body(path)).toString('utf8');
  /** A page as the live site holds it: an answer page is filled and sent by the server after a form is posted. */
  const livePage = (route: string) => builtPage(route, ctx().app.site.live().clientDir);
  const current = async () => (await send('GET', url)).json<{ item: { revision: number; data: Settings } }>().item;

  it('a new phone number, e-mail address and menu label reach every page in both languages', async () => {
    const { revision, data } = await current();
    const pdfBefore = await body('/documents/general-conditions.pdf');
    const changed: Settings = structuredClone(data);
    changed.contact.email = 'studio@rebels-ai.nl';
    changed.contact.phone = '+31 10 555 0101';
    changed.contact.phoneHours = { en: 'Weekdays, 8:30–17:00', nl: 'werkdagen, 8.30–17.00 uur' };
    changed.footer.tagline = { en: 'Edited in the studio.', nl: 'Bewerkt in de studio.' };
    const about = changed.navigation.main.findIndex((entry) => 'to' in entry && entry.to === '/about');
    changed.navigation.main[about]!.label = { en: 'About us', nl: 'Over het team' };
    changed.navigation.legal.reverse();

    const response = await send('PUT', url, { revision, data: changed });
    expect(response.statusCode, response.body).toBe(200);

    // Public pages (islands), the jobs page with its own header, the not-found page, an answer page and the admin's
    // React Router shells: every header and footer carries the new settings.
    for (const at of ['/', '/about', '/jobs', '/404', '/_answer/thank-you', '/admin/login', '/admin/content']) {
      const html = at.startsWith('/_answer/') ? livePage(at) : await page(at);
      expect(html, at).toContain('studio@rebels-ai.nl');
      expect(html, at).toContain('href="tel:+31105550101"');
      expect(html, at).toContain('Edited in the studio.');
      expect(html, at).not.toContain('hello@rebels-ai.nl');
      if (at !== '/jobs') expect(html, at).toContain('>About us<');
    }
    const dutch = await page('/nl/');
    expect(dutch).toContain('>Over het team<');
    expect(dutch).toContain('Bewerkt in de studio.');
    expect(dutch).toContain('href="/nl/about"');
    // The footer's legal links in their new order.
    const footer = (await page('/')).split('<footer')[1]!;
    expect(footer.indexOf('/privacy-statement-jobs')).toBeLessThan(footer.indexOf('/cookie-policy'));
    // The contact page's cards, the legal pages' {{site.email}}, the home page's structured data, the PDF.
    const contact = await page('/nl/contact');
    expect(contact).toContain('werkdagen, 8.30–17.00 uur');
    expect(contact).toContain('+31 10 555 0101');
    expect(await page('/privacy-policy')).toContain('studio@rebels-ai.nl');
    expect(await page('/')).toContain('"telephone":"+31 10 555 0101"');
    expect((await body('/documents/general-conditions.pdf')).equals(pdfBefore)).toBe(false);
    // The admin's loader data for its own navigations carries them as well.
    expect(await page('/admin/content.data')).toContain('studio@rebels-ai.nl');
  });

  it('refuses a link to a page the site does not have and contact details no one can use, storing nothing', async () => {
    const before = await current();
    const home = await page('/');
    const cases: [string, (data: Settings) => void, string, RegExp][] = [
      [
        'a page that is not there',
        (data) => (data.navigation.company[0]!.to = '/nowhere'),
        'navigation.company.0.to',
        /no page at \/nowhere/,
      ],
      [
        'an admin page',
        (data) => (data.navigation.legal[0]!.to = '/admin/login'),
        'navigation.legal.0.to',
        /no page at \/admin\/login/,
      ],
      [
        'another site',
        (data) => ((data.navigation.callToAction as { to: string }).to = 'https://example.org'),
        'navigation.callToAction.to',
        /./,
      ],
      [
        'an e-mail address that is none',
        (data) => (data.contact.email = 'hello at rebels'),
        'contact.email',
        /e-mail address/,
      ],
      ['a phone number with letters', (data) => (data.contact.phone = 'call us'), 'contact.phone', /phone number/],
      [
        'a KvK number of 4 digits',
        (data) => (data.contact.chamberOfCommerce = '9123'),
        'contact.chamberOfCommerce',
        /8 digits/,
      ],
      [
        'a LinkedIn page over http',
        (data) => (data.contact.linkedin = 'http://linkedin.com/x'),
        'contact.linkedin',
        /https/,
      ],
      [
        'no Dutch tagline',
        (data) => ((data.footer.tagline as { nl?: string }).nl = undefined),
        'footer.tagline.nl',
        /./,
      ],
      ['an empty footer column', (data) => (data.navigation.company = []), 'navigation.company', /At least one link/],
      [
        'a second Services menu',
        (data) => data.navigation.main.push(structuredClone(data.navigation.main[1]!)),
        'navigation.main',
        /Exactly one Services menu/,
      ],
      [
        'a placeholder of its own',
        (data) => (data.contact.address.street = '{{site.email}}'),
        'contact.address.street',
        /unknown placeholder/,
      ],
    ];
    for (const [what, change, field, message] of cases) {
      const data = structuredClone(before.data);
      change(data);
      const response = await send('PUT', url, { revision: before.revision, data });
      expect(response.statusCode, what).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[field], what).toEqual(
        expect.arrayContaining([expect.stringMatching(message)]),
      );
    }
    expect(await current()).toEqual(before);
    expect(await page('/')).toBe(home);
  });
});
