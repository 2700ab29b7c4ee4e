// The one way the app calls its server (spec §7): credentials on every call, and a non-success response becomes an
// ApiError whose text is '{status}: {body text or status text}'.

import { type ErrorEnvelope, parseErrorEnvelope } from '#contracts/api.ts';

export type { ErrorEnvelope };

export class ApiError extends Error {
  readonly status: number;
  readonly envelope: ErrorEnvelope | null;
  /** The answer's JSON as sent, for what an envelope does not carry (a conflict's stored version). */
  readonly body: unknown;
  constructor(status: number, text: string, envelope: ErrorEnvelope | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the envelope is null too.
    }
    this.body = body;
  }
}

/** The request never got an answer: offline, DNS, a dropped connection. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
};

export async function apiRequest<T>(path: string, { method = 'GET', json, form, signal }: RequestOptions = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (form) body = form;
  else if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'include', signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, parseErrorEnvelope(text));
  return (text ? JSON.parse(text) : null) as T;
}
