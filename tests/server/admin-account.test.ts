// Second factors, the forced password change, one's own sessions, the audit trail, privacy
// requests, cookies and CSRF (issue 21 items 3-8), on SQLite and PostgreSQL, through the API.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordStrength } from '#contracts/password-strength.ts';
import { buildApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';
import {
  awayFromStepEdge,
  buildAdminApp,
  type EnrolledAdmin,
  enrollAdmin,
  login,
  post,
  sessionCookie,
  setupAdmin,
  signInWithTotp,
  testPasswordCost,
  totpCode,
  useAdminApp,
} from '../helpers/admin.ts';
import { companyPayload, fieldParts, jobPayload, multipartBody, pdfFile } from '../helpers/contact.ts';
import { describeEachDatabase, testConfig } from '../helpers/test-app.ts';

const day = 24 * 60 * 60 * 1000;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('password strength', () => {
  it('refuses guessable passwords with zxcvbn and a dictionary of at least 10,000 common passwords', () => {
    expect(dictionary['passwords-common'].length).toBeGreaterThanOrEqual(10_000);
    for (const weak of ['password123', 'qwertyuiop', 'Summer2024', 'admin-admin-1', 'iloveyou1']) {
      expect(passwordStrength(weak, ['admin']).ok, weak).toBe(false);
    }
    for (const strong of ['Kralingse-Plas-on-a-windy-day', 'correct horse battery staple']) {
      expect(passwordStrength(strong, ['admin']).ok, strong).toBe(true);
    }
  });
});

describeEachDatabase('admin accounts on $name', ({ env }) => {
  describe('the first sign-in and second factors', () => {
    const ctx = useAdminApp(env);
    let admin: EnrolledAdmin;
    let generated: { username: string; password: string };
    beforeAll(async () => {
      generated = (await setupAdmin(ctx().app)).body;
    });
    const status = async (cookie: string) =>
      (await ctx().app.inject({ url: '/api/auth/status', headers: { cookie } })).json() as {
        stage: string;
        next: string;
      };

    it('asks for a new password, then a second factor, before the inbox opens', async () => {
      const first = await login(ctx().app, generated.username, generated.password);
      expect(first.json()).toEqual({ success: true, user: { username: 'admin' }, next: '/admin/new-password' });
      const cookie = sessionCookie(first)!;
      expect(await status(cookie)).toMatchObject({ stage: 'change-password', next: '/admin/new-password' });
      // Nothing else is open at this step.
      expect((await ctx().app.inject({ url: '/api/admin/submissions', headers: { cookie } })).statusCode).toBe(401);
      expect((await post(ctx().app, '/api/auth/totp/setup', cookie)).statusCode).toBe(403);
      // The generated password must go, and a weak one is refused.
      const weak = await post(ctx().app, '/api/auth/password', cookie, {
        currentPassword: generated.password,
        newPassword: 'password1',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ fieldErrors: { newPassword: [expect.stringMatching(/common|guess/)] } });
      admin = await enrollAdmin(ctx().app, generated, { clock: ctx().clock });
      expect(admin.recoveryCodes).toHaveLength(10);
      expect(new Set(admin.recoveryCodes).size).toBe(10);
      expect(await status(admin.cookie)).toMatchObject({ stage: 'signed-in', next: '/admin/submissions' });
      expect(
        (await ctx().app.inject({ url: '/api/admin/submissions', headers: { cookie: admin.cookie } })).statusCode,
      ).toBe(200);
      // Stored hashed: no code, no secret of a code, in the table.
      const { rows } = await sql<{ code_hash: string }>`select code_hash from admin_recovery_codes`.execute(ctx().db);
      expect(rows).toHaveLength(10);
      for (const code of admin.recoveryCodes) expect(rows.some((row) => row.code_hash.includes(code))).toBe(false);
    });

    it('takes a TOTP code of its own 30-second step only, and each code once, even 20 at once', async () => {
      const { app, clock } = ctx();
      const signInStep = async (ip = '127.0.0.1') =>
        sessionCookie(await login(app, admin.username, admin.password, ip))!;
      clock.advance(60_000);
      await awayFromStepEdge(clock);
      const at = clock.now();
      const early = totpCode(admin.totpSecret, new Date(at.getTime() - 30_000));
      const late = totpCode(admin.totpSecret, new Date(at.getTime() + 30_000));
      const first = await signInStep();
      // No clock drift either way (ASVS 6.5.5): the previous and the next step's codes are refused.
      expect((await post(app, '/api/auth/second-factor/totp', first, { code: early })).statusCode).toBe(401);
      expect((await post(app, '/api/auth/second-factor/totp', first, { code: late })).statusCode).toBe(401);
      const now = totpCode(admin.totpSecret, at);
      const passed = await post(app, '/api/auth/second-factor/totp', first, { code: now });
      expect(passed.statusCode).toBe(200);
      // The step gave the session a new token: the one from the password step opens nothing now.
      expect(sessionCookie(passed)).not.toBe(first);
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie: first } })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(passed)! } })).statusCode).toBe(
        200,
      );
      const second = await signInStep();
      expect((await post(app, '/api/auth/second-factor/totp', second, { code: now })).json()).toEqual({
        success: false,
        error: 'That code is not valid. Please try again.',
        fieldErrors: { code: ['That code is not valid. Please try again.'] },
      });
      clock.advance(16 * 60_000);
      // Twenty sessions at the code step, each from its own address, send one fresh code at once: one gets in.
      // (Signed in one after another: the password hashes of twenty at once would meet the hash queue's 503.)
      const sessions: string[] = [];
      for (let index = 0; index < 20; index++) sessions.push(await signInStep(`10.9.0.${index + 1}`));
      await awayFromStepEdge(clock);
      const code = totpCode(admin.totpSecret, clock.now());
      const answers = await Promise.all(
        sessions.map((cookie, index) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/second-factor/totp',
            remoteAddress: `10.9.0.${index + 1}`,
            headers: { cookie, 'content-type': 'application/json' },
            payload: JSON.stringify({ code }),
          }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      clock.advance(16 * 60_000);
    });

    it('counts wrong codes: five free, then 429 with Retry-After', async () => {
      const { app } = ctx();
      // A new window: the refusals above count nothing any more.
      ctx().clock.advance(16 * 60_000);
      const cookie = sessionCookie(await login(app, admin.username, admin.password))!;
      const statuses = [];
      for (let attempt = 0; attempt < 8; attempt++) {
        statuses.push((await post(app, '/api/auth/second-factor/totp', cookie, { code: '000000' })).statusCode);
      }
      // As with passwords: five free, a sixth that starts a block, then 429 until it runs out.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
      const refused = await post(app, '/api/auth/second-factor/totp', cookie, { code: '000000' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      ctx().clock.advance(16 * 60_000);
    });

    it('takes each recovery code once, whatever its case and dashes', async () => {
      const { app } = ctx();
      const code = admin.recoveryCodes[3]!;
      const cookie = sessionCookie(await login(app, admin.username, admin.password))!;
      const used = await post(app, '/api/auth/second-factor/recovery', cookie, {
        code: code.toLowerCase().replaceAll('-', ' '),
      });
      expect(used.json()).toEqual({ success: true, next: '/admin/submissions', remaining: 9 });
      const again = sessionCookie(await login(app, admin.username, admin.password))!;
      expect((await post(app, '/api/auth/second-factor/recovery', again, { code })).statusCode).toBe(401);
    });

    it('lists its own sessions and ends one or all others; a password change ends the rest', async () => {
      const { app, clock } = ctx();
      // The clock has passed the idle expiry of the first session above.
      admin.cookie = await signInWithTotp(app, admin, { clock });
      const other = await signInWithTotp(app, admin, { clock });
      const third = await signInWithTotp(app, admin, { clock });
      const account = (await app.inject({ url: '/api/admin/account', headers: { cookie: admin.cookie } })).json() as {
        sessions: { id: string; current: boolean; ip: string; browser: string }[];
      };
      expect(account.sessions.filter((session) => session.current)).toHaveLength(1);
      expect(account.sessions.length).toBeGreaterThanOrEqual(3);
      expect(account.sessions[0]).toMatchObject({ ip: '127.0.0.1', browser: expect.any(String) });
      const otherId = (
        (await app.inject({ url: '/api/admin/account', headers: { cookie: other } })).json() as {
          sessions: { id: string; current: boolean }[];
        }
      ).sessions.find((session) => session.current)!.id;
      const ended = await app.inject({
        method: 'DELETE',
        url: `/api/admin/account/sessions/${otherId}`,
        headers: { cookie: admin.cookie },
      });
      expect(ended.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie: other } })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie: third } })).statusCode).toBe(200);
      // The current password is required.
      const wrong = await post(app, '/api/auth/password', admin.cookie, {
        currentPassword: 'not-the-password',
        newPassword: 'Delfshaven-windmill-at-noon',
      });
      expect(wrong.statusCode).toBe(400);
      const changed = await post(app, '/api/auth/password', admin.cookie, {
        currentPassword: admin.password,
        newPassword: 'Delfshaven-windmill-at-noon',
      });
      expect(changed.json()).toMatchObject({ success: true, next: '/admin/submissions' });
      admin.password = 'Delfshaven-windmill-at-noon';
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie: third } })).statusCode).toBe(401);
      // The change showed the current password: a proof, and the session's new token (the old one is void).
      const before = admin.cookie;
      admin.cookie = sessionCookie(changed)!;
      expect(admin.cookie).not.toBe(before);
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie: before } })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    });

    it('keeps at least one second factor, and makes new recovery codes that replace the old', async () => {
      const { app } = ctx();
      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/admin/account/totp',
        headers: { cookie: admin.cookie },
      });
      expect(removed.statusCode).toBe(409);
      expect(removed.json().error).toMatch(/Keep at least one passkey or authenticator app/);
      const fresh = await post(app, '/api/admin/account/recovery-codes', admin.cookie);
      const codes = (fresh.json() as { recoveryCodes: string[] }).recoveryCodes;
      expect(codes).toHaveLength(10);
      const cookie = sessionCookie(await login(app, admin.username, admin.password))!;
      expect(
        (await post(app, '/api/auth/second-factor/recovery', cookie, { code: admin.recoveryCodes[0] })).statusCode,
      ).toBe(401);
      expect((await post(app, '/api/auth/second-factor/recovery', cookie, { code: codes[0] })).statusCode).toBe(200);
    });

    it('ends a sign-in left half done after 15 minutes', async () => {
      const { app, clock } = ctx();
      const cookie = sessionCookie(await login(app, admin.username, admin.password))!;
      clock.advance(16 * 60_000);
      expect(await status(cookie)).toMatchObject({ stage: 'signed-out' });
      expect((await post(app, '/api/auth/second-factor/totp', cookie, { code: '123456' })).statusCode).toBe(401);
    });

    it('refuses a passkey response it never asked for', async () => {
      const { app } = ctx();
      const response = await post(app, '/api/auth/passkey', undefined, {
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
          clientExtensionResults: {},
        },
      });
      expect(response.statusCode).toBe(401);
      expect(sessionCookie(response)).toBeUndefined();
      const options = await post(app, '/api/auth/passkey/options', undefined);
      expect(options.json()).toMatchObject({
        success: true,
        options: { rpId: 'localhost', userVerification: 'required' },
      });
    });
  });

  describe('native posts, JSON-only admin API, cookies and Origin', () => {
    const ctx = useAdminApp(env);
    let enrolled: EnrolledAdmin | undefined;

    it('answers a setup posted without JavaScript with the credentials page', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/setup-admin',
        headers: { ...form, accept: 'text/html' },
        payload: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Warning: store this password now, it is shown only once.');
      const password = /data-testid="setup-password">([^<]+)</.exec(response.body)![1]!;
      // A sign-in posted natively: a 303 to the next step, never a URL with the password.
      const signIn = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...form, accept: 'text/html' },
        payload: new URLSearchParams({ username: 'admin', password }).toString(),
      });
      expect(signIn.statusCode).toBe(303);
      expect(signIn.headers.location).toBe('/admin/new-password');
      expect(sessionCookie(signIn)).toBeDefined();
      const wrong = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...form, accept: 'text/html' },
        payload: 'username=admin&password=wrong-one',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['content-type']).toMatch(/^text\/html/);
      expect(wrong.body).toContain('Invalid username or password');
      expect(wrong.body).toContain('href="/admin/login"');
      // The password step natively: 303 to the second factor's set-up.
      const changed = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { ...form, accept: 'text/html', cookie: sessionCookie(signIn)! },
        payload: new URLSearchParams({ currentPassword: password, newPassword: 'Blaak-market-hall-roof' }).toString(),
      });
      expect(changed.statusCode).toBe(303);
      expect(changed.headers.location).toBe('/admin/enroll');
    });

    it('answers create-admin posted without JavaScript with a page: the new admin, or each field’s problem', async () => {
      const admin = await enrollAdmin(
        ctx().app,
        { username: 'admin', password: 'Blaak-market-hall-roof' },
        { clock: ctx().clock },
      );
      enrolled = admin;
      const native = (fields: Record<string, string>) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/create-admin',
          headers: { ...form, accept: 'text/html', cookie: admin.cookie },
          payload: new URLSearchParams(fields).toString(),
        });
      const bad = await native({ username: 'ab', password: 'short' });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toMatch(/^text\/html/);
      expect(bad.body).toContain('Username must be at least 3 characters');
      const created = await native({ username: 'native-admin', password: 'Erasmus-bridge-swan-neck' });
      expect(created.statusCode).toBe(200);
      expect(created.body).toContain('Admin user &#39;native-admin&#39; created');
      expect((await login(ctx().app, 'native-admin', 'Erasmus-bridge-swan-neck')).json()).toMatchObject({
        next: '/admin/new-password',
      });
    });

    it('takes JSON only under /api/admin: a form body is 415, before anything is done', async () => {
      const cookie = await signInWithTotp(ctx().app, enrolled!, { clock: ctx().clock });
      for (const [type, payload] of [
        ['application/x-www-form-urlencoded', 'x=1'],
        ['text/plain', '{}'],
        ['multipart/form-data; boundary=x', '--x--'],
      ] as const) {
        const response = await ctx().app.inject({
          method: 'POST',
          url: '/api/admin/account/recovery-codes',
          headers: { cookie, 'content-type': type },
          payload,
        });
        expect(response.statusCode, type).toBe(415);
        expect(response.json()).toEqual({ success: false, error: 'Unsupported content type: send application/json' });
      }
      const json = await post(ctx().app, '/api/admin/account/recovery-codes', cookie);
      expect(json.statusCode).toBe(200);
      // Bodiless calls stay as spec §7 has them.
      expect((await ctx().app.inject({ url: '/api/admin/submissions', headers: { cookie } })).statusCode).toBe(200);
    });

    it('compares the scheme of Origin too: an http page cannot post to the https site', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', origin: 'https://localhost:80', host: 'localhost:80' },
        payload: '{"username":"admin","password":"x"}',
      });
      expect(response.statusCode).toBe(403);
      const same = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:80', host: 'localhost:80' },
        payload: '{"username":"admin","password":"x"}',
      });
      expect(same.statusCode).toBe(401);
    });
  });

  it('COOKIE_SECURE=auto: Secure and __Host- when the request came over HTTPS (X-Forwarded-Proto behind TRUST_PROXY)', async () => {
    // inject's requests come from 127.0.0.1: the proxy here.
    const ctx = await buildAdminApp({ ...env, TRUST_PROXY: '127.0.0.1' });
    try {
      const { body } = await setupAdmin(ctx.app);
      const overHttps = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', origin: 'https://localhost:80' },
        payload: JSON.stringify(body),
      });
      expect(overHttps.statusCode).toBe(200);
      const secure = overHttps.cookies.find((each) => each.name === '__Host-rebels_session')!;
      expect(secure).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      const status = await ctx.app.inject({
        url: '/api/auth/status',
        headers: { 'x-forwarded-proto': 'https', cookie: `__Host-rebels_session=${secure.value}` },
      });
      expect(status.json()).toMatchObject({ stage: 'change-password' });
      const plain = await login(ctx.app, body.username, body.password);
      expect(plain.cookies.find((each) => each.name === 'rebels_session')?.secure).toBeFalsy();
    } finally {
      await ctx.close();
    }
  });

  describe('the audit trail', () => {
    const ctx = useAdminApp(env);
    let admin: EnrolledAdmin;
    beforeAll(async () => {
      admin = await enrollAdmin(ctx().app, (await setupAdmin(ctx().app)).body, { clock: ctx().clock });
    });
    const entries = async (query = '') =>
      (
        (await ctx().app.inject({ url: `/api/admin/audit${query}`, headers: { cookie: admin.cookie } })).json() as {
          entries: {
            actor: string | null;
            ip: string | null;
            action: string;
            target: string | null;
            outcome: string;
          }[];
          total: number;
        }
      ).entries;

    it('records sign-ins (the name tried, throttled ones) and inbox actions with actor and address', async () => {
      const { app } = ctx();
      await login(app, 'nobody-known', 'Wrong-password-1', '10.20.0.1');
      for (let attempt = 0; attempt < 7; attempt++) await login(app, 'admin', `Wrong-${attempt}`, '10.20.0.2');
      const id = (await post(app, '/api/contact', undefined, companyPayload({ email: 'someone@example.com' })))
        .statusCode;
      expect(id).toBe(200);
      const list = (await app.inject({ url: '/api/admin/submissions', headers: { cookie: admin.cookie } })).json() as {
        submissions: { id: number }[];
      };
      const submissionId = list.submissions[0]!.id;
      await app.inject({ url: '/api/admin/submissions/export.csv?type=company', headers: { cookie: admin.cookie } });
      await app.inject({
        method: 'DELETE',
        url: `/api/admin/submissions/${submissionId}`,
        headers: { cookie: admin.cookie },
      });
      const trail = await entries();
      expect(trail).toContainEqual(
        expect.objectContaining({ actor: 'nobody-known', ip: '10.20.0.1', action: 'sign-in', outcome: 'failure' }),
      );
      expect(trail).toContainEqual(
        expect.objectContaining({ actor: 'admin', ip: '10.20.0.2', action: 'sign-in', outcome: 'refused' }),
      );
      expect(trail).toContainEqual(
        expect.objectContaining({ actor: 'admin', action: 'csv.exported', detail: 'type=company' }),
      );
      expect(trail).toContainEqual(
        expect.objectContaining({ actor: 'admin', action: 'submission.deleted', target: `submission ${submissionId}` }),
      );
      expect(trail).toContainEqual(expect.objectContaining({ action: 'mfa.enrolled', target: 'authenticator app' }));
      // Filters and paging run on the server.
      const refused = await entries('?outcome=refused&action=sign-in');
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((entry) => entry.outcome === 'refused' && entry.action === 'sign-in')).toBe(true);
      expect(await entries('?actor=nobody-known')).toHaveLength(1);
      const csv = await app.inject({
        url: '/api/admin/audit/export.csv?actor=nobody-known',
        headers: { cookie: admin.cookie },
      });
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    });

    it('is append-only: the database refuses updates and deletes, except the retention purge', async () => {
      const { db } = ctx();
      await expect(sql`update audit_log set outcome = 'success'`.execute(db)).rejects.toThrow(/append-only/);
      await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
      const before = (await entries()).length;
      ctx().clock.advance(731 * day);
      const purged = await ctx().app.retentionPurge();
      expect(purged.auditEntries).toBeGreaterThanOrEqual(before);
      const after = await sql<{ action: string }>`select action from audit_log`.execute(db);
      expect(after.rows.map((row) => row.action)).toEqual(['retention.purge']);
      // Still append-only after a purge: the newer entries stay.
      await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    });
  });

  describe('privacy requests', () => {
    const ctx = useAdminApp(env);
    let cookie = '';
    beforeAll(async () => {
      ({ cookie } = await enrollAdmin(ctx().app, (await setupAdmin(ctx().app)).body, { clock: ctx().clock }));
    });

    it('finds, exports and erases everything about one address, and audits it by a keyed hash', async () => {
      const { app, db } = ctx();
      const withCv = multipartBody([
        ...fieldParts(jobPayload({ email: 'Ada@Example.com' })),
        { name: 'cv', filename: 'ada.pdf', contentType: 'application/pdf', data: pdfFile() },
      ]);
      const job = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': withCv.contentType, accept: 'application/json' },
        payload: withCv.payload,
      });
      expect(job.statusCode).toBe(200);
      await post(app, '/api/contact', undefined, companyPayload({ email: 'ada@example.com' }));
      await post(app, '/api/contact', undefined, companyPayload({ email: 'grace@example.com' }));

      const found = (await post(app, '/api/admin/privacy/search', cookie, { email: 'ADA@example.com' })).json() as {
        submissions: unknown[];
        emails: unknown[];
      };
      expect(found.submissions).toHaveLength(2);
      expect(found.emails.length).toBeGreaterThanOrEqual(3);
      const exported = await post(app, '/api/admin/privacy/export', cookie, { email: 'ada@example.com' });
      expect(exported.headers['content-type']).toBe('application/zip');
      const zipFile = path.join(ctx().config.dataDir, 'export.zip');
      fs.writeFileSync(zipFile, exported.rawPayload);
      const listing = spawnSync('unzip', ['-Z1', zipFile], { encoding: 'utf8' }).stdout.trim().split('\n').sort();
      expect(listing).toEqual([expect.stringMatching(/^cv\/\d+-ada\.pdf$/), 'data.json']);
      fs.rmSync(zipFile);

      const unconfirmed = await post(app, '/api/admin/privacy/erase', cookie, {
        email: 'ada@example.com',
        confirm: 'ad@example.com',
      });
      expect(unconfirmed.statusCode).toBe(400);
      const erased = await post(app, '/api/admin/privacy/erase', cookie, {
        email: 'ada@example.com',
        confirm: 'ADA@EXAMPLE.COM',
      });
      expect(erased.json()).toMatchObject({ success: true, submissions: 2 });
      const left = await sql<{ n: string | number }>`select count(*) as n from contact_submissions`.execute(db);
      expect(Number(left.rows[0]!.n)).toBe(1);
      const mail = await sql<{
        to_address: string;
        reply_to: string | null;
        text: string;
      }>`select to_address, reply_to, text from mail_outbox`.execute(db);
      for (const row of mail.rows) expect(JSON.stringify(row).toLowerCase()).not.toContain('ada@example.com');
      const audit = await sql<{
        action: string;
        target: string;
      }>`select action, target from audit_log where action like 'privacy.%'`.execute(db);
      expect(audit.rows.map((row) => row.action).sort()).toEqual([
        'privacy.erasure',
        'privacy.export',
        'privacy.search',
      ]);
      // Named by a keyed hash (HMAC under a key of the server's): the same for every request about the address, and
      // not the plain SHA-256 that anyone guessing the address could compute.
      const plain = createHash('sha256').update('ada@example.com').digest('hex');
      for (const row of audit.rows) {
        expect(row.target).toMatch(/^hmac:[0-9a-f]{64}$/);
        expect(row.target).not.toContain(plain);
      }
      expect(new Set(audit.rows.map((row) => row.target)).size).toBe(1);
    });
  });
});

