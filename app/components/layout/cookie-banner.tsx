import { Cookie, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BANNER_DELAY_MS, BANNER_HIDE_MS, hasConsent, storeConsent } from '#app/lib/cookie-consent.ts';
import { localePath } from '#contracts/locale.ts';
import { cn } from '#app/lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

type Phase = 'hidden' | 'shown' | 'leaving';

export function CookieBanner() {
  const [phase, setPhase] = useState<Phase>('hidden');
  const locale = useLocale();

  useEffect(() => {
    // Storage is read when the banner is due, not while the page hydrates: a page's first
    // localStorage read loads the origin's storage synchronously, a long task on a slow phone.
    // Due 1 s after the page started loading (spec §4), however long hydration took.
    const timer = setTimeout(
      () => {
        if (!hasConsent()) setPhase('shown');
      },
      Math.max(0, BANNER_DELAY_MS - performance.now()),
    );
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => setPhase('hidden'), BANNER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'hidden') return null;

  return (
    <section
      aria-label={m.cookie_consent({}, { locale })}
      data-phase={phase}
      data-cookie-banner=""
      // It slides in at full opacity: faded, its text would fail contrast for a moment, and a
      // checker that looks then (pa11y at load) would be right to say so.
      className={cn(
        'fixed inset-x-3 bottom-3 z-[60] mx-auto max-w-3xl rounded-lg border border-gray-200 bg-white p-5 shadow-floating transition-[opacity,transform] duration-300 ease-out sm:inset-x-6 sm:bottom-6 motion-safe:starting:translate-y-4',
        phase === 'leaving' && 'translate-y-4 opacity-0',
      )}
    >
      <div className="flex items-start gap-4 pr-8">
        <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-brand-700 sm:block" />
        <div className="grid gap-4">
          <p className="text-sm leading-relaxed text-gray-700">
            {m.cookie_text({}, { locale })}{' '}
            <a
              href={localePath('/cookie-policy', locale)}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {m.cookie_learn_more({}, { locale })}
              <span className="sr-only">{m.cookie_learn_more_about({}, { locale })}</span>
            </a>
          </p>
          <div>
            <Button
              size="sm"
              onClick={() => {
                storeConsent();
                setPhase('leaving');
              }}
            >
              {m.cookie_accept_all({}, { locale })}
            </Button>
          </div>
        </div>
      </div>
      <button
        type="button"
        aria-label={m.cookie_dismiss({}, { locale })}
        onClick={() => setPhase('leaving')}
        className="absolute top-3 right-3 grid size-9 place-items-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
