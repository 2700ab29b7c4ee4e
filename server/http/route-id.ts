import { z } from 'zod';
import { HttpError } from './http-error.ts';

/** Decimal digits only, so `0x7` or `7.0` never names (or deletes) row 7 (decision 0026). */
const RouteIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2 ** 31 - 1));

/** The id in a path parameter, or a 404 with `notFound` for anything else. */
export function routeId(value: unknown, notFound: string) {
  const parsed = RouteIdSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(404, notFound);
  return parsed.data;
}

/** Route parameters read by `schema`, or a 404 with `notFound` when they cannot name anything. */
export function routeParams<T extends z.ZodType>(schema: T, params: unknown, notFound: string): z.output<T> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new HttpError(404, notFound);
  return parsed.data;
}
