import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountTexts, authTexts, reauthTexts, type SignInStage } from '#contracts/auth.ts';
import type { Role } from '#contracts/people.ts';
import type { AuditTrail } from '../audit/index.ts';
import { HttpError } from '../http/http-error.ts';
import { mediaType } from '../http/native-form.ts';
import { requestIsUnder } from '../http/request-path.ts';
import type { SessionService, SignedInAdmin } from './session/session.service.ts';

/**
 * Who may call a route, declared in its config and checked by the one guard below before the body is read. Every route
 * under /api/admin without a declaration needs a signed-in admin.
 */
export type RouteAccess = {
  /** The sign-in stages that may call it (by default only 'signed-in'). */
  stages?: SignInStage[];
  /** The role it needs (by default 'admin', which may do everything). */
  role?: Role;
  /** A credential shown within the last few minutes: for what could take an account over (decision 0040). */
  recentProof?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The session of this request (possibly half signed in), once a guard or route has read it. */
    admin: SignedInAdmin | null;
    /** Set when the route wrote the request's audit entry itself, so the refusal log does not write a second. */
    audited: boolean;
  }
}

/** The admin API: what an attacker probes, and whose refusals the audit trail keeps. */
export const adminApiPrefixes = ['/api/admin', '/api/auth', '/api/create-admin', '/api/setup-admin', '/api/webhooks'];

/**
 * JSON only: any other body type is refused with 415 before it is read. An HTML form cannot send JSON, so no other
 * site's page can make a browser call such a route with its cookie (a second line behind the Origin check).
 */
export async function requireJsonBody(request: FastifyRequest) {
  const hasBody =
    Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (hasBody && mediaType(request) !== 'application/json') {
    throw new HttpError(415, 'Unsupported content type: send application/json');
  }
}

/** A role may do what it names, and 'admin' may do everything. */
const roleAllows = (role: string, needed: Role) => role === 'admin' || role === needed;

/**
 * The one access guard: a route's declared access (or /api/admin's default), checked on every request before its body
 * is parsed, so a refusal costs one indexed read and nothing is written. Under /api/admin it runs first, for every path
 * known or not; elsewhere it runs after the route's own per-address rate limit, which refuses without the database.
 */
export function accessGuard(
  app: FastifyInstance,
  sessions: SessionService,
  readSession: (request: FastifyRequest) => Promise<SignedInAdmin | null>,
) {
  const check = async (request: FastifyRequest, access: RouteAccess) => {
    const stages = access.stages ?? ['signed-in'];
    const admin = await readSession(request);
    if (!admin) throw new HttpError(401, authTexts.notSignedIn);
    if (!stages.includes(admin.stage)) {
      // A half-done sign-in is not signed in; one at another step may only take its own next step.
      throw stages.length === 1 && stages[0] === 'signed-in'
        ? new HttpError(401, authTexts.notSignedIn)
        : new HttpError(403, accountTexts.stepNeeded);
    }
    if (!roleAllows(admin.role, access.role ?? 'admin')) throw new HttpError(403, 'Your role does not allow this');
    if (access.recentProof && !sessions.hasRecentProof(admin)) {
      throw new HttpError(403, reauthTexts.required, undefined, {}, { code: reauthTexts.code });
    }
  };
  const isAdminApi = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/');

  app.addHook('onRequest', async (request, reply) => {
    if (!requestIsUnder(request, '/api/admin')) return;
    reply.header('cache-control', 'no-store');
    await check(request, request.routeOptions.config?.access ?? {});
    await requireJsonBody(request);
  });

  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access || isAdminApi(route.url)) return;
    const guard = async (request: FastifyRequest) => check(request, access);
    const existing = route.onRequest;
    route.onRequest = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), guard];
  });
}

/** At most this many refusals per client address and minute reach the audit trail; a flood cannot fill it. */
export const refusalAuditLimit = { perMinute: 20 } as const;
const refusedStatuses = new Set([401, 403, 415, 429]);

/**
 * Every refused request to the admin API (401, 403, 415, 429) is in the audit trail with its reason, its admin where
 * known, and its client address, unless its route recorded it already (a failed sign-in step). Written before the
 * answer goes, so a reader of the trail right after sees it.
 */
export function auditRefusals(app: FastifyInstance, audit: AuditTrail, now: () => Date = () => new Date()) {
  const windows = new Map<string, { start: number; count: number }>();
  app.decorateRequest('audited', false);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!refusedStatuses.has(reply.statusCode) || request.audited) return payload;
    if (!adminApiPrefixes.some((prefix) => requestIsUnder(request, prefix))) return payload;
    const at = now().getTime();
    const ip = request.ip;
    let window = windows.get(ip);
    if (!window || at - window.start >= 60_000) {
      if (windows.size > 10_000) windows.clear();
      window = { start: at, count: 0 };
      windows.set(ip, window);
    }
    window.count += 1;
    if (window.count > refusalAuditLimit.perMinute + 1) return payload;
    let reason = `${reply.statusCode}`;
    if (typeof payload === 'string') {
      try {
        const body = JSON.parse(payload) as { error?: unknown };
        if (typeof body.error === 'string') reason = `${reply.statusCode} ${body.error}`;
      } catch {
        // An HTML error page: the status is the reason.
      }
    }
    const path = request.routeOptions.url ?? request.url.split('?')[0];
    await audit.record(
      { actor: request.admin?.username ?? null, ip },
      {
        action: 'request.refused',
        target: `${request.method} ${path}`.slice(0, 200),
        outcome: 'refused',
        detail:
          window.count > refusalAuditLimit.perMinute
            ? `${reason}; further refusals from this address are not recorded this minute`
            : reason,
      },
    );
    return payload;
  });
}
