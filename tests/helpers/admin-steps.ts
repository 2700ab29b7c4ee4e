// The admin sign-in's steps as a client takes them, for any server: no vitest, no server code.
import { Secret, TOTP } from 'otpauth';

/** What the steps need of a server: Fastify's `inject`, or `overHttp` for a server on a port. */
export type Injectable = {
  inject(request: {
    method?: 'GET' | 'POST';
    url: string;
    remoteAddress?: string;
    headers?: Record<string, string>;
    payload?: string;
  }): PromiseLike<{ statusCode: number; body: string; json(): unknown; cookies: { name: string; value: string }[] }>;
};

/** What `inject` answers on the given server (Fastify's answer has headers, cookie attributes and more). */
type Reply<A extends Injectable> = Awaited<ReturnType<A['inject']>>;

/** `inject` over HTTP, for a server in another process or a container (remoteAddress is the socket's). */
export function overHttp(origin: string): Injectable {
  return {
    async inject({ method = 'GET', url, headers = {}, payload }) {
      const response = await fetch(new URL(url, origin), { method, headers, body: payload });
      const body = await response.text();
      const cookies = response.headers.getSetCookie().map((each) => {
        const [pair = ''] = each.split(';');
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1) };
      });
      return { statusCode: response.status, body, json: () => JSON.parse(body) as unknown, cookies };
    },
  };
}

/** The session cookie (name=value) from a response, if it set one. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((each) => each.name.endsWith('rebels_session'));
  return cookie && cookie.value ? `${cookie.name}=${cookie.value}` : undefined;
}

export async function setupAdmin(app: Injectable) {
  const response = await app.inject({ method: 'POST', url: '/api/setup-admin' });
  return { response, body: response.json() as { username: string; password: string } };
}

export async function login<A extends Injectable>(
  app: A,
  username: string,
  password: string,
  remoteAddress = '127.0.0.1',
): Promise<Reply<A>> {
  return (await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username, password }),
  })) as Reply<A>;
}

/** The code an authenticator app shows for `secret` at `at` (RFC 6238, computed here as the app would). */
export function totpCode(secret: string, at: Date = new Date()) {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at.getTime(),
  });
}

/**
 * The server takes a code of its own 30-second step only: a code computed in the last moments of a step could reach
 * it in the next. So a code is computed at least 2 s before its step ends (a moved clock moves on; real time waits).
 */
export async function awayFromStepEdge(clock?: Clock) {
  const left = 30_000 - ((clock?.now() ?? new Date()).getTime() % 30_000);
  if (left >= 2000) return;
  if (clock) clock.advance(left + 500);
  else await new Promise((resolve) => setTimeout(resolve, left + 500));
}

const json = { 'content-type': 'application/json' };

/** A step of a sign-in or an account call, as JSON, with the session cookie. */
export async function post<A extends Injectable>(
  app: A,
  url: string,
  cookie: string | undefined,
  body: unknown = {},
): Promise<Reply<A>> {
  return (await app.inject({
    method: 'POST',
    url,
    headers: { ...json, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  })) as Reply<A>;
}

export type EnrolledAdmin = {
  cookie: string;
  username: string;
  password: string;
  totpSecret: string;
  recoveryCodes: string[];
};

/** A clock that moves past the current TOTP step, so the next code is new (each code is taken once). */
export type Clock = { now: () => Date; advance: (ms: number) => void };

/**
 * A new admin's first sign-in, every step: the password someone else set, a password of their
 * own, an authenticator app (its first code), and the recovery codes. Returns a full session.
 */
export async function enrollAdmin(
  app: Injectable,
  credentials: { username: string; password: string },
  {
    clock,
    newPassword = `${credentials.username}-Own-Pass-phrase-7`,
    ip = '127.0.0.1',
  }: { clock?: Clock; newPassword?: string; ip?: string } = {},
): Promise<EnrolledAdmin> {
  const first = await login(app, credentials.username, credentials.password, ip);
  let cookie = sessionCookie(first);
  if (first.statusCode !== 200 || !cookie) throw new Error(`login failed: ${first.statusCode} ${first.body}`);
  let next = (first.json() as { next: string }).next;
  let password = credentials.password;
  if (next === '/admin/new-password') {
    const changed = await post(app, '/api/auth/password', cookie, { currentPassword: password, newPassword });
    if (changed.statusCode !== 200) throw new Error(`password change failed: ${changed.body}`);
    // Each step passed gives the session a new token.
    cookie = sessionCookie(changed) ?? cookie;
    password = newPassword;
    next = (changed.json() as { next: string }).next;
  }
  if (next !== '/admin/enroll') throw new Error(`expected to enrol, got ${next}`);
  const setup = await post(app, '/api/auth/totp/setup', cookie);
  const { secret } = setup.json() as { secret: string };
  clock?.advance(30_000);
  await awayFromStepEdge(clock);
  const confirmed = await post(app, '/api/auth/totp/confirm', cookie, { code: totpCode(secret, clock?.now()) });
  if (confirmed.statusCode !== 200) throw new Error(`TOTP confirm failed: ${confirmed.body}`);
  const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
  cookie = sessionCookie(confirmed) ?? cookie;
  return { cookie, username: credentials.username, password, totpSecret: secret, recoveryCodes };
}

/** A full sign-in of an enrolled admin: password, then a fresh TOTP code. Returns the cookie. */
export async function signInWithTotp(
  app: Injectable,
  admin: Pick<EnrolledAdmin, 'username' | 'password' | 'totpSecret'>,
  { clock, ip = '127.0.0.1' }: { clock?: Clock; ip?: string } = {},
) {
  const response = await login(app, admin.username, admin.password, ip);
  const cookie = sessionCookie(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  clock?.advance(30_000);
  await awayFromStepEdge(clock);
  const second = await post(app, '/api/auth/second-factor/totp', cookie, {
    code: totpCode(admin.totpSecret, clock?.now()),
  });
  if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.statusCode} ${second.body}`);
  // The step gives the session a new token: the one from the password step is void.
  return sessionCookie(second) ?? cookie;
}

/** Confirms it is the admin again with their password (a re-authentication); returns the session's new cookie. */
export async function reauthenticate(app: Injectable, cookie: string, password: string) {
  const response = await post(app, '/api/auth/reauth', cookie, { password });
  if (response.statusCode !== 200) throw new Error(`re-authentication failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response) ?? cookie;
}
