// Every route the server registers × every state a session can be in (issue 33): the status each
// gets, written here by hand, and nothing changed by a refusal but the audit trail, which records
// it. A route added later fails the first test until it has its row. On SQLite and PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { apiRoutes } from '../helpers/api-fuzz.ts';
import { type EnrolledAdmin, loginAsAdmin, post, useAdminApp } from '../helpers/admin.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

const states = [
  'no cookie',
  'password only',
  'second factor pending',
  'password change pending',
  'signed in, no recent proof',
  'signed in, recent proof',
  'disabled admin',
  'editor, recent proof',
] as const;
type State = (typeof states)[number];
type Expected = Record<State, number>;

/** Open to anyone: the same answer whatever the session. */
const open = (status: number): Expected => Object.fromEntries(states.map((state) => [state, status])) as Expected;
/**
 * A signed-in admin's: 401 for anything less (a half-done sign-in is not signed in). An editor gets 403 (issue 35), or
 * `editor` where the route is one of theirs: their own account and the content studio.
 */
const signedIn = (status: number, editor = 403): Expected => ({
  'no cookie': 401,
  'password only': 401,
  'second factor pending': 401,
  'password change pending': 401,
  'signed in, no recent proof': status,
  'signed in, recent proof': status,
  'disabled admin': 401,
  'editor, recent proof': editor,
});
/** A signed-in admin's, with a credential shown in the last five minutes: else 403 (confirm it's you). */
const withProof = (status: number, editor = 403): Expected => ({
  ...signedIn(status, editor),
  'signed in, no recent proof': 403,
});
/** A step of the sign-in: 401 without a session, 403 at another step, `status` at these. */
const atSteps = (allowed: Partial<Expected>): Expected => ({
  'no cookie': 401,
  'password only': 403,
  'second factor pending': 403,
  'password change pending': 403,
  'signed in, no recent proof': 403,
  'signed in, recent proof': 403,
  'disabled admin': 401,
  // Every role takes the sign-in's steps alike.
  'editor, recent proof': allowed['signed in, recent proof'] ?? 403,
  ...allowed,
});

type Row = { body?: unknown; url?: string; expected: Expected };
const missingSession = 'AAAAAAAAAAAAAAAAAAAAAA';

