import type { InsightsQuery, InsightsResponse } from '#contracts/insights.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { insightsKeys } from '#app/lib/admin/api/query-keys.ts';

/** '?from=…&to=…' with the days given; none asks for the server's default (the last 30 days). */
export const insightsSearch = (query: InsightsQuery) => {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const fetchInsights = (query: InsightsQuery, signal?: AbortSignal) =>
  apiRequest<InsightsResponse>(`/api/admin/insights${insightsSearch(query)}`, { signal });

/** The same figures as CSV, for the same period. */
export const insightsCsvUrl = (query: InsightsQuery) => `/api/admin/insights/export.csv${insightsSearch(query)}`;

export const insightsQuery = (query: InsightsQuery) =>
  queryOptions({ queryKey: insightsKeys.period(query), queryFn: ({ signal }) => fetchInsights(query, signal) });
