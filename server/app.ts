import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import path from 'node:path';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { errorText, waitText } from '#contracts/error-codes.ts';
import type { Config } from './config.ts';
import { createInboxService, type InboxService, inboxRoutes } from './inbox/index.ts';
import { type AuditTrail, auditRoutes, createAuditTrail } from './audit/index.ts';
import { authRoutes, createAuthService, type ScryptCost, sessionCookie } from './auth/index.ts';
import { contactBodyLimits, contactRoutes } from './contact/contact.routes.ts';
import { connect, type Db } from './db/connect.ts';
import { healthRoutes } from './health/health.routes.ts';
import { HttpError } from './http/http-error.ts';
import { requestLocale } from './http/request-locale.ts';
import { createMailTransport, type MailTransport } from './mail/mail.transport.ts';
import { createOutboxWorker, type OutboxWorkerOptions } from './mail/outbox.worker.ts';
import { database } from './plugins/database.ts';
import { errorHandling, frameworkErrors } from './plugins/errors.ts';
import { outbox } from './plugins/outbox.ts';
import { createPeopleService, peopleRoutes } from './people/index.ts';
import { createPrivacyService, privacyRoutes } from './privacy/index.ts';
import { rateLimits } from './plugins/rate-limits.ts';
import { sameOriginGuard } from './plugins/same-origin.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import {
  contentRoutes,
  createContentService,
  createPreviews,
  previewRoutes,
  createScheduleRunner,
  type ScheduleRunner,
  listDrafts,
  listStoredItems,
  vacancyTitles,
} from './content/index.ts';
import { jobFormPositions } from '#contracts/contact-fields.ts';
import { countedPath, createNotFoundCounter, isVisit, notFoundRoutes } from './content/not-found.ts';
import { staticSite } from './plugins/static-site.ts';
import { searchRoutes } from './search/search.routes.ts';
import { type MediaLibrary, createMediaLibrary, mediaAdminRoutes, mediaRoutes } from './media/index.ts';
import { createLiveSite, type LiveSiteService } from './publish/live-site.ts';
import { type Insights, createInsights, insightsAdminRoutes, insightsRoutes } from './insights/index.ts';
import {
  createWebhookService,
  cvLinkRoutes,
  type LookupAll,
  webhookDelivery,
  webhookRoutes,
} from './webhooks/index.ts';

/** One log line per request, with address and admin (decision 0041); no query or headers: they hold personal data. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
      ...(request.admin ? { admin: request.admin.username } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    inbox: InboxService;
    audit: AuditTrail;
    /** Deletes submissions and audit entries past their retention periods (index.ts runs it hourly). */
    retentionPurge: () => Promise<{ submissions: number; auditEntries: number }>;
    /** The site this instance serves: the build, or the generation rendered from the stored content (decision 0073). */
    site: LiveSiteService;
    /** The media library's files (decision 0082). */
    media: MediaLibrary;
    /** Visitor figures with no cookie (decision 0083). */
    insights: Insights;
    /** Publishes the content scheduled for a time, once (decision 0075); index.ts starts it. */
    schedules: ScheduleRunner;
  }
}

type BuildOptions = {
  db?: Db;
  logger?: FastifyServerOptions['logger'];
  mailTransport?: MailTransport;
  outbox?: Pick<OutboxWorkerOptions, 'now' | 'pollMs' | 'workerId'>;
  now?: () => Date;
  /** OWASP's unless a test makes it cheaper. */
  passwordCost?: ScryptCost;
  /** The system's resolver unless a test fakes DNS (decision 0066). */
  webhookLookup?: LookupAll;
};

