import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { ErrorEnvelope } from '#contracts/api.ts';
import {
  AccountEmailSchema,
  accountTexts,
  authTexts,
  type AuthStatusResponse,
  ChangePasswordSchema,
  CreateAdminSchema,
  type CreateAdminResponse,
  type EnrollResponse,
  type LoginResponse,
  LoginSchema,
  type MeResponse,
  PasskeyNameSchema,
  RecoveryCodeSchema,
  type RecoveryCodesResponse,
  type SetupAdminResponse,
  type SignInStage,
  signInSteps,
  TotpCodeSchema,
  type TotpSetupResponse,
  WebauthnResponseSchema,
} from '#contracts/auth.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import { HttpError } from '../http/http-error.ts';
import { mediaType, readStylesheets, wantsHtml } from '../http/html-page.ts';
import { parseBody } from '../http/parse-body.ts';
import { requestIsUnder } from '../http/request-path.ts';
import { type AuthService, type SignedInAdmin, sessionLimits } from './auth.service.ts';
import { authErrorPage, donePage, recoveryCodesPage, setupDonePage } from './form-pages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of this request (possibly half signed in), set by the guards that read it. */
    admin: SignedInAdmin | null;
  }
}

/** Who acts, for the audit trail: the admin of the session (or `name`), and the client address. */
export const actorOf = (request: FastifyRequest, name?: string): AuditActor => ({
  actor: name ?? request.admin?.username ?? null,
  ip: request.ip,
});

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

export type AuthRouteOptions = {
  auth: AuthService;
  audit: AuditTrail;
  secureCookie: 'auto' | boolean;
  staticDir: string;
};

/**
 * Requests per client address, refused before the database or a hash is touched. Far above what a person needs; the
 * sign-in throttle is the finer control.
 */
export const authRateLimits = {
  login: { max: 30, timeWindow: 60_000 },
  setup: { max: 10, timeWindow: 10 * 60_000 },
  createAdmin: { max: 20, timeWindow: 10 * 60_000 },
  /** Passkey sign-in: each options call stores a challenge. */
  passkey: { max: 30, timeWindow: 60_000 },
  /** Second-factor codes, password changes and enrolment steps. */
  step: { max: 30, timeWindow: 60_000 },
} as const;

const limited = (limit: { max: number; timeWindow: number }) => ({
  rateLimit: {
    ...limit,
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number; after: string }) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
        statusCode: context.statusCode,
      }),
  },
});

const sessionCookieName = (secure: boolean) => (secure ? '__Host-rebels_session' : 'rebels_session');

/**
 * Sessions, sign-in with its steps, and the admin's own account (spec §7 and beyond). The session cookie is HttpOnly
 * and SameSite=Lax, and over HTTPS Secure with the __Host- prefix, so no subdomain can set or shadow it.
 */
