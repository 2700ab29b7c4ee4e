export { cvLinkRoutes, webhookRoutes } from './webhooks.routes.ts';
export {
  createWebhookService,
  webhookDelivery,
  type WebhookService,
  type WebhookSettings,
} from './webhooks.service.ts';
export type { LookupAll } from './public-address.ts';
