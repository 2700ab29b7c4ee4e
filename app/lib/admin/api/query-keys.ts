// The TanStack Query keys the admin features share: what one feature changes, another's lists refresh by.
import type { InboxQuery } from '#contracts/admin.ts';
import type { AuditQuery } from '#contracts/audit.ts';
import type { InsightsQuery } from '#contracts/insights.ts';

export const adminKeys = {
  me: ['admin', 'me'] as const,
  inbox: (query: InboxQuery) => ['admin', 'inbox', query] as const,
  inboxAll: ['admin', 'inbox'] as const,
  submission: (id: number) => ['admin', 'submission', id] as const,
  admins: ['admin', 'admins'] as const,
  // Under the inbox's key: whatever refreshes the inbox refreshes the picture.
  weekly: ['admin', 'inbox', 'weekly'] as const,
};

export const accountKeys = {
  status: ['admin', 'status'] as const,
  account: ['admin', 'account'] as const,
  audit: (query: AuditQuery) => ['admin', 'audit', query] as const,
};

export const webhookKeys = {
  all: ['admin', 'webhooks'] as const,
  deliveries: (id: number) => ['admin', 'webhooks', id, 'deliveries'] as const,
};

export const peopleKeys = { all: ['admin', 'people'] as const };

export const insightsKeys = {
  all: ['admin', 'insights'] as const,
  period: (query: InsightsQuery) => ['admin', 'insights', query] as const,
};

export const contentKeys = {
  all: ['admin', 'content'] as const,
  types: ['admin', 'content', 'types'] as const,
  notFound: ['admin', 'content', 'not-found'] as const,
  mediaUsage: ['admin', 'content', 'media-usage'] as const,
  mediaFile: (file: string) => ['admin', 'content', 'media-file', file] as const,
  item: (type: string, key: string) => ['admin', 'content', 'item', type, key] as const,
  versions: (type: string, key: string) => ['admin', 'content', 'item', type, key, 'versions'] as const,
  version: (type: string, key: string, id: number) => ['admin', 'content', 'version', type, key, id] as const,
};
