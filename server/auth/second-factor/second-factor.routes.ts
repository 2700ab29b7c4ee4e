import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type EnrollResponse,
  type LoginResponse,
  PasskeyNameSchema,
  RecoveryCodeSchema,
  type RecoveryCodesResponse,
  signInSteps,
  TotpCodeSchema,
  type TotpSetupResponse,
  WebauthnResponseSchema,
} from '#contracts/auth.ts';
import { wantsHtml } from '../../http/native-form.ts';
import { parseBody } from '../../http/parse-body.ts';
import { actorOf } from '../audited.ts';
import { recoveryCodesPage } from '../form-pages.ts';
import { authRateLimits, type RouteKit } from '../route-kit.ts';

const PasskeyIdSchema = z.object({ id: z.string().regex(/^[\w-]{1,1400}$/) });

/** The second step of a sign-in, a passkey alone, adding a factor, and an admin's own factors on the account page. */
export function secondFactorRoutes(app: FastifyInstance, kit: RouteKit) {
  const { auth, audit, cookie, audited, noStore, enrolling, withProof } = kit;
  const factors = auth.secondFactors;

  // Passkey sign-in: a passkey alone (no username, no password), the second step after a password, or a
  // re-authentication (POST /api/auth/reauth).
  app.post('/api/auth/passkey/options', kit.jsonStep(authRateLimits.passkey), async (request, reply) =>
    noStore(reply).send({
      success: true,
      options: await factors.passkeyAuthenticationOptions(kit.webauthnOrigin(request)),
    }),
  );

  app.post('/api/auth/passkey', kit.jsonStep(authRateLimits.passkey), async (request, reply) => {
    const input = parseBody(WebauthnResponseSchema, request.body, ['response']);
    const current = await kit.readSession(request);
    const result = await audited(
      request,
      { action: 'sign-in.passkey' },
      () =>
        factors.authenticatePasskey(input.response as never, kit.webauthnOrigin(request), kit.client(request), current),
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
    kit.nativeForm('The code was not accepted', { href: '/admin/verify', label: 'Try again' }, authRateLimits.step, {
      stages: ['verify-mfa'],
    }),
    async (request, reply) => {
      const admin = request.admin!;
      const { code } = parseBody(TotpCodeSchema, request.body, ['code']);
      const step = await audited(request, { action: 'sign-in.second-factor', detail: 'authenticator app' }, () =>
        factors.verifyTotp(admin, code),
      );
      return kit.stepDone(request, reply, step, {});
    },
  );

  app.post(
    '/api/auth/second-factor/recovery',
    kit.nativeForm(
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
        () => factors.verifyRecoveryCode(admin, code),
        (result) => ({ detail: `recovery code; ${result.remaining} left` }),
      );
      return kit.stepDone(request, reply, step, { remaining });
    },
  );

  // Enrolling a factor starts with a recent credential: a stolen half-done or full session cannot add its own.
  app.post(
    '/api/auth/totp/setup',
    kit.jsonStep(authRateLimits.step, { stages: enrolling, recentProof: true }),
    async (request, reply) => {
      const { secret, uri } = await factors.startTotp(request.admin!);
      return noStore(reply).send({ success: true, secret, uri } satisfies TotpSetupResponse);
    },
  );

  app.post(
    '/api/auth/totp/confirm',
    kit.nativeForm(
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
        () => factors.confirmTotp(admin, code),
      );
      if (recoveryCodes) await audit.record(actorOf(request), { action: 'recovery-codes.generated' });
      if (token) cookie.set(request, reply, token);
      const next = admin.stage === 'signed-in' ? '/admin/account' : signInSteps[stage];
      if (wantsHtml(request)) {
        if (recoveryCodes) {
          return noStore(reply)
            .type('text/html; charset=utf-8')
            .send(recoveryCodesPage(kit.answer, recoveryCodes, next));
        }
        return noStore(reply).redirect(next, 303);
      }
      return noStore(reply).send({ success: true, next, recoveryCodes } satisfies EnrollResponse);
    },
  );

  app.post(
    '/api/auth/passkeys/options',
    kit.jsonStep(authRateLimits.step, { stages: enrolling, recentProof: true }),
    async (request, reply) =>
      noStore(reply).send({
        success: true,
        options: await factors.passkeyRegistrationOptions(request.admin!, kit.webauthnOrigin(request)),
      }),
  );

  app.post('/api/auth/passkeys', kit.jsonStep(authRateLimits.step, { stages: enrolling }), async (request, reply) => {
    const admin = request.admin!;
    const input = parseBody(WebauthnResponseSchema, request.body, ['response', 'name']);
    const { name } = parseBody(PasskeyNameSchema, { name: input.name ?? 'Passkey' }, ['name']);
    const { recoveryCodes, token, stage } = await audited(
      request,
      { action: 'mfa.enrolled', target: `passkey: ${name}` },
      () => factors.registerPasskey(admin, name, input.response as never, kit.webauthnOrigin(request)),
    );
    if (recoveryCodes) await audit.record(actorOf(request), { action: 'recovery-codes.generated' });
    if (token) cookie.set(request, reply, token);
    const next = admin.stage === 'signed-in' ? '/admin/account' : signInSteps[stage];
    return noStore(reply).send({ success: true, next, recoveryCodes } satisfies EnrollResponse);
  });

  app.post('/api/admin/account/passkeys/:id', async (request) => {
    const { id } = kit.paramOf(PasskeyIdSchema, request.params, 'Passkey not found');
    const { name } = parseBody(PasskeyNameSchema, request.body, ['name']);
    await audited(request, { action: 'passkey.renamed', target: `passkey: ${name}` }, () =>
      factors.renamePasskey(request.admin!, id, name),
    );
    return { success: true };
  });

  app.delete('/api/admin/account/passkeys/:id', withProof, async (request) => {
    const { id } = kit.paramOf(PasskeyIdSchema, request.params, 'Passkey not found');
    await audited(
      request,
      { action: 'mfa.removed', target: 'passkey' },
      () => factors.removePasskey(request.admin!, id),
      (name) => ({ target: `passkey: ${name}` }),
    );
    return { success: true };
  });

  app.delete('/api/admin/account/totp', withProof, async (request) => {
    await audited(request, { action: 'mfa.removed', target: 'authenticator app' }, () =>
      factors.removeTotp(request.admin!),
    );
    return { success: true };
  });

  app.post('/api/admin/account/recovery-codes', withProof, async (request) => {
    const recoveryCodes = await factors.regenerateRecoveryCodes(request.admin!);
    await audit.record(actorOf(request), { action: 'recovery-codes.generated' });
    return { success: true, recoveryCodes } satisfies RecoveryCodesResponse;
  });
}
