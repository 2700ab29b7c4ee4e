import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ErrorEnvelope } from '#contracts/api.ts';
import { type SignInStage, signInSteps } from '#contracts/auth.ts';
import type { AuditTrail } from '../audit/index.ts';
import { routeParams } from '../http/route-id.ts';
import { answerPageFiller } from '../http/answer-page.ts';
import { wantsHtml } from '../http/native-form.ts';
import { requireJsonBody, type RouteAccess } from './access.ts';
import { auditedWith } from './audited.ts';
import type { AuthService } from './auth.service.ts';
import { authErrorPage } from './form-pages.ts';
import type { SessionCookie } from './session/session-cookie.ts';

/** Per address, refused before the database or a hash is touched (decision 0031); the throttle is the finer control. */
export const authRateLimits = {
  login: { max: 30, timeWindow: 60_000 },
  setup: { max: 10, timeWindow: 10 * 60_000 },
  createAdmin: { max: 20, timeWindow: 10 * 60_000 },
  /** Passkey sign-in: each options call stores a challenge. */
  passkey: { max: 30, timeWindow: 60_000 },
  step: { max: 30, timeWindow: 60_000 },
} as const;

export const limited = (limit: { max: number; timeWindow: number }) => ({
  rateLimit: {
    ...limit,
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number; after: string }) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
        statusCode: context.statusCode,
      }),
  },
});

export type AuthRouteOptions = {
  auth: AuthService;
  audit: AuditTrail;
  cookie: SessionCookie;
  staticDir: string;
  now?: () => Date;
};

export function routeKit({ auth, audit, cookie, staticDir }: AuthRouteOptions) {
  const answer = answerPageFiller(staticDir);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  return {
    auth,
    audit,
    cookie,
    answer,
    noStore,
    audited: auditedWith(audit),
    enrolling: ['enroll-mfa', 'signed-in'] as SignInStage[],
    withProof: { config: { access: { recentProof: true } } },

    readSession: async (request: FastifyRequest) => {
      request.admin = await auth.sessions.session(cookie.read(request));
      return request.admin;
    },
    webauthnOrigin: (request: FastifyRequest) => ({
      origin: `${request.protocol}://${request.host}`,
      rpId: request.hostname,
    }),
    client: (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),

    /** Route options of a form that browsers may post natively: an HTML error page for them. */
    nativeForm: (
      heading: string,
      back: { href: string; label: string },
      limit: { max: number; timeWindow: number },
      access?: RouteAccess,
    ): RouteShorthandOptions => ({
      config: {
        ...limited(limit),
        ...(access ? { access } : {}),
        errorPage: (request: FastifyRequest, _status: number, error: ErrorEnvelope) =>
          wantsHtml(request)
            ? authErrorPage(answer, { heading, message: error.error, fieldErrors: error.fieldErrors, back })
            : null,
      },
    }),

    jsonStep: (limit: { max: number; timeWindow: number }, access?: RouteAccess): RouteShorthandOptions => ({
      onRequest: requireJsonBody,
      config: { ...limited(limit), ...(access ? { access } : {}) },
    }),

    /** A step's answer (with the session's new token): JSON for scripts, a 303 to the next page for a native post. */
    stepDone: <T extends object>(
      request: FastifyRequest,
      reply: FastifyReply,
      step: { stage: SignInStage; token: string | null },
      body: T,
    ) => {
      if (step.token) cookie.set(request, reply, step.token);
      return wantsHtml(request)
        ? noStore(reply).redirect(signInSteps[step.stage], 303)
        : noStore(reply).send({ success: true, next: signInSteps[step.stage], ...body });
    },

    paramOf: routeParams,
  };
}

export type RouteKit = ReturnType<typeof routeKit>;
