// The privacy domain's public face.
export { privacyRoutes } from './privacy.routes.ts';
export { addressHash, createPrivacyService, type PrivacyService } from './privacy.service.ts';
