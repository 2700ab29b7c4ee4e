// Re-authentication before what could take an account over, and /admin/people: invitations, disabling,
// removing, ending another's sessions, resetting another's second factor (issue 33 items 2, 4, 5),
// on SQLite and PostgreSQL.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvitationCreatedResponse, PeopleResponse } from '#contracts/people.ts';
import {
  awayFromStepEdge,
  type EnrolledAdmin,
  enrollAdmin,
  login,
  loginAsAdmin,
  post,
  reauthenticate,
  sessionCookie,
  signInWithTotp,
  testPasswordCost,
  totpCode,
  useAdminApp,
} from '../helpers/admin.ts';
import { buildApp } from '#server/app.ts';
import { hashPassword } from '#server/auth/password.ts';
import { companyPayload } from '../helpers/contact.ts';
import { databaseAt, describeEachDatabase, testConfig } from '../helpers/test-app.ts';

const minute = 60_000;
const hour = 60 * minute;

describeEachDatabase('re-authentication and people on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  let admin: EnrolledAdmin;
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, body?: unknown) =>
    ctx().app.inject({
      method,
      url,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const auditRows = async (action: string) =>
    (
      await sql<{
        actor: string | null;
        ip: string | null;
        target: string | null;
        outcome: string;
        detail: string | null;
      }>`select actor, ip, target, outcome, detail from audit_log where action = ${action} order by id`.execute(
        ctx().db,
      )
    ).rows;

  beforeAll(async () => {
    admin = await loginAsAdmin(ctx().app, ctx().clock);
  });

  describe('a stolen session cookie alone can read, not take over', () => {
    it('asks for the password again after 5 minutes, before new recovery codes, and takes it once given', async () => {
      const { clock } = ctx();
      clock.advance(4 * minute);
      // Within five minutes of the sign-in: no question asked.
      expect((await post(ctx().app, '/api/admin/account/recovery-codes', admin.cookie)).statusCode).toBe(200);
      clock.advance(2 * minute);
      const codesBefore = await sql<{ code_hash: string }>`select code_hash from admin_recovery_codes`.execute(
        ctx().db,
      );
      const refused = await post(ctx().app, '/api/admin/account/recovery-codes', admin.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        error: "Please confirm it's you: enter your password again, or use a passkey.",
        code: 'reauth_required',
      });
      // Nothing changed: the owner's codes still stand.
      const codesAfter = await sql<{ code_hash: string }>`select code_hash from admin_recovery_codes`.execute(ctx().db);
      expect(codesAfter.rows).toEqual(codesBefore.rows);
      // Reading stays open.
      expect((await send('GET', '/api/admin/account', admin.cookie)).statusCode).toBe(200);
      expect((await send('GET', '/api/admin/submissions', admin.cookie)).statusCode).toBe(200);

      const wrong = await post(ctx().app, '/api/auth/reauth', admin.cookie, { password: 'not-it' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ fieldErrors: { password: ['That password is not correct'] } });
      const before = admin.cookie;
      admin.cookie = await reauthenticate(ctx().app, admin.cookie, admin.password);
      // A new token for the elevated session; the old one is void.
      expect(admin.cookie).not.toBe(before);
      expect((await send('GET', '/api/auth/me', before)).statusCode).toBe(401);
      expect((await post(ctx().app, '/api/admin/account/recovery-codes', admin.cookie)).statusCode).toBe(200);
      expect((await auditRows('reauthenticated')).map((row) => row.outcome)).toEqual(['failure', 'success']);
    });

    it('throttles password guesses at re-authentication: five free, then 429, before any hashing', async () => {
      const { clock } = ctx();
      clock.advance(20 * minute);
      admin.cookie = await signInWithTotp(ctx().app, admin, { clock });
      const statuses = [];
      for (let attempt = 0; attempt < 8; attempt++) {
        statuses.push(
          (await post(ctx().app, '/api/auth/reauth', admin.cookie, { password: `guess-${attempt}` })).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
      clock.advance(16 * minute);
      admin.cookie = await signInWithTotp(ctx().app, admin, { clock });
    });

    it('asks before ending sessions, a passkey or app change, a webhook, an export or erasure, and a new admin', async () => {
      const { clock } = ctx();
      clock.advance(6 * minute);
      const guarded: [string, string, unknown?][] = [
        ['DELETE', '/api/admin/account/sessions'],
        ['DELETE', '/api/admin/account/totp'],
        ['POST', '/api/auth/totp/setup', {}],
        ['POST', '/api/auth/passkeys/options', {}],
        ['POST', '/api/admin/webhooks', { url: 'https://hooks.example.com/in', description: 'x' }],
        ['POST', '/api/admin/privacy/export', { email: 'a@example.com' }],
        ['POST', '/api/admin/privacy/erase', { email: 'a@example.com', confirm: 'a@example.com' }],
        ['POST', '/api/create-admin', { username: 'newcomer', password: 'Newcomer-password-42' }],
        ['POST', '/api/admin/people/invitations', { username: 'newcomer' }],
      ];
      for (const [method, url, body] of guarded) {
        const answer = await send(method as 'POST', url, admin.cookie, body);
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json(), url).toMatchObject({ code: 'reauth_required' });
      }
      const refusals = await auditRows('request.refused');
      expect(refusals.filter((row) => row.detail?.includes("Please confirm it's you")).length).toBeGreaterThanOrEqual(
        guarded.length,
      );
      expect(refusals.at(-1)).toMatchObject({ actor: 'admin', ip: '127.0.0.1', outcome: 'refused' });
      admin.cookie = await reauthenticate(ctx().app, admin.cookie, admin.password);
    });

    it('takes each recovery code once when twenty sign-ins send it at once', async () => {
      const { app, clock } = ctx();
      clock.advance(16 * minute);
      admin.cookie = await signInWithTotp(app, admin, { clock });
      const sessions: string[] = [];
      for (let index = 0; index < 20; index++) {
        sessions.push(sessionCookie(await login(app, admin.username, admin.password, `10.8.0.${index + 1}`))!);
      }
      const codes = (
        (await post(app, '/api/admin/account/recovery-codes', admin.cookie)).json() as {
          recoveryCodes?: string[];
        }
      ).recoveryCodes;
      expect(codes).toHaveLength(10);
      admin.recoveryCodes = codes!;
      const answers = await Promise.all(
        sessions.map((cookie, index) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/second-factor/recovery',
            remoteAddress: `10.8.0.${index + 1}`,
            headers: { cookie, 'content-type': 'application/json' },
            payload: JSON.stringify({ code: codes![0] }),
          }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      // Stored under a salted scrypt: no code's plain SHA-256 is in the table.
      const { rows } = await sql<{ code_hash: string }>`select code_hash from admin_recovery_codes`.execute(ctx().db);
      for (const code of codes!.slice(1)) {
        const plain = createHash('sha256').update(code.replaceAll('-', '')).digest('hex');
        expect(rows.some((row) => row.code_hash.includes(plain))).toBe(false);
      }
      expect(rows.every((row) => /^scrypt\$\d+\$\d+\$\d+\$[\w-]{22}\$[\w-]{86}$/.test(row.code_hash))).toBe(true);
      clock.advance(16 * minute);
      admin.cookie = await signInWithTotp(app, admin, { clock });
    });
  });

  describe('/admin/people', () => {
    let colleague: EnrolledAdmin;

    it('invites an admin by a one-time link: the new admin chooses the password, then a second factor', async () => {
      const { app, clock } = ctx();
      const invited = await post(app, '/api/admin/people/invitations', admin.cookie, { username: 'Colleague' });
      expect(invited.statusCode).toBe(200);
      const { token, invitation } = invited.json() as InvitationCreatedResponse;
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(invitation).toMatchObject({ username: 'Colleague', role: 'admin', createdBy: 'admin' });
      expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(48 * hour);
      expect(Math.abs(Date.parse(invitation.createdAt) - clock.now().getTime())).toBeLessThan(minute);
      // Only the token's hash is kept.
      const stored = await sql<{ token_hash: string }>`select token_hash from admin_invitations`.execute(ctx().db);
      expect(stored.rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
      // The same name again, or an account of that name, is refused while it is open.
      expect(
        (await post(app, '/api/admin/people/invitations', admin.cookie, { username: 'colleague' })).statusCode,
      ).toBe(409);
      expect(
        (await post(app, '/api/create-admin', admin.cookie, { username: 'COLLEAGUE', password: 'Another-pass-42-x' }))
          .statusCode,
      ).toBe(409);

      expect((await post(app, '/api/auth/invitation', undefined, { token })).json()).toMatchObject({
        success: true,
        username: 'Colleague',
        role: 'admin',
      });
      const weak = await post(app, '/api/auth/invitation/accept', undefined, { token, password: 'password1' });
      expect(weak.statusCode).toBe(400);
      // Twice at once: the invitation works once.
      const password = 'Colleague-own-pass-phrase-9';
      const [one, two] = await Promise.all([
        post(app, '/api/auth/invitation/accept', undefined, { token, password }),
        post(app, '/api/auth/invitation/accept', undefined, { token, password }),
      ]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 410]);
      const accepted = one.statusCode === 200 ? one : two;
      expect(accepted.json()).toEqual({ success: true, next: '/admin/enroll' });
      expect((await post(app, '/api/auth/invitation', undefined, { token })).statusCode).toBe(410);
      // The new admin goes on to set up a second factor with the session the invitation opened.
      const cookie = sessionCookie(accepted)!;
      const setup = await post(app, '/api/auth/totp/setup', cookie);
      const { secret } = setup.json() as { secret: string };
      clock.advance(30_000);
      await awayFromStepEdge(clock);
      const confirmed = await post(app, '/api/auth/totp/confirm', cookie, { code: totpCode(secret, clock.now()) });
      expect(confirmed.json()).toMatchObject({ success: true, next: '/admin/submissions' });
      colleague = {
        cookie: sessionCookie(confirmed)!,
        username: 'Colleague',
        password,
        totpSecret: secret,
        recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes,
      };
      expect((await auditRows('admin.invited')).map((row) => row.target)).toEqual(['Colleague']);
      expect(
        (await auditRows('admin.created')).find((row) => row.outcome === 'success' && row.actor === 'Colleague'),
      ).toMatchObject({
        actor: 'Colleague',
        detail: 'invitation accepted',
      });
    });

    it('lists the admins with their last sign-in, factors and sessions; an expired invitation is refused', async () => {
      const { app, clock } = ctx();
      const list = (await send('GET', '/api/admin/people', admin.cookie)).json() as PeopleResponse;
      expect(list.people.map((person) => [person.username, person.you, person.disabled])).toEqual([
        ['admin', true, false],
        ['Colleague', false, false],
      ]);
      expect(list.people[1]).toMatchObject({ role: 'admin', factors: { totp: true, recoveryCodes: 10 }, sessions: 1 });
      expect(list.people[1]!.lastSignInAt).not.toBeNull();
      const later = (
        await post(app, '/api/admin/people/invitations', admin.cookie, { username: 'late-comer' })
      ).json() as InvitationCreatedResponse;
      expect(
        ((await send('GET', '/api/admin/people', admin.cookie)).json() as PeopleResponse).invitations,
      ).toHaveLength(1);
      clock.advance(49 * hour);
      expect((await post(app, '/api/auth/invitation', undefined, { token: later.token })).statusCode).toBe(410);
      admin.cookie = await signInWithTotp(app, admin, { clock });
      colleague.cookie = await signInWithTotp(app, colleague, { clock });
      expect(((await send('GET', '/api/admin/people', admin.cookie)).json() as PeopleResponse).invitations).toEqual([]);
    });

    it("ends another admin's sessions, resets their second factor, disables and enables them", async () => {
      const { app, clock } = ctx();
      const ended = await send('DELETE', '/api/admin/people/Colleague/sessions', admin.cookie);
      expect(ended.statusCode).toBe(200);
      expect((await send('GET', '/api/auth/me', colleague.cookie)).statusCode).toBe(401);

      const reset = await post(app, '/api/admin/people/colleague/reset-factors', admin.cookie);
      expect(reset.statusCode).toBe(200);
      // The password alone now leads to setting up a new factor.
      const signIn = await login(app, colleague.username, colleague.password);
      expect(signIn.json()).toMatchObject({ next: '/admin/enroll' });
      colleague = await enrollAdmin(app, colleague, { clock });

      expect((await post(app, '/api/admin/people/Colleague/disable', admin.cookie)).statusCode).toBe(200);
      expect((await send('GET', '/api/auth/me', colleague.cookie)).statusCode).toBe(401);
      // The right password of a disabled account opens nothing, and the answer does not say it was right.
      const refused = await login(app, colleague.username, colleague.password);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ success: false, error: 'Invalid username or password' });
      expect((await auditRows('sign-in')).at(-1)).toMatchObject({
        outcome: 'failure',
        detail: 'password: account disabled',
      });
      // A disabled admin cannot be assigned submissions.
      expect((await send('GET', '/api/admin/admins', admin.cookie)).json()).toEqual({
        success: true,
        admins: ['admin'],
      });

      expect((await post(app, '/api/admin/people/Colleague/enable', admin.cookie)).statusCode).toBe(200);
      colleague.cookie = await signInWithTotp(app, colleague, { clock });
      expect((await send('GET', '/api/auth/me', colleague.cookie)).statusCode).toBe(200);
      for (const action of ['session.ended', 'mfa.reset', 'admin.disabled', 'admin.enabled']) {
        expect((await auditRows(action)).at(-1), action).toMatchObject({
          actor: 'admin',
          target: 'Colleague',
          outcome: 'success',
        });
      }
    });

    it('never leaves no enabled admin, and does not act on one’s own account', async () => {
      const { app } = ctx();
      expect((await post(app, '/api/admin/people/admin/disable', admin.cookie)).statusCode).toBe(409);
      expect((await send('DELETE', '/api/admin/people/admin', admin.cookie)).statusCode).toBe(409);
      // Two admins disabling each other at once: one of them stays enabled.
      colleague.cookie = await reauthenticate(app, colleague.cookie, colleague.password);
      const [first, second] = await Promise.all([
        post(app, '/api/admin/people/Colleague/disable', admin.cookie),
        post(app, '/api/admin/people/admin/disable', colleague.cookie),
      ]);
      const { rows } = await sql<{ n: string | number }>`select count(*) as n from admin_users
        where role = 'admin' and disabled_at is null`.execute(ctx().db);
      expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(1);
      expect([first.statusCode, second.statusCode]).toContain(200);
      const loser = first.statusCode === 200 ? second : first;
      expect([401, 409]).toContain(loser.statusCode);
      // Both enabled again for what follows, each signed in anew (a disabled admin's sessions ended).
      await sql`update admin_users set disabled_at = null`.execute(ctx().db);
      ctx().clock.advance(60_000);
      admin.cookie = await signInWithTotp(app, admin, { clock: ctx().clock });
    });

    it('removes an admin; their sessions and factors go, and they cannot sign in', async () => {
      const { app } = ctx();
      const target = (await send('GET', '/api/admin/people', admin.cookie)).json() as PeopleResponse;
      const other = target.people.find((person) => !person.you)!;
      const viewer = target.people.find((person) => person.you)!;
      expect(viewer.disabled).toBe(false);
      expect((await send('DELETE', `/api/admin/people/${other.username}`, admin.cookie)).statusCode).toBe(200);
      expect(((await send('GET', '/api/admin/people', admin.cookie)).json() as PeopleResponse).people).toHaveLength(1);
      expect((await login(app, colleague.username, colleague.password)).statusCode).toBe(401);
      const left = await sql<{ n: string | number }>`select count(*) as n from admin_sessions s
        where not exists (select 1 from admin_users u where u.id = s.user_id)`.execute(ctx().db);
      expect(Number(left.rows[0]!.n)).toBe(0);
    });
  });
});

