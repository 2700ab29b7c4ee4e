import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form validation with a contracts/ schema: the same schema the server parses,
 * so a form never accepts what the server refuses. Each field shows its first message.
 * `schema` may be a loader, so a page can fetch zod only when it first validates.
 * `extra` adds checks the schema cannot make in the browser's terms (a chosen file).
 */
export function zodResolver<Values extends FieldValues>(
  schema: z.ZodType | (() => Promise<z.ZodType>),
  extra?: (values: Values) => Promise<Record<string, string>> | Record<string, string>,
): Resolver<Values> {
  return async (values) => {
    const resolved = typeof schema === 'function' ? await schema() : schema;
    const [result, extraErrors] = await Promise.all([resolved.safeParseAsync(values), extra?.(values) ?? {}]);
    const errors: Record<string, { type: string; message: string }> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.length > 0 ? String(issue.path[0]) : 'root';
        errors[field] ??= { type: issue.code, message: issue.message };
      }
    }
    for (const [field, message] of Object.entries(extraErrors)) errors[field] ??= { type: 'custom', message };
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
