import type { ErrorEnvelope, FieldErrors } from '#contracts/api.ts';
import { type ErrorCode, keyedErrors } from '#contracts/error-codes.ts';
import type { Locale } from '#contracts/locale.ts';

/** A client error with the status and message the API answers; plugins/errors.ts turns it into the envelope. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors: FieldErrors | undefined;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;
  /** The keys of the message and the field errors (contracts/error-codes.ts), where they have one. */
  readonly codes: Pick<ErrorEnvelope, 'code' | 'fieldErrorCodes'>;
  constructor(
    statusCode: number,
    message: string,
    fieldErrors?: FieldErrors,
    headers: Record<string, string> = {},
    codes: Pick<ErrorEnvelope, 'code' | 'fieldErrorCodes'> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
    this.headers = headers;
    this.codes = codes;
  }
}

/** A keyed refusal in one language: each field's codes as texts, and the summary's. */
export function keyedError(
  statusCode: number,
  locale: Locale,
  keys: { code?: ErrorCode; fieldErrorCodes?: Record<string, ErrorCode[]> },
  headers: Record<string, string> = {},
) {
  const { error, fieldErrors, code, fieldErrorCodes } = keyedErrors(keys.fieldErrorCodes ?? {}, locale, keys.code);
  return new HttpError(
    statusCode,
    error,
    keys.fieldErrorCodes ? fieldErrors : undefined,
    headers,
    keys.fieldErrorCodes ? { code, fieldErrorCodes } : { code },
  );
}
