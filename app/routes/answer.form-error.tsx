import { buttonVariants } from '#app/components/ui/button.tsx';
import { useLocale } from '#app/lib/use-locale.ts';
import { slot, slotPlaceholder } from '#contracts/answer-slots.ts';
import { m } from '#contracts/i18n/messages.js';
import { localePath } from '#contracts/locale.ts';
import { answerActions, answerAlert, answerFields, answerHeading, answerLink } from './answer-layout.tsx';

/** A contact form posted without JavaScript was refused: why, each field's message, and the way back. */
export default function FormErrorAnswer() {
  const locale = useLocale();
  return (
    <>
      <h1 className={answerHeading} {...slot('form-error', 'heading')}>
        {slotPlaceholder}
      </h1>
      <p role="alert" className={answerAlert} {...slot('form-error', 'message')}>
        {slotPlaceholder}
      </p>
      <ul className={answerFields} {...slot('form-error', 'fields')} />
      <p className="mt-6 leading-relaxed text-gray-700">{m.form_back_hint({}, { locale })}</p>
      <div className={answerActions}>
        <a className={buttonVariants()} href="/" {...slot('form-error', 'again')}>
          {m.form_open_again({}, { locale })}
        </a>
        <a className={answerLink} href={localePath('/', locale)}>
          {m.back_to_home({}, { locale })}
        </a>
      </div>
    </>
  );
}
