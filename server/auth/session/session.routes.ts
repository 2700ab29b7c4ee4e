import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  authTexts,
  type AuthStatusResponse,
  type LoginResponse,
  LoginSchema,
  type MeResponse,
  signInSteps,
} from '#contracts/auth.ts';
import type { Role } from '#contracts/people.ts';
import { HttpError } from '../../http/http-error.ts';
import { wantsHtml } from '../../http/native-form.ts';
import { parseBody } from '../../http/parse-body.ts';
import { actorOf } from '../audited.ts';
import { authRateLimits, type RouteKit } from '../route-kit.ts';

const SessionIdSchema = z.object({ id: z.string().regex(/^[\w-]{22}$/) });

/** Signing in with a password, where a sign-in stands, signing out, and ending one's other sessions. */
export function sessionRoutes(app: FastifyInstance, kit: RouteKit) {
  const { auth, audit, cookie, audited, noStore, readSession } = kit;

  app.post(
    '/api/auth/login',
    kit.nativeForm('Sign-in failed', { href: '/admin/login', label: 'Back to Sign In' }, authRateLimits.login),
    async (request, reply) => {
      const input = parseBody(LoginSchema, request.body);
      // A session presented at sign-in is ended: the new one gets a new token.
      await auth.sessions.logout(cookie.read(request));
      const { token, username, stage } = await audited(
        request,
        { action: 'sign-in', actor: input.username, detail: 'password' },
        () => auth.sessions.login(input, kit.client(request)),
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
    const user = { username: admin.username, role: admin.role as Role };
    return noStore(reply).send({ success: true, user } satisfies MeResponse);
  });

  app.get('/api/auth/status', async (request, reply) => {
    const admin = await readSession(request);
    const stage = admin?.stage ?? 'signed-out';
    return noStore(reply).send({
      success: true,
      stage,
      username: admin?.username ?? null,
      next: signInSteps[stage],
      factors: admin ? await auth.secondFactors.factors(admin.userId) : null,
      recentProof: admin ? auth.sessions.hasRecentProof(admin) : false,
    } satisfies AuthStatusResponse);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const admin = await readSession(request);
    await auth.sessions.logout(cookie.read(request));
    if (admin) await audit.record(actorOf(request), { action: 'logout', target: admin.publicId });
    cookie.clear(request, noStore(reply));
    if (wantsHtml(request)) return reply.redirect('/admin/login', 303);
    return reply.send({ success: true });
  });

  app.delete('/api/admin/account/sessions/:id', kit.withProof, async (request) => {
    const { id } = kit.paramOf(SessionIdSchema, request.params, 'Session not found');
    await audited(request, { action: 'session.ended', target: id }, () => auth.sessions.end(request.admin!, id));
    return { success: true };
  });

  app.delete('/api/admin/account/sessions', kit.withProof, async (request) => {
    const ended = await audited(
      request,
      { action: 'session.ended', target: 'all other sessions' },
      () => auth.sessions.endOthers(request.admin!),
      (count) => ({ detail: `${count} ended` }),
    );
    return { success: true, ended };
  });
}
