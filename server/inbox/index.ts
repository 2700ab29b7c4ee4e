// The inbox domain's public face: its routes and the service the retention job runs.
export { inboxRoutes } from './inbox.routes.ts';
export { createInboxService, type InboxService } from './inbox.service.ts';
