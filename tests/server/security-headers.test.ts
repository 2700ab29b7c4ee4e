// Headers on every answer (issue 33): a page, a 404, every kind of error (the router's own refusals
// too, which no hook sees) and both CV downloads carry the same security headers, and a CSP with
// base-uri 'none' (ASVS 3.4.3) and frame-ancestors 'none'.
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { findSubmission } from '#server/contact/index.ts';
import { payloadOf } from '#server/webhooks/webhooks.service.ts';
import { cvLinkKey } from '#server/webhooks/webhooks.repository.ts';
import { loginAsAdmin, useAdminApp } from '../helpers/admin.ts';
import { fieldParts, jobPayload, multipartBody, pdfFile } from '../helpers/contact.ts';

/** What every answer carries, whatever answers it (written out here, not read from the server's code). */
const expected = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

describe('security headers on every answer', () => {
  const ctx = useAdminApp({});
  let cookie = '';
  let cvId = 0;
  let cvLink = '';
  beforeAll(async () => {
    cookie = (await loginAsAdmin(ctx().app, ctx().clock)).cookie;
    const body = multipartBody([
      ...fieldParts(jobPayload({ name: 'Header Grace' })),
      { name: 'cv', filename: 'grace.pdf', contentType: 'application/pdf', data: pdfFile() },
    ]);
    const posted = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': body.contentType, accept: 'application/json' },
      payload: body.payload,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const row = await ctx()
      .db.selectFrom('contact_submissions')
      .select('id')
      .where('name', '=', 'Header Grace')
      .executeTakeFirstOrThrow();
    cvId = Number(row.id);
    // The link a webhook payload would carry.
    const submission = (await findSubmission(ctx().db, cvId))!;
    const payload = payloadOf(submission, {
      key: await cvLinkKey(ctx().db),
      publicUrl: 'https://www.rebels.test',
      now: ctx().clock.now(),
    });
    const url = new URL(payload.data.cv!.url);
    cvLink = `${url.pathname}${url.search}`;
  });

  const json = { 'content-type': 'application/json' };
  const cases: [string, number, () => InjectOptions][] = [
    ['a page', 200, () => ({ url: '/about/' })],
    ['the home page', 200, () => ({ url: '/' })],
    ['a 404 page', 404, () => ({ url: '/no-such-page' })],
    ['an API 404', 404, () => ({ url: '/api/no-such-route' })],
    ['a path that is not valid percent-encoding (400, before any hook)', 400, () => ({ url: '/api/%zz' })],
    [
      'an overlong id (414, before any hook)',
      414,
      () => ({ method: 'DELETE', url: `/api/admin/submissions/${'9'.repeat(101)}`, headers: { cookie } }),
    ],
    [
      'a body of another type (415)',
      415,
      () => ({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }),
    ],
    [
      'a body too large (413)',
      413,
      () => ({
        method: 'POST',
        url: '/api/contact',
        headers: json,
        payload: JSON.stringify({ message: 'x'.repeat(200_000) }),
      }),
    ],
    ['no session (401)', 401, () => ({ url: '/api/admin/submissions' })],
    [
      'a bad CV link (403)',
      403,
      () => ({ url: `/api/webhooks/cv/${cvId}?expires=99999999999&signature=${'A'.repeat(43)}` }),
    ],
    ['a CV download in the inbox', 200, () => ({ url: `/api/admin/submissions/${cvId}/cv`, headers: { cookie } })],
    ['a CV through a webhook link', 200, () => ({ url: cvLink })],
  ];

  it.each(cases)('%s', async (_name, status, request) => {
    const answer = await ctx().app.inject(request());
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(status);
    expect(answer.headers).toMatchObject(expected);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp.split('; ')).toEqual(expect.arrayContaining(["base-uri 'none'", "frame-ancestors 'none'"]));
    expect(csp).not.toContain("base-uri 'self'");
  });

  it('sends a CV as a sandboxed attachment that nothing may frame', async () => {
    for (const url of [`/api/admin/submissions/${cvId}/cv`, cvLink]) {
      const answer = await ctx().app.inject({ url, headers: { cookie } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-disposition'], url).toMatch(/^attachment;/);
      expect(String(answer.headers['content-security-policy']).split('; '), url).toEqual(
        expect.arrayContaining(["default-src 'none'", 'sandbox', "frame-ancestors 'none'"]),
      );
    }
  });
});