/** Builds the whole server without listening, so tests can call app.inject(). */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Drop these keys from JSON bodies instead of failing the request: nothing reads them.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // The router's own refusals (a bad escape in the path, an overlong id) in the error envelope too.
    frameworkErrors,
  });

  await securityHeaders(app);
  await errorHandling(app);
  await sameOriginGuard(app);
  await app.register(cookie);
  await rateLimits(app, {
    redis: config.redis,
    errorResponseBuilder: (request, context) => {
      const locale = requestLocale(request);
      const after = waitText(Math.ceil(context.ttl / 1000) * 1000, locale);
      return new HttpError(
        context.statusCode,
        errorText('rate_limited', locale, undefined, after),
        undefined,
        {},
        {
          code: 'rate_limited',
        },
      );
    },
  });
  await app.register(formbody, { bodyLimit: contactBodyLimits.formLimitBytes });
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      // 5,000 characters of up to 4 bytes each; longer values are cut and refused.
      fieldSize: 20_000,
      fields: 30,
      // One CV; a second file is read only to refuse it with a clear message.
      files: 2,
      fileSize: 5 * 1024 * 1024,
      parts: 40,
      headerPairs: 100,
    },
  });
  const db = options.db ?? connect(config.database);
  const webhookSettings = { ...config.webhooks, lookup: options.webhookLookup };
  await database(app, db);
  const transport = options.mailTransport ?? createMailTransport(config.mail);
  const worker = createOutboxWorker({
    db,
    transport,
    from: config.mail.from,
    log: app.log,
    retryDelayMs: config.mail.retryDelayMs,
    leaseMs: config.mail.leaseMs,
    kinds: { webhook: webhookDelivery(webhookSettings, options.outbox?.now) },
    ...options.outbox,
  });
  await outbox(app, worker, transport);
  await app.register(healthRoutes);
  const audit = createAuditTrail({
    db,
    retentionDays: config.auditRetentionDays,
    now: options.now,
    onWriteError: (error, entry) => app.log.error({ err: error, action: entry.action }, 'audit entry not written'),
  });
  app.decorate('audit', audit);
  const auth = createAuthService({ db, now: options.now, cost: options.passwordCost });
  // Not encapsulated: its session guard covers every /api/admin route, wherever registered.
  await authRoutes(app, {
    auth,
    audit,
    cookie: sessionCookie(config.secureCookie),
    staticDir: config.staticDir,
    now: options.now,
  });
  const inbox = createInboxService({
    db,
    outbox: worker,
    retention: config.retention,
    notifyTo: config.mail.notifyTo,
    mailDir: config.mail.dir,
    now: options.now,
  });
  app.decorate('inbox', inbox);
  app.decorate('retentionPurge', async () => {
    const submissions = await inbox.purgeExpired();
    const auditEntries = await audit.purgeExpired();
    if (submissions > 0 || auditEntries > 0) {
      await audit.record(
        { actor: null, ip: null },
        { action: 'retention.purge', detail: `${submissions} submission(s), ${auditEntries} audit entr(ies)` },
      );
    }
    return { submissions, auditEntries };
  });
  await app.register(inboxRoutes, { prefix: '/api/admin', inbox, audit, db });
  await app.register(auditRoutes, { prefix: '/api/admin', audit });
  const privacy = createPrivacyService({
    db,
    mailDir: config.mail.dir,
    database: config.database.kind,
    now: options.now,
  });
  await app.register(privacyRoutes, { prefix: '/api/admin', privacy, audit });
  const people = createPeopleService({ db, auth, now: options.now });
  await app.register(peopleRoutes, { prefix: '/api/admin', people, audit });
  const webhooks = createWebhookService({ db, outbox: worker, settings: webhookSettings, now: options.now });
  await app.register(webhookRoutes, { prefix: '/api/admin', webhooks, audit });
  await app.register(cvLinkRoutes, { webhooks, audit });
  const insights = createInsights({
    db,
    now: options.now,
    log: app.log,
    ownHost: new URL(config.webhooks.publicUrl).hostname,
    keepDays: config.retention.days,
  });
  app.decorate('insights', insights);
  app.addHook('onClose', () => insights.close());
  await app.register(contactRoutes, {
    config,
    positions: async () => jobFormPositions(await vacancyTitles(db)),
    leadSource: (sender) => insights.leadSource(sender),
  });
  const media = createMediaLibrary({ db, cacheDir: path.join(config.dataDir, 'media'), log: app.log });
  const site = createLiveSite({
    staticDir: config.staticDir,
    siteDir: path.join(config.dataDir, 'site'),
    db,
    database: config.database,
    log: app.log,
    media: (file) => media.original(file),
  });
  app.decorate('site', site);
  app.addHook('onClose', () => site.close());
  app.decorate('media', media);
  // Before the database closes: the image being processed is finished (the next start queues what is left).
  app.addHook('onClose', () => media.idle());
  app.addHook('onReady', async () => {
    await media.resume();
  });
  const content = createContentService({ db, audit, site, media });
  const schedules = createScheduleRunner({ content, log: app.log });
  app.decorate('schedules', schedules);
  // Before the site closes: a scheduled publish in progress finishes, or its claim lapses for another instance.
  app.addHook('onClose', () => schedules.stop());
  const previews = createPreviews({ db, site });
  await app.register(contentRoutes, { prefix: '/api/admin', content, audit, previews });
  await app.register(previewRoutes, { prefix: '/api', previews });
  const notFound = createNotFoundCounter({ db, now: options.now, log: app.log });
  // Before the database closes: the last counts are written.
  app.addHook('onClose', () => notFound.close());
  await app.register(notFoundRoutes, { prefix: '/api/admin', counter: notFound, site });
  await app.register(searchRoutes, { staticDir: config.staticDir, site: site.live });
  await app.register(mediaAdminRoutes, {
    prefix: '/api/admin',
    media,
    audit,
    usage: async () => [
      ...(await listStoredItems(db)).map((item) => ({ ...item, draft: false })),
      ...(await listDrafts(db)).map((item) => ({ ...item, draft: true })),
    ],
  });
  await app.register(mediaRoutes, { media });
  await app.register(insightsRoutes, { insights, site: site.live, rateLimit: config.insightsRateLimit });
  await app.register(insightsAdminRoutes, { prefix: '/api/admin', now: options.now });
  await staticSite(app, site.live, {
    onMissingPage: (decodedPath, request) => {
      const counted = isVisit(request.headers) ? countedPath(decodedPath) : null;
      if (counted !== null) notFound.record(counted);
    },
  });
  return app;
}
