// The auth domain's public face: other domains and scripts import from here only.
export { authRoutes, requireJsonBody } from './auth.routes.ts';
export {
  createAuthService,
  sessionLimits,
  throttleRules,
  type AuthService,
  type SignedInAdmin,
} from './auth.service.ts';
export { adminEmail, findAdminByUsername, listAdmins } from './auth.repository.ts';
export { owaspScrypt, scryptCallCount, type ScryptCost } from './password.ts';
