import { buttonVariants } from '#app/components/ui/button.tsx';
import { useLocale } from '#app/lib/use-locale.ts';
import { slot, slotPlaceholder } from '#contracts/answer-slots.ts';
import { m } from '#contracts/i18n/messages.js';
import { localePath } from '#contracts/locale.ts';
import { answerActions, answerHeading, answerLink } from './answer-layout.tsx';

/** After a contact form was sent without JavaScript: what happens next, and the way to another message. */
export default function ThankYouAnswer() {
  const locale = useLocale();
  return (
    <>
      <h1 className={answerHeading} {...slot('thank-you', 'heading')}>
        {slotPlaceholder}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-gray-700" {...slot('thank-you', 'text')}>
        {slotPlaceholder}
      </p>
      <div className={answerActions}>
        <a className={buttonVariants()} href="/" {...slot('thank-you', 'again')}>
          {slotPlaceholder}
        </a>
        <a className={answerLink} href={localePath('/', locale)}>
          {m.back_to_home({}, { locale })}
        </a>
      </div>
    </>
  );
}
