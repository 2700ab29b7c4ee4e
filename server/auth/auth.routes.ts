import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrorsOf } from '#contracts/api.ts';
import {
  authTexts,
  CreateAdminSchema,
  type CreateAdminResponse,
  LoginSchema,
  type MeResponse,
  type SetupAdminResponse,
} from '#contracts/auth.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import { HttpError } from '../http/http-error.ts';
import { requestIsUnder } from '../http/request-path.ts';
import { type AuthService, type SignedInAdmin, sessionLimits } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, set by the session guard on /api/admin/* and create-admin. */
    admin: SignedInAdmin | null;
  }
}

/** Parses a body with its contract schema or answers 400 with field errors. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const { error, fieldErrors } = fieldErrorsOf(parsed.error, ['username', 'password']);
  throw new HttpError(400, error, fieldErrors);
}

export type AuthRouteOptions = { auth: AuthService; secureCookie: boolean };

/**
 * Requests per client address, refused in memory (or Redis) before the database or a hash
 * is touched. Far above what a person needs; the sign-in throttle is the finer control.
 */
export const authRateLimits = {
  login: { max: 30, timeWindow: 60_000 },
  setup: { max: 10, timeWindow: 10 * 60_000 },
  createAdmin: { max: 20, timeWindow: 10 * 60_000 },
} as const;

const limited = (limit: { max: number; timeWindow: number }) => ({
  config: {
    rateLimit: {
      ...limit,
      errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number; after: string }) =>
        Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
          statusCode: context.statusCode,
        }),
    },
  },
});

/**
 * Sessions, sign-in and the admin accounts (spec §7). The session cookie is HttpOnly and
 * SameSite=Lax; behind HTTPS (COOKIE_SECURE) it is Secure and carries the __Host- prefix,
 * so no subdomain can set or shadow it.
 */
export async function authRoutes(app: FastifyInstance, { auth, secureCookie }: AuthRouteOptions) {
  const cookieName = secureCookie ? '__Host-rebels_session' : 'rebels_session';
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookie,
  };
  const tokenOf = (request: FastifyRequest) => request.cookies[cookieName];

  const requireAdmin = async (request: FastifyRequest) => {
    request.admin = await auth.session(tokenOf(request));
    if (!request.admin) throw new HttpError(401, authTexts.notSignedIn);
  };

  app.decorateRequest('admin', null);
  // The one guard of the admin API: every route under /api/admin, known or not, needs a session.
  app.addHook('onRequest', async (request, reply) => {
    if (requestIsUnder(request, '/api/admin')) {
      reply.header('cache-control', 'no-store');
      await requireAdmin(request);
    }
  });

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  // The routes in a context of their own, for their JSON parser; the guard above stays app-wide.
  await app.register(async (routes) => {
    acceptEmptyJson(routes);
    await authEndpoints(routes);
  });

  async function authEndpoints(app: FastifyInstance) {
    app.post('/api/setup-admin', limited(authRateLimits.setup), async (_request, reply) => {
      const { username, password } = await auth.setupAdmin();
      return noStore(reply).send({
        success: true,
        message:
          'Admin user created. Sign in with these credentials and store the password safely: it is shown only once.',
        username,
        password,
      } satisfies SetupAdminResponse);
    });

    app.post(
      '/api/create-admin',
      { preParsing: requireAdmin, ...limited(authRateLimits.createAdmin) },
      async (request, reply) => {
        const input = parseBody(CreateAdminSchema, request.body);
        await auth.createAdmin(input);
        return noStore(reply).send({
          success: true,
          message: `Admin user '${input.username}' created`,
        } satisfies CreateAdminResponse);
      },
    );

    app.post('/api/auth/login', limited(authRateLimits.login), async (request, reply) => {
      const input = parseBody(LoginSchema, request.body);
      // A session presented at sign-in is ended: the new one gets a new token.
      await auth.logout(tokenOf(request));
      const { token, username } = await auth.login(input, request.ip);
      return noStore(reply)
        .setCookie(cookieName, token, { ...cookieOptions, maxAge: sessionLimits.absoluteMs / 1000 })
        .send({ success: true, user: { username } } satisfies MeResponse);
    });

    app.get('/api/auth/me', async (request, reply) => {
      await requireAdmin(request);
      return noStore(reply).send({ success: true, user: { username: request.admin!.username } } satisfies MeResponse);
    });

    app.post('/api/auth/logout', async (request, reply) => {
      await auth.logout(tokenOf(request));
      return noStore(reply).clearCookie(cookieName, cookieOptions).send({ success: true });
    });
  }
}
