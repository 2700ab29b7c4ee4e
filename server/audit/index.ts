// The audit domain's public face: every domain records its actions through the trail.
export { auditRoutes } from './audit.routes.ts';
export { type AuditActor, type AuditTrail, createAuditTrail } from './audit.service.ts';
