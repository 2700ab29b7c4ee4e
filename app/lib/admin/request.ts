import { ApiError } from '#app/lib/api.ts';

export const serverMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.envelope?.error) || fallback;

/** A form's fields as JSON: what is in the fields when it is sent (typed or autofilled before hydration alike). */
export const formFields = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));
