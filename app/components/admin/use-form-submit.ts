import { useState } from 'react';
import type { FieldErrors } from '#contracts/api.ts';
import { ApiError, NetworkError } from '#app/lib/api.ts';
import { serverMessage } from '#app/lib/admin/request.ts';

/**
 * A form that posts natively until React hydrates it, then through the API: `onSubmit` reads
 * the fields from the DOM (FormData), so what is in them is what is sent, whenever it was typed.
 */
export function useFormSubmit<T>(
  send: (form: FormData) => Promise<T>,
  {
    onDone,
    fallback = 'Something went wrong. Please try again.',
  }: { onDone: (answer: T, form: HTMLFormElement) => void; fallback?: string },
) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setPending(true);
    setError(null);
    setFieldErrors({});
    send(form).then(
      (answer) => {
        setPending(false);
        onDone(answer, element);
      },
      (failure: unknown) => {
        setPending(false);
        setFieldErrors(failure instanceof ApiError ? (failure.envelope?.fieldErrors ?? {}) : {});
        setError(
          failure instanceof NetworkError ? 'Network error. Please try again.' : serverMessage(failure, fallback),
        );
      },
    );
  };
  return { pending, error, fieldErrors, onSubmit, setError };
}
