// The limits the README states, by behaviour and with the README's own numbers (issue 33): a limit
// loosened in the code fails here, since nothing below reads it from the code. README, 'The contact
// page': sign-in throttling (decision 0020), the per-address limits of setup, sign-in and
// create-admin, the password-hash queue; the configuration table: CONTACT_RATE_LIMIT's default.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, scryptCallCount, takePeakScryptRunning, verifyPassword } from '#server/auth/password.ts';
import { login, setupAdmin, useAdminApp } from '../helpers/admin.ts';
import { companyPayload } from '../helpers/contact.ts';
import { buildContactApp, describeEachDatabase } from '../helpers/test-app.ts';

const second = 1000;
const minute = 60 * second;

describeEachDatabase('the sign-in throttle the README states on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  beforeAll(async () => {
    await setupAdmin(ctx().app);
  });

  /**
   * Fails at `username` from `address`, then asks again at once: the block that failure started, in seconds (0: none).
   * Moves the clock past it, so the next failure is admitted.
   */
  const failAndMeasure = async (username: string, address: string, probeAddress = address) => {
    const failed = await login(ctx().app, username, 'Wrong-password-1', address);
    expect(failed.statusCode, failed.body).toBe(401);
    const probe = await login(ctx().app, username, 'Wrong-password-2', probeAddress);
    if (probe.statusCode !== 429) {
      expect(probe.statusCode).toBe(401);
      return 0;
    }
    const seconds = Number(probe.headers['retry-after']);
    ctx().clock.advance(seconds * second + 100);
    return seconds;
  };

  it('one address at one account: 5 free failures, then blocks of 1 s, 2 s, 4 s … up to 15 minutes', async () => {
    const address = '10.40.0.1';
    const statuses = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      statuses.push((await login(ctx().app, 'pair-user', `Wrong-${attempt}`, address)).statusCode);
    }
    // The 6th is still checked and starts a 1 s block, so the 7th, at once, waits.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    ctx().clock.advance(1100);
    const blocks = [];
    // 10 more failures, each after the last block: 2 s, 4 s … 512 s, then the 15-minute cap.
    for (let failure = 0; failure < 10; failure++) {
      // Probing from the same address would count against the address's allowance (20): a probe refused by the
      // address-and-account key gives its attempt back, so it costs nothing.
      blocks.push(await failAndMeasure('pair-user', address));
    }
    expect(blocks).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
  });

  it('one address at any accounts: 20 free failures in all, then a 1 s block', async () => {
    const address = '10.41.0.1';
    const statuses = [];
    for (let attempt = 1; attempt <= 22; attempt++) {
      statuses.push((await login(ctx().app, `any-user-${attempt}`, 'Wrong-password-1', address)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(21).fill(401), 429]);
  });

  it('one account from anywhere: 50 free failures, then blocks of 1 s, 2 s … up to one minute', async () => {
    let addresses = 0;
    const next = () => {
      addresses += 1;
      return `10.42.${addresses >> 8}.${addresses & 255}`;
    };
    const statuses = [];
    for (let attempt = 1; attempt <= 52; attempt++) {
      statuses.push((await login(ctx().app, 'account-user', 'Wrong-password-1', next())).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(51).fill(401), 429]);
    ctx().clock.advance(1100);
    const blocks = [];
    for (let failure = 0; failure < 7; failure++) blocks.push(await failAndMeasure('account-user', next(), next()));
    expect(blocks).toEqual([2, 4, 8, 16, 32, 60, 60]);
    ctx().clock.advance(minute);
  });
});

describeEachDatabase('the per-address limits the README states on $name', ({ env }) => {
  const ctx = useAdminApp(env);
  beforeAll(async () => {
    await setupAdmin(ctx().app);
  });

  it.each([
    ['/api/setup-admin', 10, 10 * minute],
    ['/api/auth/login', 30, minute],
    ['/api/create-admin', 20, 10 * minute],
  ])('%s: %i requests per address and window, then 429 for the rest of the window', async (url, limit, window) => {
    const address = `10.43.0.${limit}`;
    const call = () =>
      ctx().app.inject({
        method: 'POST',
        url,
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
    for (let index = 0; index < limit; index++) expect((await call()).statusCode, `request ${index + 1}`).not.toBe(429);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']) * second;
    // The window started with this test's first request, moments ago.
    expect(retryAfter).toBeLessThanOrEqual(window);
    expect(retryAfter).toBeGreaterThan(window - minute / 2);
  });
});

describe('the password-hash queue the README states', () => {
  it('runs two hashes at once, queues eight more, and answers the rest 503 at once', async () => {
    const stored = await hashPassword('the one password', { log2N: 14, r: 8, p: 1 });
    takePeakScryptRunning();
    const before = scryptCallCount();
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => verifyPassword('a guess', stored)));
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(30);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ statusCode: 503 });
    }
    expect(scryptCallCount() - before).toBe(10);
    expect(takePeakScryptRunning()).toBe(2);
  });
});

describe('the contact rate limit the README states', () => {
  it('takes 5 submissions per address in 10 minutes when CONTACT_RATE_LIMIT is unset', async () => {
    const { app } = await buildContactApp({ env: { CONTACT_RATE_LIMIT: undefined } });
    try {
      const statuses = [];
      for (let index = 0; index < 6; index++) {
        statuses.push(
          (await app.inject({ method: 'POST', url: '/api/contact', payload: companyPayload() })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await app.inject({ method: 'POST', url: '/api/contact', payload: companyPayload() });
      const retryAfter = Number(refused.headers['retry-after']) * second;
      expect(retryAfter).toBeLessThanOrEqual(10 * minute);
      expect(retryAfter).toBeGreaterThan(9 * minute);
    } finally {
      await app.close();
    }
  });
});
