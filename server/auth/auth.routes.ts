import type { FastifyInstance } from 'fastify';
import { acceptEmptyJson } from '../http/empty-json.ts';
import { accessGuard, auditRefusals } from './access.ts';
import { accountRoutes } from './account/account.routes.ts';
import { type AuthRouteOptions, routeKit } from './route-kit.ts';
import { secondFactorRoutes } from './second-factor/second-factor.routes.ts';
import { sessionRoutes } from './session/session.routes.ts';

/** Sessions, second factors and accounts (spec §7 and beyond), behind the one guard of access.ts. */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const kit = routeKit(options);
  app.decorateRequest('admin', null);
  accessGuard(app, options.auth.sessions, kit.readSession);
  auditRefusals(app, options.audit, options.now);

  // The routes in a context of their own, for their JSON parser; the guard above stays app-wide.
  await app.register(async (routes) => {
    acceptEmptyJson(routes);
    sessionRoutes(routes, kit);
    secondFactorRoutes(routes, kit);
    accountRoutes(routes, kit);
  });
}
