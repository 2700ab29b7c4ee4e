// The API's one failure envelope. No runtime zod: the API client is in the public pages' first load (decision 0026).
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;
export type ErrorEnvelope = {
  success: false;
  error: string;
  fieldErrors?: FieldErrors;
  /** The error's key (contracts/error-codes.ts), where the API has one: the text in any language. */
  code?: string;
  fieldErrorCodes?: FieldErrors;
};

const isFieldErrors = (value: unknown): value is FieldErrors =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'));

export function parseErrorEnvelope(text: string): ErrorEnvelope | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { success, error, fieldErrors, code, fieldErrorCodes } = body as Record<string, unknown>;
  if (success !== false || typeof error !== 'string') return null;
  return {
    success,
    error,
    ...(isFieldErrors(fieldErrors) ? { fieldErrors } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(isFieldErrors(fieldErrorCodes) ? { fieldErrorCodes } : {}),
  };
}

/** Field errors keyed by field (the first path segment, or `form`), plus the first message as a summary. */
export function fieldErrorsOf(
  error: z.ZodError,
  fieldOrder: readonly string[] = [],
): { error: string; fieldErrors: FieldErrors } {
  const order = (field: string) => fieldOrder.indexOf(field);
  const issues = [...error.issues].sort((a, b) => order(String(a.path[0] ?? '')) - order(String(b.path[0] ?? '')));
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return { error: issues[0]?.message ?? 'Please check the form', fieldErrors };
}
