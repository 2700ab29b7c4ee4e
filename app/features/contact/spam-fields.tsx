import { useEffect, useRef } from 'react';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

/** Text fields whose typing counts (not the honeypot, the hidden fields or the checkbox). */
const typedField = (target: EventTarget | null) =>
  (target instanceof HTMLInputElement && ['text', 'email', 'tel', 'url'].includes(target.type)) ||
  target instanceof HTMLTextAreaElement;

/**
 * The honeypot (a field people never see or reach, so only bots fill it) and the form's clock:
 * when it was shown (`startedAt`, for the server's form-age rule), how long it took from the
 * first focus or input to the submit (`fillMs`, measured here on the page's monotonic clock, so
 * the server's and the visitor's clocks need not agree) and how many characters were typed in
 * that time (`typedKeys`: autofill and paste type none, and then the fill time is not judged).
 * A form posted before this runs sends them empty, and the server judges no timing then.
 */
export function SpamFields() {
  const anchor = useRef<HTMLInputElement>(null);
  const locale = useLocale();
  useEffect(() => {
    const startedAt = anchor.current;
    const form = startedAt?.form;
    if (!startedAt || !form) return;
    startedAt.value = String(Date.now());
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
    // Someone already in the form, or who already filled a field, before this ran: count from the
    // page's start (performance.now() is 0 there), which never makes a fill look faster than it was.
    const filledBefore = [...form.elements].some(
      (element) => typedField(element) && (element as HTMLInputElement).value !== '',
    );
    let first: number | null = form.contains(document.activeElement) || filledBefore ? 0 : null;
    let typed = 0;
    const interact = () => {
      first ??= performance.now();
    };
    const keydown = (event: KeyboardEvent) => {
      interact();
      if (typedField(event.target) && event.key.length === 1 && !event.ctrlKey && !event.metaKey) typed += 1;
    };
    // Runs before React's submit handler reads the form's data (React listens at the root).
    const submit = () => {
      const fillMs = field('fillMs');
      const typedKeys = field('typedKeys');
      if (fillMs) fillMs.value = first === null ? '' : String(Math.round(performance.now() - first));
      if (typedKeys) typedKeys.value = String(typed);
    };
    // A sent form starts over: the next message is filled from its own first interaction.
    const reset = () => {
      first = null;
      typed = 0;
    };
    form.addEventListener('focusin', interact);
    form.addEventListener('input', interact);
    form.addEventListener('keydown', keydown);
    form.addEventListener('submit', submit, { capture: true });
    form.addEventListener('reset', reset);
    return () => {
      form.removeEventListener('focusin', interact);
      form.removeEventListener('input', interact);
      form.removeEventListener('keydown', keydown);
      form.removeEventListener('submit', submit, { capture: true });
      form.removeEventListener('reset', reset);
    };
  }, []);
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          {m.honeypot_label({}, { locale })}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <input ref={anchor} type="hidden" name="startedAt" defaultValue="" />
      <input type="hidden" name="fillMs" defaultValue="" />
      <input type="hidden" name="typedKeys" defaultValue="" />
    </>
  );
}
