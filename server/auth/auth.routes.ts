import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { ErrorEnvelope } from '#contracts/api.ts';
import {
  AccountEmailSchema,
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
  ReauthPasswordSchema,
  RecoveryCodeSchema,
  type RecoveryCodesResponse,
  type SetupAdminResponse,
  type SignInStage,
  signInSteps,
  TotpCodeSchema,
  type TotpSetupResponse,
  WebauthnResponseSchema,
} from '#contracts/auth.ts';
import { AcceptInvitationSchema, type InvitationCheckResponse, InvitationTokenSchema } from '#contracts/people.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import { HttpError } from '../http/http-error.ts';
import { readStylesheets, wantsHtml } from '../http/html-page.ts';
import { parseBody } from '../http/parse-body.ts';
import { accessGuard, auditRefusals, requireJsonBody, type RouteAccess } from './access.ts';
import { type AuthService, QuietRefusal } from './auth.service.ts';
import { authErrorPage, donePage, recoveryCodesPage, setupDonePage } from './form-pages.ts';
import type { SessionCookie } from './session-cookie.ts';

/** Who acts, for the audit trail: the admin of the session (or `name`), and the client address. */
export const actorOf = (request: FastifyRequest, name?: string): AuditActor => ({
  actor: name ?? request.admin?.username ?? null,
  ip: request.ip,
});

export type AuthRouteOptions = {
  auth: AuthService;
  audit: AuditTrail;
  cookie: SessionCookie;
  staticDir: string;
  now?: () => Date;
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
  /** Second-factor codes, password changes, re-authentication and enrolment steps. */
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

/**
 * Records a step's success, failure (401, 403, 409) or refusal (429, 503) in the audit trail. A malformed request
 * (400) is not an attempt.
 */
export function auditedWith(audit: AuditTrail) {
  return async function audited<T>(
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
      request.audited = true;
      return result;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      const reason = error instanceof QuietRefusal ? error.auditDetail : (error as Error).message;
      if ((status !== 400 || badRequests) && status < 500) {
        await audit.record(actorOf(request, entry.actor), {
          ...entry,
          outcome: status === 429 ? 'refused' : 'failure',
          detail: entry.detail ? `${entry.detail}: ${reason}` : reason,
        });
        request.audited = true;
      } else if (status === 503) {
        await audit.record(actorOf(request, entry.actor), { ...entry, outcome: 'refused', detail: 'server busy' });
        request.audited = true;
      }
      throw error;
    }
  };
}

/**
 * Sessions, sign-in with its steps, re-authentication, and the admin's own account (spec §7 and beyond). One guard
 * (access.ts) checks every route's declared access before its body is read.
 */
