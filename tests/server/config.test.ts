import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

describe('configuration', () => {
  it('needs nothing: port 3000 and SQLite under ./data by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/app.db') });
    expect(config.staticDir).toBe(path.resolve('build/client'));
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/tmp/rebels', DATABASE_URL: 'postgres://u@db:5432/site' });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/tmp/rebels');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/site' });
  });

  it('counts rate limits per instance unless REDIS_URL is set, with keys under REDIS_PREFIX', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/0' }).redis).toEqual({
      url: 'redis://cache:6379/0',
      prefix: 'rebels:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache:6380', REDIS_PREFIX: 'site-a:' }).redis).toEqual({
      url: 'rediss://u:p@cache:6380',
      prefix: 'site-a:',
    });
  });

  it('reads the outbox timings as durations: one minute before the first retry, a five-minute lease by default', () => {
    expect(loadConfig({}).mail).toMatchObject({ retryDelayMs: 60_000, leaseMs: 300_000 });
    expect(loadConfig({ OUTBOX_RETRY_DELAY: '250ms', OUTBOX_LEASE: '2m' }).mail).toMatchObject({
      retryDelayMs: 250,
      leaseMs: 120_000,
    });
    expect(loadConfig({ OUTBOX_RETRY_DELAY: '30s', OUTBOX_LEASE: '1h' }).mail).toMatchObject({
      retryDelayMs: 30_000,
      leaseMs: 3_600_000,
    });
  });

  it('makes the cookie Secure by the request (auto) unless told, and keeps the audit trail two years', () => {
    expect(loadConfig({}).secureCookie).toBe('auto');
    expect(loadConfig({ COOKIE_SECURE: 'true' }).secureCookie).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'false' }).secureCookie).toBe(false);
    expect(loadConfig({}).auditRetentionDays).toBe(730);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
  });

  it('trusts X-Forwarded-* only from the proxies TRUST_PROXY lists, by address or CIDR', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
    ]);
  });

  it.each([
    ['true', /trusts every hop/],
    ['yes', /trusts every hop/],
    ['1', /number of hops/],
    ['2', /number of hops/],
    ['0.0.0.0/0', /trusts every address/],
    ['::/0', /trusts every address/],
    ['10.0.0.0/33', /prefix/],
    ['proxy.internal', /not an IP address/],
  ])('refuses TRUST_PROXY=%s and says what to give instead', (value, reason) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=/);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(reason);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/addresses or CIDRs of the proxies/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('sqlite');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://root@localhost/site'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['REDIS_URL', 'http://cache:6379'],
    ['REDIS_PREFIX', 'has spaces'],
    ['OUTBOX_RETRY_DELAY', '0s'],
    ['OUTBOX_RETRY_DELAY', '5 minutes'],
    ['OUTBOX_LEASE', '1d'],
    ['OUTBOX_LEASE', '60'],
    ['COOKIE_SECURE', 'sometimes'],
    ['AUDIT_RETENTION_DAYS', '0'],
    ['AUDIT_RETENTION_DAYS', 'forever'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});
