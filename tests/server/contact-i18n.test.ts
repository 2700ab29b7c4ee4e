// The contact API in both languages (issue 23): the `locale` field, keyed errors whose texts
// follow it, the Dutch confirmation e-mail and the staff notification's language line, and the
// no-JavaScript thank-you and error pages under /nl.
import { afterEach, describe, expect, it } from 'vitest';
import { errorText, isErrorCode } from '#contracts/error-codes.ts';
import { eventually } from '../../scripts/lib/server-process.ts';
import { companyPayload, jobPayload } from '../helpers/contact.ts';
import { decodeHeader, mailbox, readableBody } from '../helpers/mailbox.ts';
import { buildContactApp, describeEachDatabase, isolatedDatabase, useContactApp } from '../helpers/test-app.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

describeEachDatabase('the contact API in English and Dutch on $name', ({ env }) => {
  const ctx = useContactApp(env);
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers });

  it('answers the same codes in both languages, and the texts in the language the body names', async () => {
    const bad = { formType: 'job', name: '', email: 'not-an-email', phone: '12', experience: 'x'.repeat(5001) };
    const english = await post({ ...bad, locale: 'en' });
    const dutch = await post({ ...bad, locale: 'nl' });
    expect(english.statusCode).toBe(400);
    expect(dutch.statusCode).toBe(400);
    const en = english.json();
    const nl = dutch.json();
    expect(nl.fieldErrorCodes).toEqual(en.fieldErrorCodes);
    expect(nl.code).toBe(en.code);
    expect(en.fieldErrorCodes).toEqual({
      name: ['name_required'],
      email: ['email_invalid'],
      phone: ['phone_invalid'],
      experience: ['too_long'],
    });
    expect(en.fieldErrors.email).toEqual(['Please enter a valid email address']);
    expect(nl.fieldErrors.email).toEqual(['Vul een geldig e-mailadres in']);
    expect(en.fieldErrors.experience).toEqual(['Experience must be at most 5000 characters']);
    expect(nl.fieldErrors.experience).toEqual(['Ervaring mag maximaal 5000 tekens bevatten']);
    expect(en.error).toBe('Please enter your name');
    expect(nl.error).toBe('Vul je naam in');
    // Every code a client gets is one it can look up, and reads differently in Dutch.
    for (const codes of Object.values(en.fieldErrorCodes as Record<string, string[]>)) {
      for (const code of codes) {
        expect(isErrorCode(code)).toBe(true);
        expect(errorText(code, 'nl')).not.toBe(errorText(code, 'en'));
      }
    }
  });

  it('takes English when `locale` is left out or empty, and refuses a language it does not offer', async () => {
    const missing = await post({ formType: 'company', name: '' });
    expect(missing.json().fieldErrors.name).toEqual(['Please enter your name']);
    const empty = await post({ formType: 'company', name: '', locale: '' });
    expect(empty.json().fieldErrors.name).toEqual(['Please enter your name']);
    for (const locale of ['fr', 'NL', 'en-GB', 42, ['nl'], { nl: true }]) {
      const answer = await post(companyPayload({ locale }));
      expect(answer.statusCode, JSON.stringify(locale)).toBe(400);
      expect(answer.json().fieldErrorCodes).toEqual({ locale: ['locale'] });
      expect(answer.json().fieldErrors.locale).toEqual(['Please choose the language en or nl']);
    }
  });

  it('stores the language with the submission, English for the spec payload without one', async () => {
    expect((await post(companyPayload({ name: 'Nederlandse Bezoeker', locale: 'nl' }))).json()).toEqual({
      success: true,
    });
    expect((await post(companyPayload({ name: 'Spec Client' }))).json()).toEqual({ success: true });
    const rows = await ctx()
      .app.db.selectFrom('contact_submissions')
      .select(['name', 'locale'])
      .where('name', 'in', ['Nederlandse Bezoeker', 'Spec Client'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'Nederlandse Bezoeker', locale: 'nl' },
      { name: 'Spec Client', locale: 'en' },
    ]);
  });

  it('sends a form posted without JavaScript from /nl/contact to the Dutch thank-you page', async () => {
    const posted = await post(
      form({ ...jobPayload({ privacy: 'on', locale: 'nl' }), startedAt: '' } as never),
      formHeaders,
    );
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/nl/contact/thank-you?form=job');
    const page = await ctx().app.inject({ url: '/nl/contact/thank-you?form=job' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain('Sollicitatie ontvangen!');
    expect(page.body).toContain('href="/nl/contact#contact-job"');
    expect(page.body).toContain('href="/nl/"');
    const english = await ctx().app.inject({ url: '/contact/thank-you?form=company' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Thank You!');
  });

  it('answers a refused no-JavaScript post from a Dutch page with a Dutch error page', async () => {
    const answer = await post(form({ formType: 'company', name: '', locale: 'nl' }), formHeaders);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('<html lang="nl">');
    expect(answer.body).toContain('Je bericht is niet verstuurd');
    expect(answer.body).toContain('Vul je naam in');
    expect(answer.body).toContain('Ga met de terugknop van je browser terug naar het formulier');
    // Refused before the body is read: the language comes from the page the form was on.
    const unsupported = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: 'x',
      headers: { 'content-type': 'text/plain', referer: 'http://localhost/nl/contact' },
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toMatchObject({ code: 'content_type', error: errorText('content_type', 'nl') });
  });
});

describe('the rate limit in the language of the page', () => {
  it('says how long to wait in Dutch to a visitor of /nl/contact', async () => {
    const isolated = await isolatedDatabase({});
    const { app } = await buildContactApp({ env: { ...isolated.env, CONTACT_RATE_LIMIT: '1/10m' } });
    try {
      const headers = { referer: 'http://localhost/nl/contact' };
      await app.inject({ method: 'POST', url: '/api/contact', payload: companyPayload({ locale: 'nl' }), headers });
      const refused = await app.inject({ method: 'POST', url: '/api/contact', payload: companyPayload(), headers });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        code: 'rate_limited',
        error: 'Te veel inzendingen. Probeer het over 10 minuten opnieuw.',
      });
      const english = await app.inject({ method: 'POST', url: '/api/contact', payload: companyPayload() });
      expect(english.json().error).toBe('Too many submissions. Please try again in 10 minutes.');
    } finally {
      await app.close();
      await isolated.drop();
    }
  });
});

