export { privacyRoutes } from './privacy.routes.ts';
export { createPrivacyService, residueNotes, type PrivacyService } from './privacy.service.ts';
