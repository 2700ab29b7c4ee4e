import type { z } from 'zod';
import { fieldErrorsOf } from '#contracts/api.ts';
import { HttpError } from './http-error.ts';

/** Parses a body with its contract schema or answers 400 with field errors (in `fields` order). */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  fields: readonly string[] = ['username', 'password'],
): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const { error, fieldErrors } = fieldErrorsOf(parsed.error, fields);
  throw new HttpError(400, error, fieldErrors);
}
