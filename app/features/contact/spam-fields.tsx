import { useEffect, useRef } from 'react';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

/**
 * The honeypot (a field people never see or reach, so only bots fill it) and the time
 * the form was shown. The server files submissions that trip either as spam.
 */
export function SpamFields() {
  const startedAt = useRef<HTMLInputElement>(null);
  const locale = useLocale();
  // Stamped once mounted: prerendered HTML cannot know when it was opened (a post without
  // JavaScript sends it empty, and the server does not judge the fill time then).
  useEffect(() => {
    if (startedAt.current) startedAt.current.value = String(Date.now());
  }, []);
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          {m.honeypot_label({}, { locale })}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <input ref={startedAt} type="hidden" name="startedAt" defaultValue="" />
    </>
  );
}
