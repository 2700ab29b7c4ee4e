// The admin domain's public face.
export { inboxRoutes } from './inbox.routes.ts';
export { createInboxService, csvCell, type InboxService } from './inbox.service.ts';