/** Each route's request (ids that do not exist, bodies that are invalid: nothing is changed on success either). */
const table: Record<string, Row> = {
  'GET /api/health': { expected: open(200) },
  'POST /api/contact': { body: {}, expected: open(400) },
  'POST /api/insights': { body: {}, expected: open(400) },
  'POST /api/setup-admin': { expected: open(409) },
  'POST /api/create-admin': { body: {}, expected: withProof(400) },
  'POST /api/auth/login': { body: {}, expected: open(400) },
  'POST /api/auth/logout': { body: {}, expected: open(200) },
  'GET /api/auth/me': { expected: signedIn(200, 200) },
  'GET /api/auth/status': { expected: open(200) },
  'POST /api/auth/passkey/options': { body: {}, expected: open(200) },
  'POST /api/auth/passkey': { body: {}, expected: open(400) },
  'POST /api/auth/second-factor/totp': { body: {}, expected: atSteps({ 'password only': 400 }) },
  'POST /api/auth/second-factor/recovery': { body: {}, expected: atSteps({ 'password only': 400 }) },
  'POST /api/auth/password': {
    body: {},
    expected: atSteps({
      'password change pending': 400,
      'signed in, no recent proof': 400,
      'signed in, recent proof': 400,
    }),
  },
  'POST /api/auth/reauth': {
    body: {},
    expected: atSteps({
      'second factor pending': 400,
      'signed in, no recent proof': 400,
      'signed in, recent proof': 400,
    }),
  },
  // Enrolling starts with a recent credential (the admin of 'second factor pending' just showed a password).
  'POST /api/auth/totp/setup': {
    body: {},
    expected: atSteps({ 'second factor pending': 200, 'signed in, recent proof': 409 }),
  },
  'POST /api/auth/totp/confirm': {
    body: {},
    expected: atSteps({
      'second factor pending': 400,
      'signed in, no recent proof': 400,
      'signed in, recent proof': 400,
    }),
  },
  'POST /api/auth/passkeys/options': {
    body: {},
    expected: atSteps({ 'second factor pending': 200, 'signed in, recent proof': 200 }),
  },
  'POST /api/auth/passkeys': {
    body: {},
    expected: atSteps({
      'second factor pending': 400,
      'signed in, no recent proof': 400,
      'signed in, recent proof': 400,
    }),
  },
  'POST /api/auth/invitation': { body: {}, expected: open(400) },
  'POST /api/auth/invitation/accept': { body: {}, expected: open(400) },
  'GET /api/admin/account': { expected: signedIn(200, 200) },
  'POST /api/admin/account/email': { body: { email: 42 }, expected: signedIn(400, 400) },
  'POST /api/admin/account/passkeys/:id': { body: { name: 'Laptop' }, expected: signedIn(404, 404) },
  'DELETE /api/admin/account/passkeys/:id': { expected: withProof(404, 404) },
  'DELETE /api/admin/account/totp': { expected: withProof(409, 409) },
  'POST /api/admin/account/recovery-codes': { body: {}, expected: withProof(200, 200) },
  'DELETE /api/admin/account/sessions/:id': {
    url: `/api/admin/account/sessions/${missingSession}`,
    expected: withProof(404, 404),
  },
  'DELETE /api/admin/account/sessions': { expected: withProof(200, 200) },
  'GET /api/admin/submissions': { expected: signedIn(200) },
  'GET /api/admin/submissions/export.csv': { expected: signedIn(200) },
  'GET /api/admin/stats/weekly': { expected: signedIn(200) },
  'GET /api/admin/submissions/:id': { expected: signedIn(404) },
  'PATCH /api/admin/submissions/:id': { body: { state: 'gone' }, expected: signedIn(400) },
  'POST /api/admin/submissions/:id/notes': { body: {}, expected: signedIn(400) },
  'POST /api/admin/submissions/:id/replies': { body: {}, expected: signedIn(400) },
  'GET /api/admin/submissions/:id/cv': { expected: signedIn(404) },
  'POST /api/admin/submissions/:id/resend': { body: {}, expected: signedIn(404) },
  'POST /api/admin/submissions/:id/not-spam': { body: {}, expected: signedIn(404) },
  'DELETE /api/admin/submissions/:id': { expected: signedIn(404) },
  'GET /api/admin/admins': { expected: signedIn(200) },
  'GET /api/admin/audit': { expected: signedIn(200) },
  'GET /api/admin/audit/export.csv': { expected: signedIn(200) },
  'POST /api/admin/privacy/search': { body: {}, expected: signedIn(400) },
  'POST /api/admin/privacy/export': { body: {}, expected: withProof(400) },
  'POST /api/admin/privacy/erase': { body: {}, expected: withProof(400) },
  'GET /api/admin/webhooks': { expected: signedIn(200) },
  'POST /api/admin/webhooks': { body: {}, expected: withProof(400) },
  'DELETE /api/admin/webhooks/:id': { expected: signedIn(404) },
  'GET /api/admin/webhooks/:id/deliveries': { expected: signedIn(404) },
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/resend': { body: {}, expected: signedIn(404) },
  'GET /api/admin/people': { expected: signedIn(200) },
  'POST /api/admin/people/invitations': { body: {}, expected: withProof(400) },
  'DELETE /api/admin/people/invitations/:id': {
    url: `/api/admin/people/invitations/${missingSession}`,
    expected: withProof(404),
  },
  'POST /api/admin/people/:username/disable': { body: {}, expected: withProof(404) },
  'POST /api/admin/people/:username/enable': { body: {}, expected: withProof(404) },
  'DELETE /api/admin/people/:username': { expected: withProof(404) },
  'DELETE /api/admin/people/:username/sessions': { expected: withProof(404) },
  'POST /api/admin/people/:username/reset-factors': { body: {}, expected: withProof(404) },
  'GET /api/admin/content': { expected: signedIn(200, 200) },
  'GET /api/admin/content/types': { expected: signedIn(200, 200) },
  'GET /api/admin/content/not-found': { expected: signedIn(200, 200) },
  // JSON is no image: a signed-in editor's request reaches the upload, which refuses it.
  'POST /api/admin/content/media-files': { body: {}, expected: signedIn(415, 415) },
  'GET /api/admin/content/media-files/:file': {
    url: `/api/admin/content/media-files/${'0'.repeat(64)}.jpg`,
    expected: signedIn(404, 404),
  },
  'GET /api/admin/content/media-usage': { expected: signedIn(200, 200) },
  // The figures are an editor's too (decision 0083): no personal data in them.
  'GET /api/admin/insights': { expected: signedIn(200, 200) },
  'GET /api/admin/insights/export.csv': { expected: signedIn(200, 200) },
  'GET /api/admin/content/:type/:key': { url: '/api/admin/content/post/no-such-post', expected: signedIn(404, 404) },
  'PUT /api/admin/content/:type/:key': {
    url: '/api/admin/content/post/no-such-post',
    body: {},
    expected: signedIn(400, 400),
  },
  'POST /api/admin/content/:type/:key/unpublish': {
    url: '/api/admin/content/post/no-such-post/unpublish',
    body: {},
    expected: signedIn(400, 400),
  },
  'POST /api/admin/content/:type/:key/rename': {
    url: '/api/admin/content/post/no-such-post/rename',
    body: {},
    expected: signedIn(400, 400),
  },
  'POST /api/admin/content/:type/:key/preview': {
    url: '/api/admin/content/post/no-such-post/preview',
    body: {},
    expected: signedIn(400, 400),
  },
  'POST /api/admin/content/:type/:key/preview-link': {
    url: '/api/admin/content/post/no-such-post/preview-link',
    body: {},
    expected: signedIn(404, 404),
  },
  // No session: the link's signature is the permission.
  'POST /api/preview': { body: { token: 'post.x.1.y' }, expected: open(403) },
  'PUT /api/admin/content/:type/:key/schedule': {
    url: '/api/admin/content/post/no-such-post/schedule',
    body: {},
    expected: signedIn(400, 400),
  },
  'POST /api/admin/content/:type/:key/schedule/cancel': {
    url: '/api/admin/content/post/no-such-post/schedule/cancel',
    body: {},
    expected: signedIn(404, 404),
  },
  'PUT /api/admin/content/:type/:key/draft': {
    url: '/api/admin/content/post/no-such-post/draft',
    body: {},
    expected: signedIn(400, 400),
  },
  'POST /api/admin/content/:type/:key/draft/discard': {
    url: '/api/admin/content/post/no-such-post/draft/discard',
    body: {},
    expected: signedIn(400, 400),
  },
  'GET /api/admin/content/:type/:key/versions': {
    url: '/api/admin/content/post/no-such-post/versions',
    expected: signedIn(200, 200),
  },
  'GET /api/admin/content/:type/:key/versions/:id': {
    url: '/api/admin/content/post/no-such-post/versions/1',
    expected: signedIn(404, 404),
  },
  'POST /api/admin/content/:type/:key/versions/:id/restore': {
    url: '/api/admin/content/post/no-such-post/versions/1/restore',
    body: {},
    expected: signedIn(400, 400),
  },
  // No session: the link's signature is the permission.
  'GET /api/webhooks/cv/:id': { expected: open(403) },
};

