import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { LookupAll } from '#server/webhooks/index.ts';
import { connect } from '#server/db/connect.ts';
import { type Clock, enrollAdmin, type Injectable, setupAdmin } from './admin-steps.ts';
import { isolatedDatabase, migrateAndSeed, requireBuild, testClock, testConfig } from './test-app.ts';

export * from './admin-steps.ts';

/** A cheap scrypt for tests; the OWASP cost is checked on its own in the password tests. */
export const testPasswordCost = { log2N: 10, r: 8, p: 1 };

/** What a test may put in place of the real thing: the DNS resolver of webhook host names. */
export type AdminAppOptions = { webhookLookup?: LookupAll };

/** The real server on its own migrated database, with a clock the test moves. */
export async function buildAdminApp(env: NodeJS.ProcessEnv = {}, { webhookLookup }: AdminAppOptions = {}) {
  requireBuild();
  const isolated = await isolatedDatabase(env);
  const config = testConfig({ CONTACT_RATE_LIMIT: '1000/1m', ...isolated.env });
  const db = connect(config.database);
  await migrateAndSeed(db);
  const clock = testClock();
  const app = await buildApp(config, {
    db,
    logger: false,
    now: clock.now,
    outbox: { now: clock.now, pollMs: 50 },
    passwordCost: testPasswordCost,
    webhookLookup,
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
export function useAdminApp(env: NodeJS.ProcessEnv, options: AdminAppOptions = {}) {
  let ctx: AdminApp | undefined;
  beforeAll(async () => {
    ctx = await buildAdminApp(env, options);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  return () => {
    if (!ctx) throw new Error('the admin app is built in beforeAll');
    return ctx;
  };
}

/**
 * A request as the signed-in admin, read at call time: the session cookie, and a JSON body when
 * one is given (a string goes as it is, for malformed bodies).
 */
export const adminSender =
  (app: () => AdminApp['app'], cookie: () => string) =>
  (method: 'POST' | 'GET' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) =>
    app().inject({
      method,
      url,
      headers: { cookie: cookie(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

/** Runs the one-time setup and the first admin's whole first sign-in; returns a full session. */
export async function loginAsAdmin(app: Injectable, clock?: Clock) {
  const { body } = await setupAdmin(app);
  return enrollAdmin(app, body, { clock });
}