describe('the e-mails of a Dutch job application', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => {});
  });

  it('confirms to the applicant in Dutch and tells the staff, in English, that the visitor wrote in Dutch', async () => {
    const box = await mailbox();
    cleanups.push(box.close);
    const isolated = await isolatedDatabase({});
    cleanups.push(isolated.drop);
    const { app } = await buildContactApp({
      env: { ...isolated.env, SMTP_URL: box.smtpUrl, CONTACT_NOTIFY_TO: 'inbox@rebels.test' },
    });
    cleanups.push(() => app.close());
    const answer = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: jobPayload({ name: 'Sanne de Vries', email: 'sanne@example.nl', locale: 'nl' }),
    });
    expect(answer.json()).toEqual({ success: true });
    expect(await app.outbox.runOnce()).toBe(2);
    await eventually('two e-mails', () => box.messages.length === 2);
    const confirmation = box.messages.find((mail) => mail.to.includes('sanne@example.nl'));
    const notification = box.messages.find((mail) => mail.to.includes('inbox@rebels.test'));
    expect(decodeHeader(confirmation?.headers.subject ?? '')).toBe('We hebben je sollicitatie ontvangen — Rebels');
    const text = readableBody(confirmation?.body ?? '');
    expect(text).toContain('Beste Sanne de Vries,');
    expect(text).toContain('Bedankt voor je sollicitatie op de functie Machine Learning Engineer bij Rebels.');
    expect(text).toContain('Met vriendelijke groet,');
    expect(text).not.toMatch(/Thank you|Dear|Kind regards/);
    expect(readableBody(notification?.body ?? '')).toContain('Language: Dutch (nl)');
  });
});
