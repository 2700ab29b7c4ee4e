import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { contactNetworkFailure, contactSuccessMs } from '#contracts/contact-fields.ts';
import type { Locale } from '#contracts/locale.ts';
import { ApiError, NetworkError } from '#app/lib/api.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { type ContactFormValues, sendContact } from './send-contact.ts';

/**
 * The shared schema and the error texts, fetched when first needed: zod is most of the form's
 * weight and nobody needs it before they start typing (decision 0008).
 */
const loadChecks = () =>
  Promise.all([import('#contracts/contact.ts'), import('#contracts/error-codes.ts')]).then(([contact, codes]) => ({
    schema: contact.ContactFormSchema,
    errorText: codes.errorText,
    contactSuccess: contact.contactSuccess,
    contactFailure: contact.contactFailure,
  }));

export type FieldErrors = Partial<Record<string, string>>;
export type SuccessTexts = { heading: string; text: string; again: string };

type Options = {
  /** Checks the schema cannot make, such as a chosen file's bytes: error codes by field. */
  extraChecks?: (values: ContactFormValues) => Promise<FieldErrors>;
};

/**
 * What the form's fields hold now, read from the DOM: a value typed or autofilled before
 * hydration is the value that is checked and sent (no copy of it in React state to go stale).
 */
export function formValues(form: HTMLFormElement, locale: Locale): ContactFormValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const cv = data.get('cv');
  return {
    formType: text('formType') === 'job' ? 'job' : 'company',
    name: text('name') ?? '',
    email: text('email') ?? '',
    phone: text('phone') ?? '',
    privacy: data.get('privacy') !== null,
    website: text('website') ?? '',
    startedAt: text('startedAt') ?? '',
    fillMs: text('fillMs') ?? '',
    typedKeys: text('typedKeys') ?? '',
    company: text('company'),
    interest: text('interest'),
    message: text('message'),
    position: text('position'),
    experience: text('experience'),
    linkedin: text('linkedin'),
    cv: cv instanceof File && cv.size > 0 ? cv : null,
    locale,
  };
}

/**
 * One contact form's life (spec §4): validate with the shared schema, send once, show
 * the success view for 5 s (or until its button), then a fresh form, and say what went wrong.
 */
export function useContactForm({ extraChecks }: Options = {}) {
  const locale = useLocale();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  /** The success view's texts while it shows (spec §2). */
  const [success, setSuccess] = useState<SuccessTexts | null>(null);
  const submitted = success !== null;
  const [failure, setFailure] = useState<string | null>(null);
  // A second click or Enter while a request is out must not send twice.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Where focus goes when the success view gives way to the form again.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const focusFirstField = useRef(false);

  // Fetch the schema once the visitor starts doing something on the page.
  useEffect(() => {
    const preload = () => void loadChecks();
    const events = ['focusin', 'pointerdown'] as const;
    for (const event of events) document.addEventListener(event, preload, { once: true, passive: true });
    return () => {
      for (const event of events) document.removeEventListener(event, preload);
    };
  }, []);

  /** Back to a fresh form: its first field after the button, its heading if the timer took focus away. */
  const closeSuccess = (focus: 'first-field' | 'heading') => {
    const focusWasInside = successRef.current?.contains(document.activeElement) ?? false;
    focusFirstField.current = focus === 'first-field';
    setSuccess(null);
    if (focus === 'heading' && focusWasInside) requestAnimationFrame(() => headingRef.current?.focus());
  };
  const successExpired = useEffectEvent(() => closeSuccess('heading'));

  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(successExpired, contactSuccessMs);
    return () => window.clearTimeout(timer);
  }, [submitted]);

  /** The form element, as React mounts it (again after the success view). */
  const formCallbackRef = (form: HTMLFormElement | null) => {
    formRef.current = form;
    if (form && focusFirstField.current) {
      focusFirstField.current = false;
      form.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')?.focus();
    }
  };

  const validate = async (values: ContactFormValues): Promise<FieldErrors> => {
    const [{ schema, errorText }, extra] = await Promise.all([
      loadChecks(),
      extraChecks?.(values) ?? ({} as FieldErrors),
    ]);
    const found: FieldErrors = {};
    const result = schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.length > 0 ? String(issue.path[0]) : 'root';
        found[field] ??= errorText(issue.message, locale, field);
      }
    }
    for (const [field, code] of Object.entries(extra)) if (code) found[field] ??= errorText(code, locale, field);
    return found;
  };

  const send = async (form: HTMLFormElement) => {
    const values = formValues(form, locale);
    const found = await validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first invalid field in the order the visitor sees them.
      const fields = [...form.elements] as HTMLInputElement[];
      fields.find((field) => field.name && found[field.name])?.focus();
      return;
    }
    // Loaded by validate() already: what the form says after sending comes with the schema.
    const { errorText, contactSuccess, contactFailure } = await loadChecks();
    try {
      await sendContact(values);
      setSuccess(contactSuccess(values.formType, locale));
    } catch (error) {
      if (error instanceof NetworkError) setFailure(contactNetworkFailure(locale));
      else if (error instanceof ApiError) {
        // The server's keys in the page's language; a text without one (a proxy's) as it came.
        const envelope = error.envelope;
        const fromServer: FieldErrors = {};
        for (const [field, messages] of Object.entries(envelope?.fieldErrors ?? {})) {
          const code = envelope?.fieldErrorCodes?.[field]?.[0];
          if (messages[0]) fromServer[field] = code ? errorText(code, locale, field) : messages[0];
        }
        setErrors(fromServer);
        // A wait ('in 10 minutes') is only in the text, which the server wrote in the language this form sent.
        const summary =
          envelope?.code && envelope.code !== 'rate_limited'
            ? errorText(envelope.code, locale, Object.keys(envelope.fieldErrorCodes ?? {})[0])
            : (envelope?.error ?? error.message);
        setFailure(contactFailure(summary, locale));
      } else setFailure(contactFailure(undefined, locale));
    }
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await send(event.currentTarget);
    } catch {
      // Only fetching the schema's chunk can fail here: the visitor is offline.
      setFailure(contactNetworkFailure(locale));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  /** A field the visitor changes loses its message; the next submit checks it again. */
  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  return {
    errors,
    busy,
    onSubmit,
    onInput,
    formRef: formCallbackRef,
    submitted,
    success,
    failure,
    headingRef,
    successRef,
    sendAnother: () => closeSuccess('first-field'),
  };
}
