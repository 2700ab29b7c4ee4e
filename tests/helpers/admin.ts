import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';
import { isolatedDatabase, requireBuild, testClock, testConfig } from './test-app.ts';

/** A cheap scrypt for tests; the OWASP cost is checked on its own in the password tests. */
export const testPasswordCost = { log2N: 10, r: 8, p: 1 };

/** The real server on its own migrated database, with a clock the test moves. */
export async function buildAdminApp(env: NodeJS.ProcessEnv = {}) {
  requireBuild();
  const isolated = await isolatedDatabase(env);
  const config = testConfig({ CONTACT_RATE_LIMIT: '1000/1m', ...isolated.env });
  const db = connect(config.database);
  await migrate(db);
  const clock = testClock();
  const app = await buildApp(config, {
    db,
    logger: false,
    now: clock.now,
    outbox: { now: clock.now, pollMs: 50 },
    passwordCost: testPasswordCost,
  });
  return {
    app,
    db,
    config,
    clock,
    close: async () => {
      await app.close();
      await isolated.drop();
    },
  };
}

export type AdminApp = Awaited<ReturnType<typeof buildAdminApp>>;

/** One admin app for the enclosing suite: built before its tests, closed after. */
export function useAdminApp(env: NodeJS.ProcessEnv) {
  let ctx: AdminApp | undefined;
  beforeAll(async () => {
    ctx = await buildAdminApp(env);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  return () => {
    if (!ctx) throw new Error('the admin app is built in beforeAll');
    return ctx;
  };
}

type Injectable = AdminApp['app'];

/** The session cookie (name=value) from a response, if it set one. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((each) => each.name.endsWith('rebels_session'));
  return cookie && cookie.value ? `${cookie.name}=${cookie.value}` : undefined;
}

export async function setupAdmin(app: Injectable) {
  const response = await app.inject({ method: 'POST', url: '/api/setup-admin' });
  return { response, body: response.json() as { username: string; password: string } };
}

export async function login(app: Injectable, username: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username, password }),
  });
}

/** Runs the one-time setup when needed and signs in as the first admin; returns the cookie header. */
export async function loginAsAdmin(app: Injectable, credentials?: { username: string; password: string }) {
  const { username, password } = credentials ?? (await setupAdmin(app)).body;
  const response = await login(app, username, password);
  const cookie = sessionCookie(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { cookie, username, password };
}
