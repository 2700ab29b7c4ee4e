import type { FastifyInstance } from 'fastify';
import {
  AccountEmailSchema,
  ChangePasswordSchema,
  CreateAdminSchema,
  type CreateAdminResponse,
  ReauthPasswordSchema,
  type SetupAdminResponse,
  signInSteps,
  WebauthnResponseSchema,
} from '#contracts/auth.ts';
import { AcceptInvitationSchema, type InvitationCheckResponse, InvitationTokenSchema } from '#contracts/people.ts';
import { wantsHtml } from '../../http/native-form.ts';
import { parseBody } from '../../http/parse-body.ts';
import { actorOf } from '../audited.ts';
import { donePage, setupDonePage } from '../form-pages.ts';
import { authRateLimits, type RouteKit } from '../route-kit.ts';

export function accountRoutes(app: FastifyInstance, kit: RouteKit) {
  const { auth, audit, cookie, audited, noStore, enrolling } = kit;
  const accounts = auth.accounts;

  app.post(
    '/api/setup-admin',
    kit.nativeForm('Setup failed', { href: '/admin/setup', label: 'Back to setup' }, authRateLimits.setup),
    async (request, reply) => {
      const { username, password } = await accounts.setupAdmin();
      await audit.record(actorOf(request, username), { action: 'admin.created', target: username, detail: 'setup' });
      if (wantsHtml(request)) {
        return noStore(reply).type('text/html; charset=utf-8').send(setupDonePage(kit.answer, { username, password }));
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
    kit.nativeForm(
      'The admin user was not created',
      { href: '/admin/create', label: 'Back to the form' },
      authRateLimits.createAdmin,
      { recentProof: true, role: 'admin' },
    ),
    async (request, reply) => {
      const input = parseBody(CreateAdminSchema, request.body);
      await audited(
        request,
        { action: 'admin.created', target: input.username, detail: 'password chosen by the creator' },
        () => accounts.createAdmin(input),
      );
      const message = `Admin user '${input.username}' created`;
      if (wantsHtml(request)) {
        return noStore(reply)
          .type('text/html; charset=utf-8')
          .send(
            donePage(kit.answer, {
              heading: 'Admin user created',
              message: `${message}. They choose their own password and a second factor when they first sign in.`,
              next: { href: '/admin/people', label: 'Back to People' },
            }),
          );
      }
      return noStore(reply).send({ success: true, message } satisfies CreateAdminResponse);
    },
  );

  // The current password is asked for here, so the change is its own re-authentication.
  app.post(
    '/api/auth/password',
    kit.nativeForm('The password was not changed', { href: '/admin/account', label: 'Back' }, authRateLimits.step, {
      stages: ['change-password', 'signed-in'],
    }),
    async (request, reply) => {
      const admin = request.admin!;
      const input = parseBody(ChangePasswordSchema, request.body, ['currentPassword', 'newPassword']);
      const { endedSessions, ...step } = await audited(
        request,
        { action: 'password.changed', target: admin.username },
        () => accounts.changePassword(admin, input),
        (result) => ({ detail: `${result.endedSessions} other session(s) ended` }),
        // A wrong current password (400, with the field named) is a failed check of a credential.
        { badRequests: true },
      );
      if (wantsHtml(request) && admin.stage === 'signed-in') {
        cookie.set(request, reply, step.token);
        return noStore(reply).redirect('/admin/account?changed=password', 303);
      }
      return kit.stepDone(request, reply, step, { endedSessions });
    },
  );

  app.post('/api/auth/reauth', kit.jsonStep(authRateLimits.step, { stages: enrolling }), async (request, reply) => {
    const admin = request.admin!;
    const body = request.body as { response?: unknown } | null;
    const input =
      body && typeof body === 'object' && 'response' in body
        ? { response: parseBody(WebauthnResponseSchema, body, ['response']).response as never }
        : parseBody(ReauthPasswordSchema, body, ['password']);
    const step = await audited(
      request,
      { action: 'reauthenticated', detail: 'password' in input ? 'password' : 'passkey' },
      () => accounts.reauthenticate(admin, input, kit.webauthnOrigin(request)),
    );
    cookie.set(request, reply, step.token);
    return noStore(reply).send({ success: true });
  });

  // An invitation's link (its token after `#`) lets the new admin choose their password, then a second factor.
  app.post('/api/auth/invitation', kit.jsonStep(authRateLimits.step), async (request, reply) => {
    const { token } = parseBody(InvitationTokenSchema, request.body, ['token']);
    return noStore(reply).send({
      success: true,
      ...(await accounts.invitations.check(token)),
    } satisfies InvitationCheckResponse);
  });

  app.post('/api/auth/invitation/accept', kit.jsonStep(authRateLimits.step), async (request, reply) => {
    const input = parseBody(AcceptInvitationSchema, request.body, ['token', 'password']);
    const { token, stage } = await audited(
      request,
      { action: 'admin.created', detail: 'invitation accepted' },
      () => accounts.invitations.accept(input, kit.client(request)),
      (result) => ({ actor: result.username, target: result.username }),
    );
    cookie.set(request, reply, token);
    return noStore(reply).send({ success: true, next: signInSteps[stage] });
  });

  app.get('/api/admin/account', async (request) => accounts.account(request.admin!));

  app.post('/api/admin/account/email', async (request) => {
    const { email } = parseBody(AccountEmailSchema, request.body, ['email']);
    await accounts.setEmail(request.admin!, email);
    await audit.record(actorOf(request), { action: 'account.email', detail: email ? 'set' : 'removed' });
    return { success: true, email };
  });
}
