import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '#app/lib/cn.ts';
import {
  dismissToast,
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD,
  useToasts,
  type ToastItem,
} from '#app/lib/toast-store.ts';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

/** The notifications region: F8 moves focus into it, as in Radix's toast viewport. */
export function Toaster() {
  const locale = useLocale();
  const toasts = useToasts();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        region.current?.focus();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={region}
      aria-label={m.toast_region({ hotkey: TOAST_HOTKEY }, { locale })}
      tabIndex={-1}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex flex-col items-center gap-2 p-4 outline-none sm:right-0 sm:left-auto sm:w-[26rem] sm:items-end"
    >
      {/* Not a list: each toast is a live region (status or alert) of its own, which a list item may not be. */}
      <div className="flex w-full flex-col gap-2">
        {toasts
          .filter((item) => item.open)
          .map((item) => (
            <Toast key={item.id} item={item} />
          ))}
      </div>
    </section>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const locale = useLocale();
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION);
    return () => clearTimeout(timer);
  }, [item.id, paused]);

  return (
    // Pointer handlers implement swipe-to-dismiss; the close button is the keyboard path.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      data-testid="toast"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        start.current = event.clientX;
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
      }}
      onPointerUp={() => {
        if (offset > TOAST_SWIPE_THRESHOLD) dismissToast(item.id);
        start.current = null;
        setOffset(0);
      }}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      className={cn(
        'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-md border p-4 pr-10 shadow-floating',
        item.variant === 'destructive'
          ? 'border-danger-600 bg-danger-600 text-white'
          : 'border-gray-200 bg-white text-gray-900',
      )}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className="text-sm opacity-90">{item.description}</p>}
      </div>
      <button
        type="button"
        aria-label={m.toast_close({}, { locale })}
        onClick={() => dismissToast(item.id)}
        className="absolute top-2 right-2 grid size-8 place-items-center rounded-sm opacity-80 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
