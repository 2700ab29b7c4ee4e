export { inboxRoutes } from './inbox.routes.ts';
export { createInboxService, type InboxService } from './inbox.service.ts';
export { csvCell } from '../http/csv.ts';
