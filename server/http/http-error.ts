import type { FieldErrors } from '#contracts/api.ts';

/**
 * A client error with the status and message the API answers with. Services and routes
 * throw it; the one error handler (plugins/errors.ts) turns it into the error envelope.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors: FieldErrors | undefined;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;
  constructor(statusCode: number, message: string, fieldErrors?: FieldErrors, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
    this.headers = headers;
  }
}
