// The auth domain's public face: other domains and scripts import from here only.
export { requireJsonBody, type RouteAccess } from './access.ts';
export { adminEmail, findAdminByUsername, listAdmins } from './admins.repository.ts';
export { actorOf, auditedWith } from './audited.ts';
export { authRoutes } from './auth.routes.ts';
export { createAuthService, type AuthService } from './auth.service.ts';
export { owaspScrypt, scryptCallCount, type ScryptCost } from './password.ts';
export { deleteSecondFactors } from './second-factor/second-factor.repository.ts';
export { sessionCookie } from './session/session-cookie.ts';
export { deleteSessionsOf } from './session/session.repository.ts';
export { sessionLimits, type SignedInAdmin, throttleRules } from './session/session.service.ts';