const minute = 60_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

describeEachDatabase('every route × every session state on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  let admin: EnrolledAdmin;
  const users: Record<'admin' | 'pendingPassword' | 'pendingFactor' | 'disabled' | 'editor', number> = {
    admin: 0,
    pendingPassword: 0,
    pendingFactor: 0,
    disabled: 0,
    editor: 0,
  };

  beforeAll(async () => {
    const { app, db, clock } = ctx();
    admin = await loginAsAdmin(app, clock);
    for (const username of ['pending-password', 'pending-factor', 'disabled-one', 'an-editor']) {
      const created = await post(app, '/api/create-admin', admin.cookie, {
        username,
        password: `${username}-Chosen-by-another-7`,
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    const ids = Object.fromEntries(
      (await db.selectFrom('admin_users').select(['id', 'username']).execute()).map((row) => [
        row.username,
        Number(row.id),
      ]),
    );
    users.admin = ids.admin!;
    users.pendingPassword = ids['pending-password']!;
    users.pendingFactor = ids['pending-factor']!;
    users.disabled = ids['disabled-one']!;
    users.editor = ids['an-editor']!;
    await db
      .updateTable('admin_users')
      .set({ must_change_password: 0, role: 'editor' })
      .where('id', '=', users.editor)
      .execute();
    await db
      .updateTable('admin_users')
      .set({ must_change_password: 0 })
      .where('id', '=', users.pendingFactor)
      .execute();
    await db
      .updateTable('admin_users')
      .set({ must_change_password: 0, disabled_at: clock.now().toISOString() })
      .where('id', '=', users.disabled)
      .execute();
    for (const userId of [users.disabled, users.editor]) {
      await db
        .insertInto('admin_totp')
        .values({
          user_id: userId,
          secret: 'JBSWY3DPEHPK3PXP',
          confirmed_at: clock.now().toISOString(),
          last_step: 0,
          created_at: clock.now().toISOString(),
        })
        .execute();
    }
  });

  /** A session in `state`, written straight to the table (a sign-in per request would cost TOTP steps). */
  async function cookieFor(state: State) {
    if (state === 'no cookie') return undefined;
    const { db, clock } = ctx();
    const at = clock.now();
    const [userId, mfa, proof] = {
      'password only': [users.admin, false, true],
      'second factor pending': [users.pendingFactor, false, true],
      'password change pending': [users.pendingPassword, false, true],
      'signed in, no recent proof': [users.admin, true, false],
      'signed in, recent proof': [users.admin, true, true],
      'disabled admin': [users.disabled, true, true],
      'editor, recent proof': [users.editor, true, true],
    }[state] as [number, boolean, boolean];
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('admin_sessions')
      .values({
        token_hash: hashToken(token),
        public_id: randomBytes(16).toString('base64url'),
        user_id: userId,
        created_at: new Date(at.getTime() - 7 * minute).toISOString(),
        last_seen_at: at.toISOString(),
        ip: '127.0.0.1',
        user_agent: 'test',
        mfa_at: mfa ? new Date(at.getTime() - 7 * minute).toISOString() : null,
        proof_at: new Date(at.getTime() - (proof ? 1 : 6) * minute).toISOString(),
      })
      .execute();
    return `rebels_session=${token}`;
  }

  /** Every table's rows but the audit trail's (and the sessions' last-seen times), to compare before and after. */
  async function snapshot() {
    const { db } = ctx();
    const tables = [
      'admin_users',
      'admin_sessions',
      'admin_passkeys',
      'admin_totp',
      'admin_recovery_codes',
      'admin_invitations',
      'webauthn_challenges',
      'login_attempts',
      'contact_submissions',
      'mail_outbox',
      'content_items',
      'content_publications',
      'content_drafts',
      'content_versions',
      'content_schedules',
      'webhook_endpoints',
      'submission_notes',
      'submission_replies',
      'server_keys',
    ];
    const rows: Record<string, unknown[]> = {};
    for (const table of tables) {
      const { rows: found } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      rows[table] = found
        // A disabled admin's session is deleted when it is presented: that is the refusal, not a side effect.
        .filter((row) => !(table === 'admin_sessions' && Number(row.user_id) === users.disabled))
        .map(({ last_seen_at: _seen, ...row }) =>
          JSON.stringify(row, (_key, value: unknown) => (value instanceof Buffer ? value.toString('hex') : value)),
        )
        .sort();
    }
    return rows;
  }

  const auditCount = async () => {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from audit_log`.execute(ctx().db);
    return Number(rows[0]!.n);
  };

  it('lists every route the server registers, each with its row', () => {
    const keys = new Set(apiRoutes(ctx().app).map(({ method, url }) => `${method === 'HEAD' ? 'GET' : method} ${url}`));
    expect(
      [...keys].filter((key) => !table[key]),
      'give each new route its row in this table',
    ).toEqual([]);
    expect(
      Object.keys(table).filter((key) => !keys.has(key)),
      'rows of routes that are gone',
    ).toEqual([]);
  });

  let address = 0;
  for (const [key, row] of Object.entries(table)) {
    it(key, async () => {
      const { app } = ctx();
      const [method, pattern] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const url =
        row.url ??
        pattern.replace(':username', 'nobody-here').replace(':deliveryId', '999999').replace(':id', '999999');
      const got: Partial<Expected> = {};
      for (const state of states) {
        const cookie = await cookieFor(state);
        const before = await snapshot();
        const audited = await auditCount();
        address += 1;
        const response = await app.inject({
          method,
          url,
          remoteAddress: `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(row.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(row.body !== undefined ? { payload: JSON.stringify(row.body) } : {}),
        });
        got[state] = response.statusCode;
        const refused = [401, 403].includes(response.statusCode) && !(key === 'GET /api/auth/me');
        if (refused && response.statusCode === row.expected[state]) {
          expect(await snapshot(), `${key} as '${state}' changed something`).toEqual(before);
          expect(await auditCount(), `${key} as '${state}': the refusal is in the audit trail`).toBeGreaterThan(
            audited,
          );
        }
      }
      expect(got).toEqual(row.expected);
    });
  }
});
