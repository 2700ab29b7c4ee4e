import { describe, expect, it } from 'vitest';
import { listSubmissions } from '#server/contact/contact.repository.ts';
import {
  companyPayload,
  countOutbox,
  countSubmissions,
  fieldParts,
  jobPayload,
  multipartBody,
  pdfFile,
} from '../helpers/contact.ts';
import { parseHtml } from '../helpers/html.ts';
import { buildContactApp, describeEachDatabase, useContactApp } from '../helpers/test-app.ts';

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const urlencoded = (payload: Record<string, unknown>) =>
  new URLSearchParams(fieldParts(payload).map((part) => [part.name, part.value])).toString();

describeEachDatabase('contact forms without JavaScript, spam and rate limits on $name', ({ env: baseEnv }) => {
  const ctx = useContactApp(baseEnv);

  const postForm = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: browserAccept,
        host: 'www.rebels-ai.nl',
        ...headers,
      },
      payload: urlencoded(payload),
    });

  it('redirects a company form posted by a browser to the thank-you page (303), privacy=on meaning yes', async () => {
    const response = await postForm(companyPayload({ name: 'No JS Company' }), { origin: 'http://www.rebels-ai.nl' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/thank-you?form=company');
    const stored = (await listSubmissions(ctx().db)).find((row) => row.name === 'No JS Company');
    expect(stored).toMatchObject({ status: 'received', interest: 'academy' });
  });

  it('redirects a job form posted as multipart with a CV to the thank-you page', async () => {
    const body = multipartBody([
      ...fieldParts(jobPayload({ name: 'No JS Job' })),
      { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfFile() },
    ]);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': body.contentType, accept: browserAccept },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/thank-you?form=job');
    expect((await listSubmissions(ctx().db)).find((row) => row.name === 'No JS Job')?.cv?.type).toBe('pdf');
  });

  it('answers a failed form with an error page naming the problem, with the status, and stores nothing', async () => {
    const before = await countSubmissions(ctx().db);
    const company = await postForm(companyPayload({ email: 'not-an-address', phone: 'call me' }));
    expect(company.statusCode).toBe(400);
    expect(company.headers['content-type']).toMatch(/^text\/html/);
    expect(company.headers['cache-control']).toBe('no-store');
    const companyPage = parseHtml(company.body);
    expect(companyPage.h1).toBe('Your message was not sent');
    expect(companyPage.text).toContain(
      'Failed to submit your message: Please enter a valid email address. Please try again.',
    );
    expect(companyPage.text).toContain('Email: Please enter a valid email address');
    expect(companyPage.text).toContain('Phone: Please enter a valid phone number');
    expect(companyPage.links).toContainEqual({ href: '/contact', text: 'Open the form again' });

    const job = await postForm(jobPayload({ privacy: false, name: '<script>alert(1)</script>', phone: '' }));
    expect(job.statusCode).toBe(400);
    const jobPage = parseHtml(job.body);
    expect(jobPage.h1).toBe('Your application was not sent');
    expect(jobPage.text).toContain('Phone: Please enter your phone number');
    expect(jobPage.text).toContain('Privacy policy: Please accept the privacy policy');
    expect(jobPage.links).toContainEqual({ href: '/contact#contact-job', text: 'Open the form again' });
    expect(job.body).not.toContain('<script>');

    const tooLarge = await postForm(companyPayload({ message: 'x'.repeat(200_000) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(parseHtml(tooLarge.body).text).toMatch(/too large/);
    expect(await countSubmissions(ctx().db)).toBe(before);
  });

  it('serves the thank-you pages the redirects lead to, with the success texts', async () => {
    const company = await ctx().app.inject({ url: '/contact/thank-you?form=company' });
    expect(company.statusCode).toBe(200);
    expect(company.headers['cache-control']).toBe('no-store');
    const companyPage = parseHtml(company.body);
    expect(companyPage.h1).toBe('Thank You!');
    expect(companyPage.text).toContain("We've received your message and will get back to you shortly.");
    expect(companyPage.links).toContainEqual({ href: '/contact', text: 'Send Another Message' });
    expect(company.body).toMatch(/<meta name="robots" content="noindex"\/?>/);
    // Styled like the site: the page is prerendered with the site's layout and stylesheet.
    expect(company.body).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"[^>]*>/);

    const job = parseHtml((await ctx().app.inject({ url: '/contact/thank-you?form=job' })).body);
    expect(job.h1).toBe('Application Received!');
    expect(job.links).toContainEqual({ href: '/contact#contact-job', text: 'Submit Another Application' });
    // Anything else is the company page: the query only picks a text.
    expect(parseHtml((await ctx().app.inject({ url: '/contact/thank-you?form=%3Cx%3E' })).body).h1).toBe('Thank You!');
  });

  it('answers a job form with a CV over 5 MB with a 413 error page for the application', async () => {
    const body = multipartBody([
      ...fieldParts(jobPayload({ name: 'Big CV' })),
      {
        name: 'cv',
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        data: Buffer.concat([pdfFile(), Buffer.alloc(5_300_000)]),
      },
    ]);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': body.contentType, accept: browserAccept },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    const page = parseHtml(response.body);
    expect(page.h1).toBe('Your application was not sent');
    expect(page.text).toMatch(/at most 5 MB/);
    expect((await listSubmissions(ctx().db)).some((row) => row.name === 'Big CV')).toBe(false);
  });

  it('answers JSON to a form-encoded post that asks for JSON', async () => {
    const response = await postForm(companyPayload({ name: '' }), { accept: 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Please enter your name' });
  });

  it.each([
    ['urlencoded', 'application/x-www-form-urlencoded'],
    ['JSON', 'application/json'],
  ])('refuses a cross-origin %s post with 403 and stores nothing', async (_label, contentType) => {
    const before = await countSubmissions(ctx().db);
    const payload = companyPayload({ name: 'Cross Origin' });
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': contentType,
        origin: 'https://evil.example',
        host: 'www.rebels-ai.nl',
        accept: browserAccept,
      },
      payload: contentType === 'application/json' ? JSON.stringify(payload) : urlencoded(payload),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, error: 'Cross-site form posts are not accepted' });
    expect(await countSubmissions(ctx().db)).toBe(before);
  });

  // inject() speaks plain HTTP: the same origin is an http:// one (the scheme counts, decision 0043).
  it.each([
    ['the same host', 'http://www.rebels-ai.nl', 'www.rebels-ai.nl'],
    ["the scheme's default port written out", 'http://www.rebels-ai.nl', 'www.rebels-ai.nl:80'],
    ['another letter case', 'http://WWW.Rebels-AI.nl', 'www.rebels-ai.nl'],
    ['a port of its own', 'http://127.0.0.1:3000', '127.0.0.1:3000'],
  ])('accepts a same-origin post from %s', async (_label, origin, host) => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin, host },
      payload: companyPayload({ name: 'Same Origin' }),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['another port', 'https://www.rebels-ai.nl:8443', 'www.rebels-ai.nl'],
    ['another scheme', 'https://www.rebels-ai.nl', 'www.rebels-ai.nl'],
    ['another default port', 'http://www.rebels-ai.nl', 'www.rebels-ai.nl:443'],
    ['a suffix of the host', 'https://rebels-ai.nl.evil.example', 'rebels-ai.nl'],
    ['a Host that is no host', 'https://www.rebels-ai.nl', 'www.rebels-ai.nl/@evil'],
  ])('refuses a post from %s', async (_label, origin, host) => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin, host },
      payload: companyPayload({ name: 'Other Origin' }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a cross-origin multipart post (fetch can send one without a preflight)', async () => {
    const body = multipartBody(fieldParts(jobPayload()));
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': body.contentType,
        accept: 'application/json',
        origin: 'null',
        host: 'www.rebels-ai.nl',
      },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['a filled honeypot', () => ({ website: 'http://spam.example' }), 'honeypot'],
    ['a form typed in under 3 seconds', () => ({ fillMs: 1000, typedKeys: 120 }), 'fill_time'],
    ['a start time far in the future', () => ({ startedAt: Date.now() + 3_600_000 }), 'form_age'],
    ['a start time over a day ago', () => ({ startedAt: Date.now() - 25 * 3_600_000 }), 'form_age'],
    ['a start time that is not a number', () => ({ startedAt: 'yesterday' }), 'form_age'],
  ])(
    'answers %s like a success but stores it as spam, with its reason, and sends nothing',
    async (label, makeOverrides, reason) => {
      const overrides = makeOverrides();
      const name = `Spam ${label}`;
      const outboxBefore = await countOutbox(ctx().db);
      const json = await ctx().app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: companyPayload({ name, ...overrides }),
      });
      expect(json.statusCode).toBe(200);
      expect(json.json()).toEqual({ success: true });
      const form = await postForm(jobPayload({ name: `${name} (form)`, ...overrides }));
      expect(form.statusCode).toBe(303);
      expect(form.headers.location).toBe('/contact/thank-you?form=job');

      const stored = (await listSubmissions(ctx().db)).filter((row) => row.name.startsWith(name));
      expect(stored.map((row) => row.status)).toEqual(['spam', 'spam']);
      expect(stored.map((row) => row.spamReason)).toEqual([reason, reason]);
      expect(await countOutbox(ctx().db)).toBe(outboxBefore);
    },
  );

  it('does not judge an autofilled form by its fill time: sent at once but not typed is a person', async () => {
    await postForm(companyPayload({ name: 'Autofill Form', fillMs: '900', typedKeys: '0' }));
    await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: companyPayload({ name: 'Autofill JSON', startedAt: Date.now() - 1500, fillMs: 1200, typedKeys: 2 }),
    });
    const stored = (await listSubmissions(ctx().db)).filter((row) => row.name.startsWith('Autofill'));
    expect(stored.map((row) => [row.status, row.spamReason])).toEqual([
      ['received', null],
      ['received', null],
    ]);
  });

  it('still validates spam-looking submissions (bots get the same errors as people)', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: companyPayload({ website: 'x', email: 'nope' }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('judges no fill time when the form sends none (JavaScript off, or the spec payload)', async () => {
    await postForm(companyPayload({ name: 'No Clock Form', startedAt: '' }));
    await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: companyPayload({ name: 'No Clock JSON', startedAt: undefined }),
    });
    const stored = (await listSubmissions(ctx().db)).filter((row) => row.name.startsWith('No Clock'));
    expect(stored.map((row) => row.status)).toEqual(['received', 'received']);
  });

  it('accepts startedAt as digits from a form field', async () => {
    await postForm(companyPayload({ name: 'Digits Test', startedAt: String(Date.now() - 10_000) }));
    expect((await listSubmissions(ctx().db)).find((row) => row.name === 'Digits Test')?.status).toBe('received');
  });
});

