// TRUST_PROXY (issue 33): X-Forwarded-For and X-Forwarded-Proto are believed only from the proxies
// it lists. A client that is not one of them cannot pick the address the sign-in throttle counts
// and the audit trail records by sending the header itself; a request through a listed proxy gets
// its client's address from the header, and of the header only what the listed proxies appended.
import { beforeAll, expect, it } from 'vitest';
import { login, setupAdmin, useAdminApp } from '../helpers/admin.ts';
import { describeEachDatabase } from '../helpers/test-app.ts';

/** The two proxies in front (TRUST_PROXY); the clients below are none of them. */
const proxy = '10.0.0.5';
const innerProxy = '10.0.0.6';

// Decision 0020 (README, 'The contact page'): one address guessing one account has 5 free failures;
// the 6th is still checked and starts a 1 s block, so a 7th at once is answered 429 with Retry-After: 1.
const sevenWrongPasswords = [401, 401, 401, 401, 401, 401, 429];

describeEachDatabase('TRUST_PROXY with listed proxies on $name', ({ env }) => {
  const ctx = useAdminApp({ ...env, TRUST_PROXY: `${proxy},${innerProxy}` });
  let admin: { username: string; password: string };
  beforeAll(async () => {
    admin = (await setupAdmin(ctx().app)).body;
  });

  /** One wrong password for the admin, from `remoteAddress`, with an X-Forwarded-For header when given. */
  const wrongPassword = (remoteAddress: string, forwardedFor: string | undefined, attempt: number) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
      },
      payload: JSON.stringify({ username: admin.username, password: `Wrong-${attempt}-password` }),
    });

  /** The addresses the audit trail recorded for sign-ins from the clients given (by what they typed). */
  const auditedAddresses = async (passwordsFrom: string) =>
    (
      await ctx()
        .db.selectFrom('audit_log')
        .select(['ip', 'outcome'])
        .where('action', '=', 'sign-in')
        .where('ip', 'like', passwordsFrom)
        .orderBy('id')
        .execute()
    ).map((row) => row.ip);

  it('throttles a client that is not a listed proxy as if it sent no X-Forwarded-For, and audits its own address', async () => {
    const plain = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      plain.push((await wrongPassword('198.51.100.21', undefined, attempt)).statusCode);
    }
    const forged = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      const answer = await wrongPassword('198.51.100.20', `203.0.113.${attempt}`, attempt);
      forged.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.headers['retry-after']).toBe('1');
    }
    expect(plain).toEqual(sevenWrongPasswords);
    expect(forged).toEqual(sevenWrongPasswords);
    // Every attempt, the refused one too, is in the trail under the address it came from.
    expect(await auditedAddresses('198.51.100.20')).toEqual(Array(7).fill('198.51.100.20'));
    expect(await auditedAddresses('203.0.113.%')).toEqual([]);
  });

  it('takes the client’s address from X-Forwarded-For when the request comes through a listed proxy', async () => {
    // Seven clients behind the proxy, one wrong password each: seven clients to the throttle, none blocked.
    const statuses = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      statuses.push((await wrongPassword(proxy, `198.51.100.${30 + attempt}`, attempt)).statusCode);
    }
    expect(statuses).toEqual(Array(7).fill(401));
    expect(await auditedAddresses('198.51.100.3_')).toEqual(
      Array.from({ length: 7 }, (_, index) => `198.51.100.${31 + index}`),
    );
  });

  it('believes only the entries the listed proxies appended: what the client wrote before them does not count', async () => {
    // Through both proxies: the client (198.51.100.40) wrote a made-up entry, the inner proxy added
    // the client's address, the outer proxy added the inner one's.
    const statuses = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      const forwarded = `203.0.113.${100 + attempt}, 198.51.100.40, ${innerProxy}`;
      statuses.push((await wrongPassword(proxy, forwarded, attempt)).statusCode);
    }
    expect(statuses).toEqual(sevenWrongPasswords);
    expect(await auditedAddresses('198.51.100.40')).toEqual(Array(7).fill('198.51.100.40'));
    expect(await auditedAddresses('203.0.113.1__')).toEqual([]);
  });

  it('reads X-Forwarded-Proto only from a listed proxy: the session cookie is Secure by the real scheme', async () => {
    const signIn = (remoteAddress: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', origin: 'https://localhost:80' },
        payload: JSON.stringify(admin),
      });
    // Not through the proxy: the request came over http, whatever the header says (and its https Origin is another
    // origin than the http site it reached).
    const direct = await signIn('198.51.100.50');
    expect(direct.statusCode).toBe(403);
    expect(direct.cookies).toEqual([]);
    const proxied = await signIn(proxy);
    expect(proxied.statusCode).toBe(200);
    expect(proxied.cookies.map((each) => [each.name, each.secure])).toEqual([['__Host-rebels_session', true]]);
    const plain = await login(ctx().app, admin.username, admin.password, '198.51.100.51');
    expect(plain.cookies.map((each) => [each.name, each.secure ?? false])).toEqual([['rebels_session', false]]);
  });
});
