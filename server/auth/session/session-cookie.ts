import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionLimits } from './session.service.ts';

const cookieName = (secure: boolean) => (secure ? '__Host-rebels_session' : 'rebels_session');

/** HttpOnly, SameSite=Lax; over HTTPS Secure and __Host-, so no subdomain can set or shadow it (decision 0043). */
export function sessionCookie(secureCookie: 'auto' | boolean) {
  const isSecure = (request: FastifyRequest) => (secureCookie === 'auto' ? request.protocol === 'https' : secureCookie);
  const options = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecure(request),
  });
  return {
    read: (request: FastifyRequest) => request.cookies[cookieName(isSecure(request))],
    set: (request: FastifyRequest, reply: FastifyReply, token: string) =>
      reply.setCookie(cookieName(isSecure(request)), token, {
        ...options(request),
        maxAge: sessionLimits.absoluteMs / 1000,
      }),
    clear: (request: FastifyRequest, reply: FastifyReply) =>
      reply.clearCookie(cookieName(isSecure(request)), options(request)),
  };
}
export type SessionCookie = ReturnType<typeof sessionCookie>;
