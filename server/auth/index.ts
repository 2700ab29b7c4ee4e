// The auth domain's public face: other domains and scripts import from here only.
export { actorOf, auditedWith, authRoutes } from './auth.routes.ts';
export { requireJsonBody, type RouteAccess } from './access.ts';
export { sessionCookie } from './session-cookie.ts';
export {
  createAuthService,
  sessionLimits,
  throttleRules,
  type AuthService,
  type SignedInAdmin,
} from './auth.service.ts';
export {
  adminEmail,
  deleteSecondFactors,
  deleteSessionsOf,
  findAdminByUsername,
  listAdmins,
} from './auth.repository.ts';
export { owaspScrypt, scryptCallCount, type ScryptCost } from './password.ts';
