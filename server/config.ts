import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type Retention, retentionDefaults } from '#contracts/retention.ts';
import { site } from '#contracts/site.ts';
import { packContactEmail } from '#contracts/content/pack-files.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const durationUnits = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

const duration = z
  .string()
  .regex(/^[1-9]\d*(ms|s|m|h)$/, "must look like '500ms', '30s', '5m' or '1h'")
  .transform((value) => {
    const [, amount = '0', unit = 'ms'] = /^(\d+)(ms|s|m|h)$/.exec(value) ?? [];
    return Number(amount) * durationUnits[unit as keyof typeof durationUnits];
  });

const proxyExample = 'give the addresses or CIDRs of the proxies in front, such as 10.0.0.5,10.0.1.0/24';

/** One trusted proxy: an IPv4 or IPv6 address, or a CIDR range of them (never /0, which trusts every address). */
function proxyEntryProblem(entry: string) {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || address.includes('%') || extra !== undefined) return `'${entry}' is not an IP address or CIDR`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) return `'${entry}' has no valid prefix length`;
  if (bits === 0) return `'${entry}' trusts every address, as true would`;
  return null;
}

/** TRUST_PROXY: off, or the proxies to believe; `true` and hop counts let a client pick its address (decision 0043). */
const trustProxy = z.string().transform((value, context): false | string[] => {
  const text = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) {
    context.addIssue({
      code: 'custom',
      message: `'${value}' trusts every hop, so any client could choose its own address with X-Forwarded-For: ${proxyExample}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    context.addIssue({
      code: 'custom',
      message: `a number of hops cannot tell a proxy from a client that reaches the server directly: ${proxyExample}`,
    });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) {
      context.addIssue({ code: 'custom', message: `${problem} (${proxyExample})` });
      return z.NEVER;
    }
  }
  return entries;
});

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  COOKIE_SECURE: z
    .enum(['auto', 'true', 'false', '1', '0', 'yes', 'no'])
    .default('auto')
    .transform((value) => (value === 'auto' ? 'auto' : ['true', '1', 'yes'].includes(value))),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(retentionDefaults.days),
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(retentionDefaults.jobDays),
  STATIC_DIR: z.string().min(1).default('./build/client'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).optional(),
  // By default the contact address of the repository's pack (content/settings.yaml).
  CONTACT_NOTIFY_TO: z.email('must be an e-mail address').prefault(packContactEmail),
  CONTACT_RATE_LIMIT: z
    .string()
    .regex(/^[1-9]\d*\/[1-9]\d*(s|m|h)$/, "must look like '5/10m' (requests per seconds, minutes or hours)")
    .default('5/10m'),
  // A reader's browser sends two events a page (its view, and its speed when it is left).
  INSIGHTS_RATE_LIMIT: z
    .string()
    .regex(/^[1-9]\d*\/[1-9]\d*(s|m|h)$/, "must look like '120/1m' (events per seconds, minutes or hours)")
    .default('120/1m'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/]/, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,100}$/, 'must be letters, digits, _ : . or - (at most 100)')
    .default('rebels:'),
  OUTBOX_RETRY_DELAY: duration.prefault('1m'),
  /** Lets webhooks reach a receiver on loopback (127.0.0.0/8, ::1), for tests; off by default. */
  WEBHOOKS_ALLOW_LOOPBACK: booleanFlag.default(false),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, "must be the site's origin, such as https://www.example.com")
    .optional(),
  OUTBOX_LEASE: duration.prefault('5m'),
});

const windowUnits = { s: 1000, m: 60_000, h: 3_600_000 } as const;

function parseRateLimit(value: string) {
  const [max = '0', window = '0'] = value.split('/');
  const unit = window.slice(-1) as keyof typeof windowUnits;
  return { max: Number(max), windowMs: Number(window.slice(0, -1)) * windowUnits[unit] };
}

export type Config = {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  /** The proxies whose X-Forwarded-* headers are believed; false: none, the socket's address is the client's. */
  trustProxy: false | string[];
  /** Whether the session cookie is Secure and __Host-; 'auto': when the request came over HTTPS (decision 0043). */
  secureCookie: 'auto' | boolean;
  auditRetentionDays: number;
  staticDir: string;
  mail: {
    /** smtp:// or smtps:// URL; unset writes .eml files to `dir` instead of sending. */
    smtpUrl: string | undefined;
    dir: string;
    from: string;
    notifyTo: string;
    /** Wait after the first failed send; later retries wait 5, 20, 60, 180 and 420 times as long. */
    retryDelayMs: number;
    /** How long a worker holds an e-mail it claimed (decision 0025). */
    leaseMs: number;
  };
  contactRateLimit: { max: number; windowMs: number };
  /** Events per address and window on POST /api/insights (decision 0083). */
  insightsRateLimit: { max: number; windowMs: number };
  /** Where rate limits are shared (unset: per instance); `prefix` lets sites or test runs share one Redis. */
  redis: { url: string; prefix: string } | undefined;
  retention: Retention;
  webhooks: {
    allowLoopback: boolean;
    /** The site's origin, for the CV links in webhook payloads (PUBLIC_URL, by default the site's own). */
    publicUrl: string;
  };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The only reader of process.env. A bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}=${JSON.stringify(present[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const value = parsed.data;
  const dataDir = path.resolve(value.DATA_DIR);
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    dataDir,
    database: value.DATABASE_URL
      ? { kind: 'postgres', url: value.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    secureCookie: value.COOKIE_SECURE,
    auditRetentionDays: value.AUDIT_RETENTION_DAYS,
    staticDir: path.resolve(value.STATIC_DIR),
    mail: {
      smtpUrl: value.SMTP_URL,
      dir: path.join(dataDir, 'mail'),
      from: value.MAIL_FROM ?? `"${site.name}" <no-reply@${new URL(site.url).hostname.replace(/^www\./, '')}>`,
      notifyTo: value.CONTACT_NOTIFY_TO,
      retryDelayMs: value.OUTBOX_RETRY_DELAY,
      leaseMs: value.OUTBOX_LEASE,
    },
    contactRateLimit: parseRateLimit(value.CONTACT_RATE_LIMIT),
    insightsRateLimit: parseRateLimit(value.INSIGHTS_RATE_LIMIT),
    redis: value.REDIS_URL ? { url: value.REDIS_URL, prefix: value.REDIS_PREFIX } : undefined,
    retention: { days: value.RETENTION_DAYS, jobDays: value.JOB_RETENTION_DAYS },
    webhooks: {
      allowLoopback: value.WEBHOOKS_ALLOW_LOOPBACK,
      publicUrl: new URL(value.PUBLIC_URL ?? site.url).origin,
    },
  };
}
