import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountTexts, authTexts, reauthTexts, type SignInStage } from '#contracts/auth.ts';
import { adminAreas, type Role, roleOpens } from '#contracts/people.ts';
import type { AuditTrail } from '../audit/index.ts';
import { HttpError } from '../http/http-error.ts';
import { mediaType } from '../http/native-form.ts';
import { requestIsUnder } from '../http/request-path.ts';
import type { SessionService, SignedInAdmin } from './session/session.service.ts';

/** Who may call a route, declared in its config; a route under /api/admin without one needs a signed-in admin. */
export type RouteAccess = {
  stages?: SignInStage[];
  /** The role the route needs (an admin may do anything); by default as `neededRole` below says. */
  role?: Role;
  /** A credential shown within the last few minutes: for what could take an account over (decision 0040). */
  recentProof?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * A body other than JSON the route takes (the media library's image bytes). Only types a browser cannot send
     * across sites without asking first (not a form's, not text/plain), so the JSON rule's CSRF defence holds.
     */
    bodyType?: RegExp;
  }
  interface FastifyRequest {
    admin: SignedInAdmin | null;
    /** Set when the route wrote the request's audit entry itself, so the refusal log does not write a second. */
    audited: boolean;
  }
}

/** The admin API: what an attacker probes, and whose refusals the audit trail keeps. */
export const adminApiPrefixes = [
  '/api/admin',
  '/api/auth',
  '/api/create-admin',
  '/api/setup-admin',
  '/api/webhooks',
  // A shared preview link's token (decision 0076): a refused one is probed for like a CV link.
  '/api/preview',
];

/** The types a cross-site form or fetch may send without a preflight: never an admin route's body. */
const corsSafelisted = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/** JSON only, else 415 before the body is read: no other site's form can call it with a cookie (decision 0043). */
export async function requireJsonBody(request: FastifyRequest) {
  const hasBody =
    Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  const type = mediaType(request);
  const other = request.routeOptions.config?.bodyType;
  if (other && other.test(type) && !corsSafelisted.has(type)) return;
  if (hasBody && type !== 'application/json' && other)
    throw new HttpError(
      415,
      'Unsupported content type: send the file itself, with its type (image/jpeg, image/png, …)',
    );
  if (hasBody && type !== 'application/json') {
    throw new HttpError(415, 'Unsupported content type: send application/json');
  }
}

const roleAllows = (role: string, needed: Role) => role === 'admin' || role === needed;

/**
 * The admin routes an editor may call (issue 35): their own account and the content studio. Every other route under
 * /api/admin (submissions and CVs, the audit trail, privacy requests, webhooks, people) is the admin's alone; a route
 * may name its role in its config instead. Read from the route's pattern, never from the URL as sent.
 */
export const editorApiPrefixes = adminAreas
  .filter((area) => roleOpens('editor', area))
  .map((area) => `/api/admin/${area.area}`);
const neededRole = (request: FastifyRequest, access: RouteAccess, fallback: Role): Role => {
  if (access.role) return access.role;
  const route = request.routeOptions.url ?? '';
  return editorApiPrefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)) ? 'editor' : fallback;
};

/** The one access guard, before the body is parsed; outside /api/admin, after the route's own rate limit. */
export function accessGuard(
  app: FastifyInstance,
  sessions: SessionService,
  readSession: (request: FastifyRequest) => Promise<SignedInAdmin | null>,
) {
  const check = async (request: FastifyRequest, access: RouteAccess, fallback: Role) => {
    const stages = access.stages ?? ['signed-in'];
    const admin = await readSession(request);
    if (!admin) throw new HttpError(401, authTexts.notSignedIn);
    if (!stages.includes(admin.stage)) {
      // A half-done sign-in is not signed in; one at another step may only take its own next step.
      throw stages.length === 1 && stages[0] === 'signed-in'
        ? new HttpError(401, authTexts.notSignedIn)
        : new HttpError(403, accountTexts.stepNeeded);
    }
    if (!roleAllows(admin.role, neededRole(request, access, fallback))) {
      throw new HttpError(403, 'Your role does not allow this');
    }
    if (access.recentProof && !sessions.hasRecentProof(admin)) {
      throw new HttpError(403, reauthTexts.required, undefined, {}, { code: reauthTexts.code });
    }
  };
  const isAdminApi = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/');

  app.addHook('onRequest', async (request, reply) => {
    if (!requestIsUnder(request, '/api/admin')) return;
    reply.header('cache-control', 'no-store');
    await check(request, request.routeOptions.config?.access ?? {}, 'admin');
    await requireJsonBody(request);
  });

  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access || isAdminApi(route.url)) return;
    // Outside /api/admin (the sign-in's steps): any role, unless the route names one.
    const guard = async (request: FastifyRequest) => check(request, access, 'editor');
    const existing = route.onRequest;
    route.onRequest = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), guard];
  });
}

/** At most this many refusals per client address and minute reach the audit trail; a flood cannot fill it. */
export const refusalAuditLimit = { perMinute: 20 } as const;
// 413: an upload over its limit, refused before its route (and its own audit) runs.
const refusedStatuses = new Set([401, 403, 413, 415, 429]);

/** Audits every refusal of the admin API its route did not record itself, before the answer goes (decision 0041). */
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
