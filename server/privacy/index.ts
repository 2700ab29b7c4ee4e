export { privacyRoutes } from './privacy.routes.ts';
export { addressHash, createPrivacyService, type PrivacyService } from './privacy.service.ts';