export async function authRoutes(app: FastifyInstance, { auth, audit, cookie, staticDir, now }: AuthRouteOptions) {
  const stylesheets = readStylesheets(staticDir);
  const webauthnOrigin = (request: FastifyRequest) => ({
    origin: `${request.protocol}://${request.host}`,
    rpId: request.hostname,
  });
  const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

  const readSession = async (request: FastifyRequest) => {
    request.admin = await auth.session(cookie.read(request));
    return request.admin;
  };

  app.decorateRequest('admin', null);
  accessGuard(app, auth, readSession);
  auditRefusals(app, audit, now);
  const audited = auditedWith(audit);

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  /** Route options of a form that browsers may post natively: an HTML error page for them. */
  const nativeForm = (
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
          ? authErrorPage(stylesheets, { heading, message: error.error, fieldErrors: error.fieldErrors, back })
          : null,
    },
  });
  /** A JSON-only route with a per-address limit and declared access. */
  const jsonStep = (limit: { max: number; timeWindow: number }, access?: RouteAccess): RouteShorthandOptions => ({
    onRequest: requireJsonBody,
    config: { ...limited(limit), ...(access ? { access } : {}) },
  });

  /** A step's answer (with the session's new token): JSON for scripts, a 303 to the next page for a native post. */
  const stepDone = <T extends object>(
    request: FastifyRequest,
    reply: FastifyReply,
    step: { stage: SignInStage; token: string | null },
    body: T,
  ) => {
    if (step.token) cookie.set(request, reply, step.token);
    return wantsHtml(request)
      ? noStore(reply).redirect(signInSteps[step.stage], 303)
      : noStore(reply).send({ success: true, next: signInSteps[step.stage], ...body });
  };

  const enrolling: SignInStage[] = ['enroll-mfa', 'signed-in'];

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
      nativeForm(
        'The admin user was not created',
        { href: '/admin/create', label: 'Back to the form' },
        authRateLimits.createAdmin,
        { recentProof: true },
      ),
      async (request, reply) => {
        const input = parseBody(CreateAdminSchema, request.body);
        await audited(
          request,
          { action: 'admin.created', target: input.username, detail: 'password chosen by the creator' },
          () => auth.createAdmin(input),
        );
        const message = `Admin user '${input.username}' created`;
        if (wantsHtml(request)) {
          return noStore(reply)
            .type('text/html; charset=utf-8')
            .send(
              donePage(stylesheets, {
                heading: 'Admin user created',
                message: `${message}. They choose their own password and a second factor when they first sign in.`,
                next: { href: '/admin/people', label: 'Back to People' },
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
        await auth.logout(cookie.read(request));
        const { token, username, stage } = await audited(
          request,
          { action: 'sign-in', actor: input.username, detail: 'password' },
          () => auth.login(input, client(request)),
          (result) => ({ actor: result.username, detail: `password; next: ${result.stage}` }),
        );
        cookie.set(request, reply, token);
        if (wantsHtml(request)) return noStore(reply).redirect(signInSteps[stage], 303);
        return noStore(reply).send({
          success: true,
          user: { username },
          next: signInSteps[stage],
        } satisfies LoginResponse);
      },
    );

    // Spec §7's "who is signed in": a 401 here answers a question, so it is not logged as a refusal.
    app.get('/api/auth/me', async (request, reply) => {
      const admin = await readSession(request);
      request.audited = true;
      if (!admin || admin.stage !== 'signed-in') throw new HttpError(401, authTexts.notSignedIn);
      return noStore(reply).send({ success: true, user: { username: admin.username } } satisfies MeResponse);
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
        recentProof: admin ? auth.hasRecentProof(admin) : false,
      } satisfies AuthStatusResponse);
    });

    app.post('/api/auth/logout', async (request, reply) => {
      const admin = await readSession(request);
      await auth.logout(cookie.read(request));
      if (admin) await audit.record(actorOf(request), { action: 'logout', target: admin.publicId });
      cookie.clear(request, noStore(reply));
      if (wantsHtml(request)) return reply.redirect('/admin/login', 303);
      return reply.send({ success: true });
    });

    // Passkey sign-in: a passkey alone (no username, no password), the second step after a password, or a
    // re-authentication (POST /api/auth/reauth).
    app.post('/api/auth/passkey/options', jsonStep(authRateLimits.passkey), async (_request, reply) =>
      noStore(reply).send({
        success: true,
        options: await auth.passkeyAuthenticationOptions(webauthnOrigin(_request)),
      }),
    );

    app.post('/api/auth/passkey', jsonStep(authRateLimits.passkey), async (request, reply) => {
      const input = parseBody(WebauthnResponseSchema, request.body, ['response']);
      const current = await readSession(request);
      const result = await audited(
        request,
        { action: 'sign-in.passkey' },
        () => auth.authenticatePasskey(input.response as never, webauthnOrigin(request), client(request), current),
        (done) => ({ actor: done.username }),
      );
      if (result.token) cookie.set(request, reply, result.token);
      return noStore(reply).send({
        success: true,
        user: { username: result.username },
        next: signInSteps[result.stage],
      } satisfies LoginResponse);
    });

    app.post(
      '/api/auth/second-factor/totp',
      nativeForm('The code was not accepted', { href: '/admin/verify', label: 'Try again' }, authRateLimits.step, {
        stages: ['verify-mfa'],
      }),
      async (request, reply) => {
        const admin = request.admin!;
        const { code } = parseBody(TotpCodeSchema, request.body, ['code']);
        const step = await audited(request, { action: 'sign-in.second-factor', detail: 'authenticator app' }, () =>
          auth.verifyTotp(admin, code),
        );
        return stepDone(request, reply, step, {});
      },
    );

    app.post(
      '/api/auth/second-factor/recovery',
      nativeForm(
        'The recovery code was not accepted',
        { href: '/admin/verify', label: 'Try again' },
        authRateLimits.step,
        { stages: ['verify-mfa'] },
      ),
      async (request, reply) => {
        const admin = request.admin!;
        const { code } = parseBody(RecoveryCodeSchema, request.body, ['code']);
        const { remaining, ...step } = await audited(
          request,
          { action: 'sign-in.second-factor', detail: 'recovery code' },
          () => auth.verifyRecoveryCode(admin, code),
          (result) => ({ detail: `recovery code; ${result.remaining} left` }),
        );
        return stepDone(request, reply, step, { remaining });
      },
    );

    // The current password is asked for here, so the change is its own re-authentication.
    app.post(
      '/api/auth/password',
      nativeForm('The password was not changed', { href: '/admin/account', label: 'Back' }, authRateLimits.step, {
        stages: ['change-password', 'signed-in'],
      }),
      async (request, reply) => {
        const admin = request.admin!;
        const input = parseBody(ChangePasswordSchema, request.body, ['currentPassword', 'newPassword']);
        const { endedSessions, ...step } = await audited(
          request,
          { action: 'password.changed', target: admin.username },
          () => auth.changePassword(admin, input),
          (result) => ({ detail: `${result.endedSessions} other session(s) ended` }),
          // A wrong current password (400, with the field named) is a failed check of a credential.
          { badRequests: true },
        );
        if (wantsHtml(request) && admin.stage === 'signed-in') {
          cookie.set(request, reply, step.token);
          return noStore(reply).redirect('/admin/account?changed=password', 303);
        }
        return stepDone(request, reply, step, { endedSessions });
      },
    );

    // Re-authentication: the password again, or a passkey (options from /api/auth/passkey/options).
    app.post('/api/auth/reauth', jsonStep(authRateLimits.step, { stages: enrolling }), async (request, reply) => {
      const admin = request.admin!;
      const body = request.body as { response?: unknown } | null;
      const input =
        body && typeof body === 'object' && 'response' in body
          ? { response: parseBody(WebauthnResponseSchema, body, ['response']).response as never }
          : parseBody(ReauthPasswordSchema, body, ['password']);
      const step = await audited(
        request,
        { action: 'reauthenticated', detail: 'password' in input ? 'password' : 'passkey' },
        () => auth.reauthenticate(admin, input, webauthnOrigin(request)),
      );
      cookie.set(request, reply, step.token);
      return noStore(reply).send({ success: true });
    });

    // Enrolling a factor starts with a recent credential: a stolen half-done or full session cannot add its own.
    app.post(
      '/api/auth/totp/setup',
      jsonStep(authRateLimits.step, { stages: enrolling, recentProof: true }),
      async (request, reply) => {
        const { secret, uri } = await auth.startTotp(request.admin!);
        return noStore(reply).send({ success: true, secret, uri } satisfies TotpSetupResponse);
      },
    );

    app.post(
      '/api/auth/totp/confirm',
      nativeForm(
        'The authenticator app was not set up',
        { href: '/admin/enroll', label: 'Try again' },
        authRateLimits.step,
        { stages: enrolling },
      ),
      async (request, reply) => {
        const admin = request.admin!;
        const { code } = parseBody(TotpCodeSchema, request.body, ['code']);
        const { recoveryCodes, token, stage } = await audited(
          request,
          { action: 'mfa.enrolled', target: 'authenticator app' },
          () => auth.confirmTotp(admin, code),
        );
        if (recoveryCodes) await audit.record(actorOf(request), { action: 'recovery-codes.generated' });
        if (token) cookie.set(request, reply, token);
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
      jsonStep(authRateLimits.step, { stages: enrolling, recentProof: true }),
      async (request, reply) =>
        noStore(reply).send({
          success: true,
          options: await auth.passkeyRegistrationOptions(request.admin!, webauthnOrigin(request)),
        }),
    );

    app.post('/api/auth/passkeys', jsonStep(authRateLimits.step, { stages: enrolling }), async (request, reply) => {
      const admin = request.admin!;
      const input = parseBody(WebauthnResponseSchema, request.body, ['response', 'name']);
      const { name } = parseBody(PasskeyNameSchema, { name: input.name ?? 'Passkey' }, ['name']);
      const { recoveryCodes, token, stage } = await audited(
        request,
        { action: 'mfa.enrolled', target: `passkey: ${name}` },
        () => auth.registerPasskey(admin, name, input.response as never, webauthnOrigin(request)),
      );
      if (recoveryCodes) await audit.record(actorOf(request), { action: 'recovery-codes.generated' });
      if (token) cookie.set(request, reply, token);
      const next = admin.stage === 'signed-in' ? '/admin/account' : signInSteps[stage];
      return noStore(reply).send({ success: true, next, recoveryCodes } satisfies EnrollResponse);
    });
  }

  /** An invitation's link (its token after `#`) lets the new admin choose their password, then a second factor. */
  async function invitationEndpoints(app: FastifyInstance) {
    app.post('/api/auth/invitation', jsonStep(authRateLimits.step), async (request, reply) => {
      const { token } = parseBody(InvitationTokenSchema, request.body, ['token']);
      return noStore(reply).send({
        success: true,
        ...(await auth.invitations.check(token)),
      } satisfies InvitationCheckResponse);
    });

    app.post('/api/auth/invitation/accept', jsonStep(authRateLimits.step), async (request, reply) => {
      const input = parseBody(AcceptInvitationSchema, request.body, ['token', 'password']);
      const { token, stage } = await audited(
        request,
        { action: 'admin.created', detail: 'invitation accepted' },
        () => auth.invitations.accept(input, client(request)),
        (result) => ({ actor: result.username, target: result.username }),
      );
      cookie.set(request, reply, token);
      return noStore(reply).send({ success: true, next: signInSteps[stage] });
    });
  }

  const PasskeyIdSchema = z.object({ id: z.string().regex(/^[\w-]{1,1400}$/) });
  const SessionIdSchema = z.object({ id: z.string().regex(/^[\w-]{22}$/) });
  const paramOf = <T extends z.ZodType>(schema: T, params: unknown, notFound: string): z.output<T> => {
    const parsed = schema.safeParse(params);
    if (!parsed.success) throw new HttpError(404, notFound);
    return parsed.data;
  };
  const withProof = { config: { access: { recentProof: true } } };

  // The routes in a context of their own, for their JSON parser; the guard above stays app-wide.
  await app.register(async (routes) => {
    acceptEmptyJson(routes);
    await authEndpoints(routes);
    await invitationEndpoints(routes);
    await accountEndpoints(routes);
  });

  /** /api/admin/account: the signed-in admin's own factors and sessions (the guard has run). */
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
      await audited(request, { action: 'passkey.renamed', target: `passkey: ${name}` }, () =>
        auth.renamePasskey(request.admin!, id, name),
      );
      return { success: true };
    });

    app.delete('/api/admin/account/passkeys/:id', withProof, async (request) => {
      const { id } = paramOf(PasskeyIdSchema, request.params, 'Passkey not found');
      await audited(
        request,
        { action: 'mfa.removed', target: 'passkey' },
        () => auth.removePasskey(request.admin!, id),
        (name) => ({ target: `passkey: ${name}` }),
      );
      return { success: true };
    });

    app.delete('/api/admin/account/totp', withProof, async (request) => {
      await audited(request, { action: 'mfa.removed', target: 'authenticator app' }, () =>
        auth.removeTotp(request.admin!),
      );
      return { success: true };
    });

    app.post('/api/admin/account/recovery-codes', withProof, async (request) => {
      const recoveryCodes = await auth.regenerateRecoveryCodes(request.admin!);
      await audit.record(actorOf(request), { action: 'recovery-codes.generated' });
      return { success: true, recoveryCodes } satisfies RecoveryCodesResponse;
    });

    app.delete('/api/admin/account/sessions/:id', withProof, async (request) => {
      const { id } = paramOf(SessionIdSchema, request.params, 'Session not found');
      await audited(request, { action: 'session.ended', target: id }, () => auth.endSession(request.admin!, id));
      return { success: true };
    });

    app.delete('/api/admin/account/sessions', withProof, async (request) => {
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