export async function authRoutes(app: FastifyInstance, { auth, audit, secureCookie, staticDir }: AuthRouteOptions) {
  const stylesheets = readStylesheets(staticDir);
  const isSecure = (request: FastifyRequest) => (secureCookie === 'auto' ? request.protocol === 'https' : secureCookie);
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecure(request),
  });
  const tokenOf = (request: FastifyRequest) => request.cookies[sessionCookieName(isSecure(request))];
  const setSession = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(sessionCookieName(isSecure(request)), token, {
      ...cookieOptions(request),
      maxAge: sessionLimits.absoluteMs / 1000,
    });
  const webauthnOrigin = (request: FastifyRequest) => ({
    origin: `${request.protocol}://${request.host}`,
    rpId: request.hostname,
  });
  const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

  const readSession = async (request: FastifyRequest) => {
    request.admin = await auth.session(tokenOf(request));
    return request.admin;
  };

  /** A fully signed-in admin (every step passed), or 401. */
  const requireAdmin = async (request: FastifyRequest) => {
    const admin = await readSession(request);
    if (!admin || admin.stage !== 'signed-in') throw new HttpError(401, authTexts.notSignedIn);
    return admin;
  };

  /** A session at one of `stages`: a half-done sign-in may only take its next step. */
  const requireStage = async (request: FastifyRequest, stages: SignInStage[]) => {
    const admin = await readSession(request);
    if (!admin) throw new HttpError(401, authTexts.notSignedIn);
    if (!stages.includes(admin.stage)) throw new HttpError(403, accountTexts.stepNeeded);
    return admin;
  };

  app.decorateRequest('admin', null);
  // The one guard of the admin API: every route under /api/admin, known or not, needs a full session and JSON.
  app.addHook('onRequest', async (request, reply) => {
    if (requestIsUnder(request, '/api/admin')) {
      reply.header('cache-control', 'no-store');
      await requireAdmin(request);
      await requireJsonBody(request);
    }
  });

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  /**
   * Records a step's success, failure (401, 403, 409) or refusal (429, 503) in the audit trail. A malformed request
   * (400) is not an attempt.
   */
  async function audited<T>(
    request: FastifyRequest,
    entry: { action: string; target?: string | null; detail?: string | null; actor?: string },
    work: () => Promise<T>,
    success: (result: T) => { actor?: string; target?: string | null; detail?: string | null } = () => ({}),
    { badRequests = false }: { badRequests?: boolean } = {},
  ) {
    try {
      const result = await work();
      const extra = success(result);
      await audit.record(actorOf(request, extra.actor ?? entry.actor), { ...entry, ...extra, outcome: 'success' });
      return result;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if ((status !== 400 || badRequests) && status < 500) {
        await audit.record(actorOf(request, entry.actor), {
          ...entry,
          outcome: status === 429 ? 'refused' : 'failure',
          detail: entry.detail ? `${entry.detail}: ${(error as Error).message}` : (error as Error).message,
        });
      } else if (status === 503) {
        await audit.record(actorOf(request, entry.actor), { ...entry, outcome: 'refused', detail: 'server busy' });
      }
      throw error;
    }
  }

  /** Route options of a form that browsers may post natively: an HTML error page for them. */
  const nativeForm = (
    heading: string,
    back: { href: string; label: string },
    limit: { max: number; timeWindow: number },
  ): RouteShorthandOptions => ({
    config: {
      ...limited(limit),
      errorPage: (request: FastifyRequest, _status: number, error: ErrorEnvelope) =>
        wantsHtml(request)
          ? authErrorPage(stylesheets, { heading, message: error.error, fieldErrors: error.fieldErrors, back })
          : null,
    },
  });

  /** A step's answer: JSON for scripts, a 303 to the next page for a native post. */
  const stepDone = <T extends object>(request: FastifyRequest, reply: FastifyReply, stage: SignInStage, body: T) =>
    wantsHtml(request)
      ? noStore(reply).redirect(signInSteps[stage], 303)
      : noStore(reply).send({ success: true, next: signInSteps[stage], ...body });

  // The routes in a context of their own, for their JSON parser; the guard above stays app-wide.
  await app.register(async (routes) => {
    acceptEmptyJson(routes);
    await authEndpoints(routes);
    await accountEndpoints(routes);
  });

  async function authEndpoints(app: FastifyInstance) {
    app.post(
      '/api/setup-admin',
      nativeForm('Setup failed', { href: '/admin/setup', label: 'Back to setup' }, authRateLimits.setup),
      async (request, reply) => {
        const { username, password } = await auth.setupAdmin();
        await audit.record(actorOf(request, username), { action: 'admin.created', target: username, detail: 'setup' });
        if (wantsHtml(request)) {
          return noStore(reply)
            .type('text/html; charset=utf-8')
            .send(setupDonePage(stylesheets, { username, password }));
        }
        return noStore(reply).send({
          success: true,
          message:
            'Admin user created. Sign in with these credentials and store the password safely: it is shown only once.',
          username,
          password,
        } satisfies SetupAdminResponse);
      },
    );

    app.post(
      '/api/create-admin',
      {
        preParsing: async (request) => {
          await requireAdmin(request);
        },
        ...nativeForm(
          'The admin user was not created',
          { href: '/admin/create', label: 'Back to the form' },
          authRateLimits.createAdmin,
        ),
      },
      async (request, reply) => {
        const input = parseBody(CreateAdminSchema, request.body);
        await audited(request, { action: 'admin.created', target: input.username }, () => auth.createAdmin(input));
        const message = `Admin user '${input.username}' created`;
        if (wantsHtml(request)) {
          return noStore(reply)
            .type('text/html; charset=utf-8')
            .send(
              donePage(stylesheets, {
                heading: 'Admin user created',
                message: `${message}. They choose their own password and a second factor when they first sign in.`,
                next: { href: '/admin/submissions', label: 'Back to the inbox' },
              }),
            );
        }
        return noStore(reply).send({ success: true, message } satisfies CreateAdminResponse);
      },
    );

    app.post(
      '/api/auth/login',
      nativeForm('Sign-in failed', { href: '/admin/login', label: 'Back to Sign In' }, authRateLimits.login),
      async (request, reply) => {
        const input = parseBody(LoginSchema, request.body);
        // A session presented at sign-in is ended: the new one gets a new token.
        await auth.logout(tokenOf(request));
        const { token, username, stage } = await audited(
          request,
          { action: 'sign-in', actor: input.username, detail: 'password' },
          () => auth.login(input, client(request)),
          (result) => ({ actor: result.username, detail: `password; next: ${result.stage}` }),
        );
        setSession(request, reply, token);
        if (wantsHtml(request)) return noStore(reply).redirect(signInSteps[stage], 303);
        return noStore(reply).send({
          success: true,
          user: { username },
          next: signInSteps[stage],
        } satisfies LoginResponse);
      },
    );

    app.get('/api/auth/me', async (request, reply) => {
      await requireAdmin(request);
      return noStore(reply).send({ success: true, user: { username: request.admin!.username } } satisfies MeResponse);
    });

    app.get('/api/auth/status', async (request, reply) => {
      const admin = await readSession(request);
      const stage = admin?.stage ?? 'signed-out';
      return noStore(reply).send({
        success: true,
        stage,
        username: admin?.username ?? null,
        next: signInSteps[stage],
        factors: admin ? await auth.factors(admin.userId) : null,
      } satisfies AuthStatusResponse);
    });

    app.post('/api/auth/logout', async (request, reply) => {
      const admin = await readSession(request);
      await auth.logout(tokenOf(request));
      if (admin) await audit.record(actorOf(request), { action: 'logout', target: admin.publicId });
      noStore(reply).clearCookie(sessionCookieName(isSecure(request)), cookieOptions(request));
      if (wantsHtml(request)) return reply.redirect('/admin/login', 303);
      return reply.send({ success: true });
    });

    // Passkey sign-in: a passkey alone (no username, no password), or the second step of a password sign-in.
    app.post(
      '/api/auth/passkey/options',
      { onRequest: requireJsonBody, config: limited(authRateLimits.passkey) },
      async (request, reply) => {
        return noStore(reply).send({
          success: true,
          options: await auth.passkeyAuthenticationOptions(webauthnOrigin(request)),
        });
      },
    );

    app.post(
      '/api/auth/passkey',
      { onRequest: requireJsonBody, config: limited(authRateLimits.passkey) },
      async (request, reply) => {
        const input = parseBody(WebauthnResponseSchema, request.body, ['response']);
        const current = await readSession(request);
        const result = await audited(
          request,
          { action: 'sign-in.passkey' },
          () => auth.authenticatePasskey(input.response as never, webauthnOrigin(request), client(request), current),
          (done) => ({ actor: done.username }),
        );
        if (result.token) setSession(request, reply, result.token);
        return noStore(reply).send({
          success: true,
          user: { username: result.username },
          next: signInSteps[result.stage],
        } satisfies LoginResponse);
      },
    );

    app.post(
      '/api/auth/second-factor/totp',
      nativeForm('The code was not accepted', { href: '/admin/verify', label: 'Try again' }, authRateLimits.step),
      async (request, reply) => {
        const admin = await requireStage(request, ['verify-mfa']);
        const { code } = parseBody(TotpCodeSchema, request.body, ['code']);
        const stage = await audited(request, { action: 'sign-in.second-factor', detail: 'authenticator app' }, () =>
          auth.verifyTotp(admin, code),
        );
        return stepDone(request, reply, stage, {});
      },
    );

    app.post(
      '/api/auth/second-factor/recovery',
      nativeForm(
        'The recovery code was not accepted',
        { href: '/admin/verify', label: 'Try again' },
        authRateLimits.step,
      ),
      async (request, reply) => {
        const admin = await requireStage(request, ['verify-mfa']);
        const { code } = parseBody(RecoveryCodeSchema, request.body, ['code']);
        const { stage, remaining } = await audited(
          request,
          { action: 'sign-in.second-factor', detail: 'recovery code' },
          () => auth.verifyRecoveryCode(admin, code),
          (result) => ({ detail: `recovery code; ${result.remaining} left` }),
        );
        return stepDone(request, reply, stage, { remaining });
      },
    );

    app.post(
      '/api/auth/password',
      nativeForm('The password was not changed', { href: '/admin/account', label: 'Back' }, authRateLimits.step),
      async (request, reply) => {
        const admin = await requireStage(request, ['change-password', 'signed-in']);
        const input = parseBody(ChangePasswordSchema, request.body, ['currentPassword', 'newPassword']);
        const { stage, endedSessions } = await audited(
          request,
          { action: 'password.changed', target: admin.username },
          () => auth.changePassword(admin, input),
          (result) => ({ detail: `${result.endedSessions} other session(s) ended` }),
          // A wrong current password (400, with the field named) is a failed check of a credential.
          { badRequests: true },
        );
        if (wantsHtml(request) && admin.stage === 'signed-in')
          return noStore(reply).redirect('/admin/account?changed=password', 303);
        return stepDone(request, reply, stage, { endedSessions });
      },
    );

    const enrolling: SignInStage[] = ['enroll-mfa', 'signed-in'];

    app.post(
      '/api/auth/totp/setup',
      { onRequest: requireJsonBody, config: limited(authRateLimits.step) },
      async (request, reply) => {
        const admin = await requireStage(request, enrolling);
        const { secret, uri } = await auth.startTotp(admin);
        return noStore(reply).send({ success: true, secret, uri } satisfies TotpSetupResponse);
      },
    );

    app.post(
      '/api/auth/totp/confirm',
      nativeForm(
        'The authenticator app was not set up',
        { href: '/admin/enroll', label: 'Try again' },
        authRateLimits.step,
      ),
      async (request, reply) => {
        const admin = await requireStage(request, enrolling);
        const { code } = parseBody(TotpCodeSchema, request.body, ['code']);
        const { recoveryCodes, stage } = await audited(
          request,
          { action: 'mfa.enrolled', target: 'authenticator app' },
          () => auth.confirmTotp(admin, code),
        );
        if (recoveryCodes) await audit.record(actorOf(request), { action: 'recovery-codes.generated' });
        const next = admin.stage === 'signed-in' ? '/admin/account' : signInSteps[stage];
        if (wantsHtml(request)) {
          if (recoveryCodes) {
            return noStore(reply)
              .type('text/html; charset=utf-8')
              .send(recoveryCodesPage(stylesheets, recoveryCodes, next));
          }
          return noStore(reply).redirect(next, 303);
        }
        return noStore(reply).send({ success: true, next, recoveryCodes } satisfies EnrollResponse);
      },
    );

    app.post(
      '/api/auth/passkeys/options',
      { onRequest: requireJsonBody, config: limited(authRateLimits.step) },
      async (request, reply) => {
        const admin = await requireStage(request, enrolling);
        return noStore(reply).send({
          success: true,
          options: await auth.passkeyRegistrationOptions(admin, webauthnOrigin(request)),
        });
      },
    );

    app.post(
      '/api/auth/passkeys',
      { onRequest: requireJsonBody, config: limited(authRateLimits.step) },
      async (request, reply) => {
        const admin = await requireStage(request, enrolling);
        const input = parseBody(WebauthnResponseSchema, request.body, ['response', 'name']);
        const { name } = parseBody(PasskeyNameSchema, { name: input.name ?? 'Passkey' }, ['name']);
        const { recoveryCodes, stage } = await audited(
          request,
          { action: 'mfa.enrolled', target: `passkey: ${name}` },
          () => auth.registerPasskey(admin, name, input.response as never, webauthnOrigin(request)),
        );
        if (recoveryCodes) await audit.record(actorOf(request), { action: 'recovery-codes.generated' });
        const next = admin.stage === 'signed-in' ? '/admin/account' : signInSteps[stage];
        return noStore(reply).send({ success: true, next, recoveryCodes } satisfies EnrollResponse);
      },
    );
  }

  const PasskeyIdSchema = z.object({ id: z.string().regex(/^[\w-]{1,1400}$/) });
  const SessionIdSchema = z.object({ id: z.string().regex(/^[\w-]{22}$/) });
  const paramOf = <T extends z.ZodType>(schema: T, params: unknown, notFound: string): z.output<T> => {
    const parsed = schema.safeParse(params);
    if (!parsed.success) throw new HttpError(404, notFound);
    return parsed.data;
  };

  /** /api/admin/account: the signed-in admin's own factors and sessions (the guard above has run). */
  async function accountEndpoints(app: FastifyInstance) {
    app.get('/api/admin/account', async (request) => auth.account(request.admin!));

    // Replies from the inbox ask to be answered here (their Reply-To); empty removes it.
    app.post('/api/admin/account/email', async (request) => {
      const { email } = parseBody(AccountEmailSchema, request.body, ['email']);
      await auth.setEmail(request.admin!, email);
      await audit.record(actorOf(request), { action: 'account.email', detail: email ? 'set' : 'removed' });
      return { success: true, email };
    });

    app.post('/api/admin/account/passkeys/:id', async (request) => {
      const { id } = paramOf(PasskeyIdSchema, request.params, 'Passkey not found');
      const { name } = parseBody(PasskeyNameSchema, request.body, ['name']);
      await auth.renamePasskey(request.admin!, id, name);
      return { success: true };
    });

    app.delete('/api/admin/account/passkeys/:id', async (request) => {
      const { id } = paramOf(PasskeyIdSchema, request.params, 'Passkey not found');
      await audited(
        request,
        { action: 'mfa.removed', target: 'passkey' },
        () => auth.removePasskey(request.admin!, id),
        (name) => ({ target: `passkey: ${name}` }),
      );
      return { success: true };
    });

    app.delete('/api/admin/account/totp', async (request) => {
      await audited(request, { action: 'mfa.removed', target: 'authenticator app' }, () =>
        auth.removeTotp(request.admin!),
      );
      return { success: true };
    });

    app.post('/api/admin/account/recovery-codes', async (request) => {
      const recoveryCodes = await auth.regenerateRecoveryCodes(request.admin!);
      await audit.record(actorOf(request), { action: 'recovery-codes.generated' });
      return { success: true, recoveryCodes } satisfies RecoveryCodesResponse;
    });

    app.delete('/api/admin/account/sessions/:id', async (request) => {
      const { id } = paramOf(SessionIdSchema, request.params, 'Session not found');
      await audited(request, { action: 'session.ended', target: id }, () => auth.endSession(request.admin!, id));
      return { success: true };
    });

    app.delete('/api/admin/account/sessions', async (request) => {
      const ended = await audited(
        request,
        { action: 'session.ended', target: 'all other sessions' },
        () => auth.endOtherSessions(request.admin!),
        (count) => ({ detail: `${count} ended` }),
      );
      return { success: true, ended };
    });
  }
}