describe('request log lines', () => {
  it('name the client address, and the admin once a session was read', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    const config = testConfig({ CONTACT_RATE_LIMIT: '1000/1m' });
    const db = connect(config.database);
    await migrate(db);
    const app = await buildApp(config, { db, logger: { level: 'info', stream }, passwordCost: testPasswordCost });
    try {
      const admin = await enrollAdmin(app, (await setupAdmin(app)).body);
      await app.inject({
        url: '/api/admin/submissions',
        headers: { cookie: admin.cookie },
        remoteAddress: '10.30.0.7',
      });
      const requests = lines.filter((line) => line.msg === 'request');
      expect(requests.find((line) => line.path === '/api/admin/submissions')).toMatchObject({
        ip: '10.30.0.7',
        admin: 'admin',
        status: 200,
      });
      expect(requests.find((line) => line.path === '/api/setup-admin')).toMatchObject({ ip: '127.0.0.1' });
    } finally {
      await app.close();
    }
  });
});

describe('npm run admin -- reset-mfa', () => {
  it('removes every second factor and ends the sessions; the next sign-in enrols anew', async () => {
    const config = testConfig({ CONTACT_RATE_LIMIT: '1000/1m' });
    const db = connect(config.database);
    await migrate(db);
    const app = await buildApp(config, { db, logger: false, passwordCost: testPasswordCost });
    try {
      const admin = await enrollAdmin(app, (await setupAdmin(app)).body);
      const result = spawnSync(process.execPath, ['scripts/admin.ts', 'reset-mfa', 'ADMIN'], {
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: '' },
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain("Second factors of 'admin' removed");
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie: admin.cookie } })).statusCode).toBe(401);
      expect((await login(app, 'admin', admin.password)).json()).toMatchObject({ next: '/admin/enroll' });
      const audit = await sql<{
        action: string;
        actor: string;
      }>`select action, actor from audit_log where action = 'mfa.reset'`.execute(db);
      expect(audit.rows).toEqual([{ action: 'mfa.reset', actor: expect.stringMatching(/^cli:/) }]);
    } finally {
      await app.close();
    }
  }, 60_000);
});
