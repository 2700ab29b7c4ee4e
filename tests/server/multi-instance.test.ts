import fs from 'node:fs';
import { sql } from 'kysely';
import { awayFromStepEdge, totpCode } from '../helpers/admin.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '#server/db/connect.ts';
import { companyPayload } from '../helpers/contact.ts';
import { newPost } from '../helpers/content.ts';
import { type Mailbox, mailbox } from '../helpers/mailbox.ts';
import { isolatedRedis, skipRedis } from '../helpers/redis.ts';
import {
  eventually,
  type LogLine,
  type ServerProcess,
  startServerOnFreePort,
  waitForHealth,
  waitForLog,
} from '../../scripts/lib/server-process.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';
import { isolatedDatabase, postgresUrl, requireBuild, skipPostgres, temporaryDir } from '../helpers/test-app.ts';

// Two real server processes on one PostgreSQL database, Redis and a real SMTP server.
// Every request names its client in X-Forwarded-For, believed from loopback (TRUST_PROXY lists
// 127.0.0.1 and ::1, where the test connects from), so each test counts against rate limits of its own.

const limit = 3;
const migrations = fs
  .readdirSync('server/db/migrations')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

let clients = 0;
/** A client address no other request of this run used. */
const newClient = () => {
  clients += 1;
  return `10.0.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

type Call = { path: string; client: string; body?: unknown; cookie?: string; method?: 'GET' | 'POST' | 'PUT' };

/** A same-origin request, as the site's own pages send it. */
async function call(server: ServerProcess, { path, client, body, cookie, method = 'POST' }: Call) {
  const headers: Record<string, string> = { origin: server.url, 'x-forwarded-for': client };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  return fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    // Generous: confirming an app makes ten recovery codes under scrypt (decision 0040), seconds of CPU on a busy host.
    signal: AbortSignal.timeout(60_000),
  });
}

/** A company enquiry filled in a minute ago (not spam), under a name unique in this run. */
async function submit(server: ServerProcess, client: string, name: string) {
  const response = await call(server, {
    path: '/api/contact',
    client,
    body: companyPayload({ name, email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com` }),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; error?: string } };
}

async function storedNamed(db: Db, prefix: string) {
  return db
    .selectFrom('contact_submissions')
    .select(['name', 'status'])
    .where('name', 'like', `${prefix}%`)
    .orderBy('name')
    .execute();
}

const said = (text: string) => (line: LogLine) => line.msg.includes(text);
const count = (server: ServerProcess, text: string) => server.logs().filter(said(text)).length;

