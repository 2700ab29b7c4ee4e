import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { contactFailure, contactNetworkFailure, contactSuccessMs } from '#contracts/contact-fields.ts';
import { ApiError, NetworkError } from '#app/lib/api.ts';
import { type ContactFormValues, sendContact } from './send-contact.ts';

/**
 * The shared schema, fetched when first needed: zod is most of the form's weight and
 * nobody needs it before they start typing (decision 0008).
 */
const loadSchema = () => import('#contracts/contact.ts').then((module) => module.ContactFormSchema);

export type FieldErrors = Partial<Record<string, string>>;

type Options = {
  /** Checks the schema cannot make, such as a chosen file's bytes. */
  extraChecks?: (values: ContactFormValues) => Promise<FieldErrors>;
};

/**
 * What the form's fields hold now, read from the DOM: a value typed or autofilled before
 * hydration is the value that is checked and sent (no copy of it in React state to go stale).
 */
export function formValues(form: HTMLFormElement): ContactFormValues {
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
    company: text('company'),
    interest: text('interest'),
    message: text('message'),
    position: text('position'),
    experience: text('experience'),
    linkedin: text('linkedin'),
    cv: cv instanceof File && cv.size > 0 ? cv : null,
  };
}

/**
 * One contact form's life (spec §4): validate with the shared schema, send once, show
 * the success view for 5 s (or until its button), then a fresh form, and say what went wrong.
 */
export function useContactForm({ extraChecks }: Options = {}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
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
    const preload = () => void loadSchema();
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
    setSubmitted(false);
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
    const [schema, extra] = await Promise.all([loadSchema(), extraChecks?.(values) ?? ({} as FieldErrors)]);
    const found: FieldErrors = {};
    const result = schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.length > 0 ? String(issue.path[0]) : 'root';
        found[field] ??= issue.message;
      }
    }
    for (const [field, message] of Object.entries(extra)) if (message) found[field] ??= message;
    return found;
  };

  const send = async (form: HTMLFormElement) => {
    const values = formValues(form);
    const found = await validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first invalid field in the order the visitor sees them.
      const fields = [...form.elements] as HTMLInputElement[];
      fields.find((field) => field.name && found[field.name])?.focus();
      return;
    }
    try {
      await sendContact(values);
      setSubmitted(true);
    } catch (error) {
      if (error instanceof NetworkError) setFailure(contactNetworkFailure);
      else if (error instanceof ApiError) {
        const fromServer: FieldErrors = {};
        for (const [field, messages] of Object.entries(error.envelope?.fieldErrors ?? {})) {
          if (messages[0]) fromServer[field] = messages[0];
        }
        setErrors(fromServer);
        setFailure(contactFailure(error.envelope?.error ?? error.message));
      } else setFailure(contactFailure(undefined));
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
      setFailure(contactNetworkFailure);
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
    failure,
    headingRef,
    successRef,
    sendAnother: () => closeSuccess('first-field'),
  };
}
