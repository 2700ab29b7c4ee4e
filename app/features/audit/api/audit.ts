import type { AuditQuery, AuditResponse } from '#contracts/audit.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '#app/lib/admin/api/query-keys.ts';

export const auditSearch = (query: AuditQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== '' && value !== 'all' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const fetchAudit = (query: AuditQuery, signal?: AbortSignal) =>
  apiRequest<AuditResponse>(`/api/admin/audit${auditSearch(query)}`, { signal });

export const auditCsvUrl = (query: AuditQuery) => `/api/admin/audit/export.csv${auditSearch({ ...query, page: 1 })}`;

export const auditQuery = (query: AuditQuery) =>
  queryOptions({ queryKey: accountKeys.audit(query), queryFn: ({ signal }) => fetchAudit(query, signal) });