describe.skipIf(skipPostgres || skipRedis)('several instances on one PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let db: Db;
  let redis: Awaited<ReturnType<typeof isolatedRedis>>;
  let mail: Mailbox;
  const started: ServerProcess[] = [];
  /** The admin the session test enrolled, with a recovery code for a later sign-in (TOTP codes are single-use). */
  let enrolled = { username: '', password: '', recoveryCode: '', nextRecoveryCode: '' };

  beforeAll(async () => {
    requireBuild();
    database = await isolatedDatabase({ DATABASE_URL: postgresUrl });
    db = connect({ kind: 'postgres', url: database.env.DATABASE_URL! });
    redis = await isolatedRedis();
    mail = await mailbox();
  });

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await mail?.close();
    await redis?.drop();
    await db?.destroy();
    await database?.drop();
  });

  /** Two instances started at the same moment, each with a data directory of its own. */
  async function startPair(env: NodeJS.ProcessEnv) {
    const base = {
      DATABASE_URL: database.env.DATABASE_URL,
      TRUST_PROXY: '127.0.0.1,::1',
      CONTACT_RATE_LIMIT: `${limit}/10m`,
      SMTP_URL: mail.smtpUrl,
      CONTACT_NOTIFY_TO: 'inbox@example.com',
      ...env,
    };
    const pair = await Promise.all([
      startServerOnFreePort({ ...base, DATA_DIR: temporaryDir('rebels-a-') }),
      startServerOnFreePort({ ...base, DATA_DIR: temporaryDir('rebels-b-') }),
    ]);
    started.push(...pair);
    await Promise.all(pair.map((server) => waitForHealth(server)));
    return pair;
  }

  describe('with REDIS_URL', () => {
    // Redis is reached through a TCP proxy, so a test can take it away and bring it back
    // without touching the shared server.
    let proxy: Awaited<ReturnType<typeof tcpProxy>>;
    let a: ServerProcess;
    let b: ServerProcess;
    const gone = 'Redis unreachable: rate limits are counted per instance until it is back';
    const back = 'Redis is back: rate limits are shared across instances again';

    /** The enrolled admin signed in with the password on A and a recovery code (each works once) on B. */
    async function signInAcross(recoveryCode: string) {
      const client = newClient();
      const { username, password } = enrolled;
      const login = await call(a, { path: '/api/auth/login', client, body: { username, password } });
      const first = login.headers.getSetCookie()[0]?.split(';')[0];
      const second = await call(b, {
        path: '/api/auth/second-factor/recovery',
        client,
        cookie: first,
        body: { code: recoveryCode },
      });
      expect(second.status).toBe(200);
      return { client, cookie: second.headers.getSetCookie()[0]?.split(';')[0] ?? first };
    }

    beforeAll(async () => {
      proxy = await tcpProxy({ host: redis.address.hostname, port: Number(redis.address.port || 6379) });
    });
    afterAll(async () => {
      await proxy?.close();
    });

    it('both start at the same moment on an empty database, and each migration runs once', async () => {
      [a, b] = await startPair({ REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_PREFIX: redis.prefix });
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(rows.map((row) => row.name)).toEqual(migrations);
      for (const server of [a, b]) {
        expect(server.logs().filter((line) => line.level >= 50)).toEqual([]);
        expect(count(server, 'rate limits are shared across instances through Redis')).toBe(1);
      }
    }, 60_000);

    it('a session made on one instance is valid on the other, each sign-in step may land on either, and logout on one ends it on both', async () => {
      const client = newClient();
      const setup = await call(a, { path: '/api/setup-admin', client });
      expect(setup.status).toBe(200);
      const { username, password } = (await setup.json()) as { username: string; password: string };
      const login = await call(a, { path: '/api/auth/login', client, body: { username, password } });
      expect(login.status).toBe(200);
      let cookie = login.headers.getSetCookie()[0]?.split(';')[0];
      expect(cookie).toMatch(/^rebels_session=.+/);
      // Each step passed gives the session a new token, which the other instance knows at once.
      const renewed = (response: Response) => response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
      // The first sign-in's steps, alternating between the instances: a password of one's own,
      // then an authenticator app set up on one and confirmed on the other.
      const changed = await call(b, {
        path: '/api/auth/password',
        client,
        cookie,
        body: { currentPassword: password, newPassword: 'Two-instances-one-database' },
      });
      expect(changed.status).toBe(200);
      cookie = renewed(changed);
      const setupApp = await call(a, { path: '/api/auth/totp/setup', client, cookie, body: {} });
      const { secret } = (await setupApp.json()) as { secret: string };
      await awayFromStepEdge();
      const confirmed = await call(b, {
        path: '/api/auth/totp/confirm',
        client,
        cookie,
        body: { code: totpCode(secret) },
      });
      expect(confirmed.status).toBe(200);
      const { recoveryCodes } = (await confirmed.clone().json()) as { recoveryCodes: string[] };
      enrolled = {
        username,
        password: 'Two-instances-one-database',
        recoveryCode: recoveryCodes[0]!,
        nextRecoveryCode: recoveryCodes[1]!,
      };
      const stale = cookie;
      cookie = renewed(confirmed);
      expect(cookie).not.toBe(stale);
      expect((await call(a, { path: '/api/auth/me', client, cookie: stale, method: 'GET' })).status).toBe(401);

      const me = (server: ServerProcess) => call(server, { path: '/api/auth/me', client, cookie, method: 'GET' });
      const onB = await me(b);
      expect(onB.status).toBe(200);
      expect(await onB.json()).toEqual({ success: true, user: { username, role: 'admin' } });

      expect((await call(b, { path: '/api/auth/logout', client, cookie })).status).toBe(200);
      expect((await me(a)).status).toBe(401);
      expect((await me(b)).status).toBe(401);
    });

    it('a post published on one instance is served by the other, which renders it when PostgreSQL tells it', async () => {
      const { client, cookie } = await signInAcross(enrolled.recoveryCode);
      const page = (server: ServerProcess) => fetch(`${server.url}/nl/blog/two-instances`);
      expect((await page(b)).status).toBe(404);
      const published = await call(a, {
        path: '/api/admin/content/post/two-instances',
        method: 'PUT',
        client,
        cookie,
        body: { revision: 0, data: newPost({ title: { en: 'Published on A', nl: 'Gepubliceerd op A' } }) },
      });
      expect(published.status).toBe(200);
      // Served by A when its answer came; by B as soon as it has rendered what the notification announced.
      expect(await (await page(a)).text()).toContain('Gepubliceerd op A');
      const onB = await eventually('the post on B', async () => {
        const response = await page(b);
        return response.status === 200 ? response.text() : undefined;
      });
      expect(onB).toContain('Gepubliceerd op A');
      expect(count(b, 'site follows a publication')).toBe(1);
      expect(count(b, 'publication notifications unavailable')).toBe(0);
      expect(b.logs().filter((line) => line.level >= 50)).toEqual([]);
    }, 60_000);

    it('a publish scheduled on one instance is done once, by whichever looks first, and served by both', async () => {
      const { client, cookie } = await signInAcross(enrolled.nextRecoveryCode);
      const at = new Date(Date.now() + 2000).toISOString();
      const keys = ['scheduled-on-a', 'scheduled-too'];
      for (const [index, key] of keys.entries()) {
        const scheduled = await call(a, {
          path: `/api/admin/content/post/${key}/schedule`,
          method: 'PUT',
          client,
          cookie,
          body: { revision: 0, data: newPost({ id: String(60 + index), title: { en: key, nl: key } }), at },
        });
        expect(scheduled.status, await scheduled.text()).toBe(200);
      }
      for (const server of [a, b])
        for (const key of keys) {
          await eventually(`${key} on ${server.url}`, async () =>
            (await fetch(`${server.url}/blog/${key}`)).status === 200 ? true : undefined,
          );
        }
      const published = await db
        .selectFrom('content_publications')
        .select('detail')
        .where('detail', 'like', 'published posts/scheduled-%')
        .execute();
      expect(published.map((row) => row.detail.split(' at ')[0]).sort()).toEqual([
        'published posts/scheduled-on-a.md',
        'published posts/scheduled-too.md',
      ]);
      expect(count(a, 'scheduled publish done') + count(b, 'scheduled publish done')).toBe(2);
    }, 60_000);

    it('the contact rate limit holds across both: the 4th request overall is refused', async () => {
      const client = newClient();
      const answers = [];
      for (const [index, server] of [a, b, a, b].entries()) {
        answers.push(await submit(server, client, `Shared limit ${index}`));
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
      expect(answers[3]?.body).toMatchObject({ success: false, error: expect.stringMatching(/Too many submissions/) });
      expect(await storedNamed(db, 'Shared limit')).toEqual(
        [0, 1, 2].map((index) => ({ name: `Shared limit ${index}`, status: 'received' })),
      );
      // Counted in Redis, under this run's prefix: all four requests.
      expect(await redis.client.get(`${redis.prefix}rate-limit:POST/api/contact-${client}`)).toBe('4');
    });

    it('the login throttle holds across both', async () => {
      // Failures alternate between the instances. Counted per instance, nine of them would
      // block nothing (5 free failures each); counted together, the 6th blocks for 1 s, the
      // 7th for 2 s, the 8th for 4 s, and the next attempt, on the other instance, is
      // refused before any password is checked.
      const client = newClient();
      const servers = [a, b];
      let failures = 0;
      let refused: Response | undefined;
      for (let turn = 0; !refused && failures < 9; turn++) {
        const response = await call(servers[turn % 2]!, {
          path: '/api/auth/login',
          client,
          body: { username: 'nobody', password: 'not the password' },
        });
        if (response.status === 429) refused = response;
        else {
          expect(response.status).toBe(401);
          failures += 1;
        }
      }
      expect(refused?.status).toBe(429);
      expect(failures).toBeGreaterThanOrEqual(6);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    }, 180_000);

    it('a parallel burst of 40 wrong passwords over both: 6 answered, the rest 429', async () => {
      // 5 free attempts and a 6th that starts a block, counted in the database before any
      // password is checked, however the burst is spread over the instances.
      const client = newClient();
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          call([a, b][index % 2]!, {
            path: '/api/auth/login',
            client,
            body: { username: 'admin', password: `Burst guess ${index}` },
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(6);
      expect(statuses.filter((status) => status === 429)).toHaveLength(34);
    }, 60_000);

    it('while Redis is down: submissions are accepted and stored, the limit is per instance, the log says so', async () => {
      await proxy.cut();
      for (const server of [a, b]) {
        const line = await waitForLog(server, said(gone));
        expect(line.level).toBe(40);
      }
      const client = newClient();
      const statuses = [];
      for (const [index, server] of [a, a, a, b, b, b, a].entries()) {
        statuses.push((await submit(server, client, `Outage ${index}`)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
      expect(await storedNamed(db, 'Outage')).toEqual(
        [0, 1, 2, 3, 4, 5].map((index) => ({ name: `Outage ${index}`, status: 'received' })),
      );
    });

    it('when Redis is back: the log says so once, and the shared limit resumes', async () => {
      await proxy.restore();
      for (const server of [a, b]) {
        const line = await waitForLog(server, said(back));
        expect(line.level).toBe(30);
      }
      const client = newClient();
      const statuses = [];
      for (const [index, server] of [a, b, a, b].entries()) {
        statuses.push((await submit(server, client, `After ${index}`)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      for (const server of [a, b]) {
        expect(count(server, gone)).toBe(1);
        expect(count(server, back)).toBe(1);
      }
    });

    it('sends each notification exactly once with both outbox workers running', async () => {
      const sent = 6;
      const answers = await Promise.all(
        Array.from({ length: sent }, (_, index) => submit(index % 2 ? b : a, newClient(), `Exactly once ${index}`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(sent).fill(200));

      const outbox = () => db.selectFrom('mail_outbox').select(['subject', 'sent_at']).execute();
      await eventually('the outbox to drain', async () => {
        const rows = await outbox();
        return rows.length >= sent && rows.every((row) => row.sent_at !== null);
      });
      // Stopped, neither can send anything more: what the SMTP server holds now is final.
      expect((await Promise.all([a.stop(), b.stop()])).map((exit) => exit.code)).toEqual([0, 0]);

      // Every submission of this suite, each with its own subject: each must arrive once.
      const subjects = (await outbox()).map((row) => row.subject).sort();
      expect(subjects.filter((subject) => subject.startsWith('Contact request: Exactly once'))).toHaveLength(sent);
      expect(new Set(subjects).size).toBe(subjects.length);
      expect(mail.messages.map((message) => message.headers.subject).sort()).toEqual(subjects);
      expect(new Set(mail.messages.map((message) => message.headers['message-id'])).size).toBe(mail.messages.length);
    }, 60_000);
  });

  describe('without REDIS_URL', () => {
    it('the contact rate limit is per instance: 3 on one and 3 more on the other are accepted', async () => {
      const [a, b] = await startPair({});
      expect(count(a, 'rate limits are counted per instance (no REDIS_URL)')).toBe(1);
      const client = newClient();
      const statuses = [];
      for (const [index, server] of [a, a, a, b, b, b, a, b].entries()) {
        statuses.push((await submit(server, client, `Per instance ${index}`)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
      expect(await storedNamed(db, 'Per instance')).toHaveLength(6);
      expect((await Promise.all([a.stop(), b.stop()])).map((exit) => exit.code)).toEqual([0, 0]);
    }, 60_000);
  });
});