describe('the contact rate limit', () => {
  it('answers the 6th post within ten minutes with 429, Retry-After and the envelope', async () => {
    const { app, db } = await buildContactApp({ env: { CONTACT_RATE_LIMIT: '5/10m' } });
    try {
      for (let index = 0; index < 5; index++) {
        const response = await app.inject({ method: 'POST', url: '/api/contact', payload: companyPayload() });
        expect(response.statusCode).toBe(200);
      }
      const limited = await app.inject({ method: 'POST', url: '/api/contact', payload: companyPayload() });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(limited.json()).toEqual({
        success: false,
        error: 'Too many submissions. Please try again in 10 minutes.',
        code: 'rate_limited',
      });
      expect(await countSubmissions(db)).toBe(5);

      // Another address has its own allowance; the health check is not limited.
      const other = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: companyPayload(),
        remoteAddress: '203.0.113.9',
      });
      expect(other.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
  it('admits exactly the allowance of a parallel burst from one address, and stores exactly those', async () => {
    const { app, db } = await buildContactApp({ env: { CONTACT_RATE_LIMIT: '5/10m' } });
    try {
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          app.inject({ method: 'POST', url: '/api/contact', payload: companyPayload(), remoteAddress: '203.0.113.20' }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
      expect(await countSubmissions(db)).toBe(5);
    } finally {
      await app.close();
    }
  });
});
