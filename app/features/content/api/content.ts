import { queryOptions } from '@tanstack/react-query';
import type {
  ContentItemResponse,
  ContentListResponse,
  ContentPublishedResponse,
  ContentTypesResponse,
} from '#contracts/content/api.ts';
import { apiRequest } from '#app/lib/api.ts';
import { contentKeys } from '#app/lib/admin/api/query-keys.ts';

const itemPath = (type: string, key: string) =>
  `/api/admin/content/${encodeURIComponent(type)}/${encodeURIComponent(key)}`;

export const contentTypesQuery = queryOptions({
  queryKey: contentKeys.types,
  queryFn: async () => (await apiRequest<ContentTypesResponse>('/api/admin/content/types')).types,
  staleTime: Infinity,
});

export const contentListQuery = queryOptions({
  queryKey: contentKeys.all,
  queryFn: async () => (await apiRequest<ContentListResponse>('/api/admin/content')).items,
});

export const contentItemQuery = (type: string, key: string) =>
  queryOptions({
    queryKey: contentKeys.item(type, key),
    queryFn: async () => (await apiRequest<ContentItemResponse>(itemPath(type, key))).item,
  });

/** Publishes the item as `data` if it is still at `revision` (0: new); a 409 carries the stored version. */
export const publishItem = (type: string, key: string, revision: number, data: unknown) =>
  apiRequest<ContentPublishedResponse>(itemPath(type, key), { method: 'PUT', json: { revision, data } });

/** Takes a collection's item off the site if it is still at `revision`. */
export const unpublishItem = (type: string, key: string, revision: number) =>
  apiRequest<ContentPublishedResponse>(`${itemPath(type, key)}/unpublish`, { method: 'POST', json: { revision } });