describeEachDatabase('the migration to salted recovery codes on $name', ({ env }) => {
  it('wraps each stored SHA-256 in a salted scrypt, so the codes an admin holds still sign in', async () => {
    const { db, migrator, now, close } = await databaseAt(env, '2026-11-30-01-webhooks');
    try {
      const secret = 'JBSWY3DPEHPK3PXP';
      const password = 'Held-over-from-before-42';
      const user = await db
        .insertInto('admin_users')
        .values({
          username: 'veteran',
          username_key: 'veteran',
          password_hash: await hashPassword(password, testPasswordCost),
          created_at: now,
          password_changed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('admin_totp')
        .values({ user_id: user.id, secret, confirmed_at: now, last_step: 0, created_at: now })
        .execute();
      const codes = ['ABCD-EFGH-JKLM-NPQR', 'QRST-UVWX-YZ23-4567'];
      const legacy = (code: string) => createHash('sha256').update(code.replaceAll('-', '')).digest('hex');
      await db
        .insertInto('admin_recovery_codes')
        .values(codes.map((code) => ({ code_hash: legacy(code), user_id: user.id, created_at: now })))
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const { rows } = await sql<{ code_hash: string }>`select code_hash from admin_recovery_codes`.execute(db);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.code_hash).toMatch(/^scrypt\$17\$8\$1\$/);
        expect(codes.some((code) => row.code_hash.includes(legacy(code)))).toBe(false);
      }
      // One salt for the set: one scrypt per attempt.
      expect(new Set(rows.map((row) => row.code_hash.split('$')[4])).size).toBe(1);

      const app = await buildApp(testConfig({ ...env, CONTACT_RATE_LIMIT: '1000/1m' }), {
        db,
        logger: false,
        passwordCost: testPasswordCost,
      });
      try {
        const step = sessionCookie(await login(app, 'veteran', password))!;
        const used = await post(app, '/api/auth/second-factor/recovery', step, { code: codes[1]!.toLowerCase() });
        expect(used.json()).toEqual({ success: true, next: '/admin/submissions', remaining: 1 });
      } finally {
        await app.close();
      }
    } finally {
      await close();
    }
  });
});

