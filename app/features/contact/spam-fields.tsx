import type { UseFormRegister } from 'react-hook-form';
import type { ContactFormValues } from './send-contact.ts';

/**
 * The honeypot (a field people never see or reach, so only bots fill it) and the time
 * the form was shown. The server files submissions that trip either as spam.
 */
export function SpamFields({ register }: { register: UseFormRegister<ContactFormValues> }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <input type="hidden" {...register('startedAt')} />
    </>
  );
}
