import type { InboxQuery, InboxResponse } from '#contracts/admin.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '#app/lib/admin/api/query-keys.ts';

export const inboxSearch = ({ q, type, state, page }: InboxQuery) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type !== 'all') params.set('type', type);
  if (state !== 'open') params.set('state', state);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const fetchInbox = (query: InboxQuery, signal?: AbortSignal) =>
  apiRequest<InboxResponse>(`/api/admin/submissions${inboxSearch(query)}`, { signal });

export const csvUrl = (query: InboxQuery) => `/api/admin/submissions/export.csv${inboxSearch({ ...query, page: 1 })}`;

export const inboxQuery = (query: InboxQuery) =>
  queryOptions({ queryKey: adminKeys.inbox(query), queryFn: ({ signal }) => fetchInbox(query, signal) });