describeEachDatabase('what touches personal data, and every refusal, in the audit trail on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  let admin: EnrolledAdmin;
  beforeAll(async () => {
    admin = await loginAsAdmin(ctx().app, ctx().clock);
  });
  const entries = async (action: string) =>
    (
      await sql<{
        actor: string | null;
        ip: string | null;
        target: string | null;
        outcome: string;
        detail: string | null;
      }>`
        select actor, ip, target, outcome, detail from audit_log where action = ${action} order by id`.execute(ctx().db)
    ).rows;

  it('records opening a submission, searching the inbox and renaming a passkey, never the search text', async () => {
    const { app } = ctx();
    await post(app, '/api/contact', undefined, companyPayload({ email: 'searched.person@example.test' }));
    const id = Number((await ctx().db.selectFrom('contact_submissions').select('id').executeTakeFirstOrThrow()).id);
    const headers = { cookie: admin.cookie };
    expect((await app.inject({ url: `/api/admin/submissions/${id}`, headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/submissions?q=searched.person', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/submissions', headers })).statusCode).toBe(200);
    await post(app, '/api/admin/account/passkeys/no-such-key', admin.cookie, { name: 'Laptop' });
    expect(await entries('submission.viewed')).toEqual([
      { actor: 'admin', ip: '127.0.0.1', target: `submission ${id}`, outcome: 'success', detail: null },
    ]);
    const searched = await entries('inbox.searched');
    expect(searched).toHaveLength(1);
    expect(searched[0]).toMatchObject({ actor: 'admin', detail: '1 match(es)' });
    expect(JSON.stringify(searched)).not.toContain('searched.person');
    expect(await entries('passkey.renamed')).toMatchObject([{ actor: 'admin', outcome: 'failure' }]);
  });

  it('records each refused request with its reason and address, and at most 20 a minute per address', async () => {
    const { app } = ctx();
    const from = '10.66.0.1';
    expect((await app.inject({ url: '/api/admin/submissions', remoteAddress: from })).statusCode).toBe(401);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/search',
      remoteAddress: '10.66.0.2',
      headers: { cookie: admin.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{"email":"a@example.com"}',
    });
    expect(crossSite.statusCode).toBe(403);
    const form = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/search',
      remoteAddress: '10.66.0.3',
      headers: { cookie: admin.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com',
    });
    expect(form.statusCode).toBe(415);
    const refused = await entries('request.refused');
    expect(refused).toEqual([
      { actor: null, ip: from, target: 'GET /api/admin/submissions', outcome: 'refused', detail: '401 Not signed in' },
      {
        actor: null,
        ip: '10.66.0.2',
        target: 'POST /api/admin/privacy/search',
        outcome: 'refused',
        detail: '403 Cross-site form posts are not accepted',
      },
      {
        actor: 'admin',
        ip: '10.66.0.3',
        target: 'POST /api/admin/privacy/search',
        outcome: 'refused',
        detail: '415 Unsupported content type: send application/json',
      },
    ]);
    // A flood from one address: 20 entries a minute, then one saying the rest are not recorded.
    for (let index = 0; index < 40; index++) await app.inject({ url: '/api/admin/audit', remoteAddress: '10.66.0.9' });
    const flood = (await entries('request.refused')).filter((row) => row.ip === '10.66.0.9');
    expect(flood).toHaveLength(21);
    expect(flood.at(-1)!.detail).toMatch(/further refusals from this address are not recorded this minute$/);
  });
});
