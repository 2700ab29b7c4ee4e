import { queryOptions } from '@tanstack/react-query';
import type {
  ContentDraftResponse,
  ContentScheduleResponse,
  ContentPreviewLinkResponse,
  ContentPreviewResponse,
  ContentVersionResponse,
  ContentVersionsResponse,
  ContentItemResponse,
  ContentListResponse,
  ContentPublishedResponse,
  ContentTypesResponse,
  NotFoundPathsResponse,
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

/** The not-found addresses visitors asked for most (decision 0080), without those a published redirect answers. */
export const notFoundQuery = queryOptions({
  queryKey: contentKeys.notFound,
  queryFn: async () => apiRequest<NotFoundPathsResponse>('/api/admin/content/not-found'),
});

export const contentItemQuery = (type: string, key: string) =>
  queryOptions({
    queryKey: contentKeys.item(type, key),
    queryFn: async () => {
      const { item, draft, schedule } = await apiRequest<ContentItemResponse>(itemPath(type, key));
      return { item, draft, schedule };
    },
  });

/** Publishes `data` at `at` (ISO, in the future) if the item is then still at `revision`; replaces a pending one. */
export const schedulePublish = (type: string, key: string, revision: number, data: unknown, at: string) =>
  apiRequest<ContentScheduleResponse>(`${itemPath(type, key)}/schedule`, {
    method: 'PUT',
    json: { revision, data, at },
  });

export const cancelSchedule = (type: string, key: string) =>
  apiRequest<{ success: true }>(`${itemPath(type, key)}/schedule/cancel`, { method: 'POST', json: {} });

/** The item's page with `data` in its place, rendered by the server; a 400 names the fields to correct first. */
export const previewItem = (type: string, key: string, data: unknown, locale: 'en' | 'nl', signal?: AbortSignal) =>
  apiRequest<ContentPreviewResponse>(`${itemPath(type, key)}/preview`, {
    method: 'POST',
    json: { data, locale },
    signal,
  });

/** A link that opens the item's current draft for someone who is not signed in, until it expires. */
export const sharePreview = (type: string, key: string) =>
  apiRequest<ContentPreviewLinkResponse>(`${itemPath(type, key)}/preview-link`, { method: 'POST', json: {} });

/** Saves the draft as `data` if it is still at `revision` (0: none yet); a 409 carries the stored draft. */
export const saveDraft = (type: string, key: string, revision: number, data: unknown) =>
  apiRequest<ContentDraftResponse>(`${itemPath(type, key)}/draft`, { method: 'PUT', json: { revision, data } });

/** Deletes the draft if it is still at `revision`; the published item and every version stay. */
export const discardDraft = (type: string, key: string, revision: number) =>
  apiRequest<ContentDraftResponse>(`${itemPath(type, key)}/draft/discard`, { method: 'POST', json: { revision } });

export const versionsQuery = (type: string, key: string) =>
  queryOptions({
    queryKey: contentKeys.versions(type, key),
    queryFn: async () => (await apiRequest<ContentVersionsResponse>(`${itemPath(type, key)}/versions`)).versions,
  });

export const versionQuery = (type: string, key: string, id: number) =>
  queryOptions({
    queryKey: contentKeys.version(type, key, id),
    queryFn: async () => (await apiRequest<ContentVersionResponse>(`${itemPath(type, key)}/versions/${id}`)).version,
    staleTime: Infinity,
  });

/** Makes the version the draft, from the draft's `revision` (0: none). */
export const restoreVersion = (type: string, key: string, id: number, revision: number) =>
  apiRequest<ContentDraftResponse>(`${itemPath(type, key)}/versions/${id}/restore`, {
    method: 'POST',
    json: { revision },
  });

/** Publishes the item as `data` if it is still at `revision` (0: new); a 409 carries the stored version. */
export const publishItem = (type: string, key: string, revision: number, data: unknown) =>
  apiRequest<ContentPublishedResponse>(itemPath(type, key), { method: 'PUT', json: { revision, data } });

/** Takes a collection's item off the site if it is still at `revision`. */
export const unpublishItem = (type: string, key: string, revision: number) =>
  apiRequest<ContentPublishedResponse>(`${itemPath(type, key)}/unpublish`, { method: 'POST', json: { revision } });

/** Gives a published post the address `newKey`, its old one redirecting to it, if it is still at `revision`. */
export const renameItem = (type: string, key: string, newKey: string, revision: number) =>
  apiRequest<ContentPublishedResponse>(`${itemPath(type, key)}/rename`, {
    method: 'POST',
    json: { revision, key: newKey },
  });
