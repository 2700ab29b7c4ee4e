import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import { contactFailure, contactNetworkFailure, contactSuccessMs } from '#contracts/contact-fields.ts';
import { ApiError, NetworkError } from '#app/lib/api.ts';
import { zodResolver } from '#app/lib/zod-resolver.ts';
import { type ContactFormValues, sendContact } from './send-contact.ts';

type Values = ContactFormValues;

/**
 * The shared schema, fetched when first needed: zod is most of the form's weight and
 * nobody needs it before they start typing (decision 0008).
 */
const loadSchema = () => import('#contracts/contact.ts').then((module) => module.ContactFormSchema);

type Options = {
  defaultValues: DefaultValues<Values>;
  /** Checks the schema cannot make, such as a chosen file's bytes. */
  extraChecks?: (values: Values) => Promise<Record<string, string>>;
};

/**
 * One contact form's life (spec §4): validate with the shared schema, send once, show
 * the success view for 5 s (or until its button), reset, and say what went wrong.
 */
export function useContactForm({ defaultValues, extraChecks }: Options) {
  const form = useForm<Values>({ defaultValues, resolver: zodResolver<Values>(loadSchema, extraChecks) });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A second click or Enter while a request is out must not send twice.
  const sending = useRef(false);
  // Where focus goes when the success view gives way to the form again.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // Fetch the schema once the visitor starts doing something on the page.
  useEffect(() => {
    const preload = () => void loadSchema();
    const events = ['focusin', 'pointerdown'] as const;
    for (const event of events) document.addEventListener(event, preload, { once: true, passive: true });
    return () => {
      for (const event of events) document.removeEventListener(event, preload);
    };
  }, []);

  const stamp = () => form.setValue('startedAt', Date.now());
  // Stamped after mount: prerendered HTML cannot know when it was opened.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  useEffect(stamp, []);

  /** Back to the (reset) form: its first field after the button, its heading if the timer took focus away. */
  const closeSuccess = (focus: 'first-field' | 'heading') => {
    const focusWasInside = successRef.current?.contains(document.activeElement) ?? false;
    setSubmitted(false);
    requestAnimationFrame(() => {
      if (focus === 'first-field') form.setFocus('name');
      else if (focusWasInside) headingRef.current?.focus();
    });
  };
  const successExpired = useEffectEvent(() => closeSuccess('heading'));

  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(successExpired, contactSuccessMs);
    return () => window.clearTimeout(timer);
  }, [submitted]);

  const send = async (values: Values) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      await sendContact(values);
      form.reset();
      stamp();
      setSubmitted(true);
    } catch (error) {
      if (error instanceof NetworkError) setFailure(contactNetworkFailure);
      else if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.envelope?.fieldErrors ?? {})) {
          if (messages[0]) form.setError(field as Path<Values>, { type: 'server', message: messages[0] });
        }
        setFailure(contactFailure(error.envelope?.error ?? error.message));
      } else setFailure(contactFailure(undefined));
    } finally {
      sending.current = false;
    }
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    // Validation itself can fail only when the schema's chunk cannot be fetched: offline.
    form
      .handleSubmit(send)(event)
      .catch(() => setFailure(contactNetworkFailure));

  return {
    form,
    onSubmit,
    submitted,
    failure,
    headingRef,
    successRef,
    sendAnother: () => closeSuccess('first-field'),
  };
}
