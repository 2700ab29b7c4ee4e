import { buttonVariants } from '#app/components/ui/button.tsx';
import { slot, slotPlaceholder } from '#contracts/answer-slots.ts';
import { answerHeading } from './answer-layout.tsx';

/** A plain confirmation (an admin created without JavaScript). */
export default function DoneAnswer() {
  return (
    <>
      <h1 className={answerHeading} {...slot('done', 'heading')}>
        {slotPlaceholder}
      </h1>
      <p role="status" className="mt-4 text-lg leading-relaxed text-gray-700" {...slot('done', 'message')}>
        {slotPlaceholder}
      </p>
      <div className="mt-10">
        <a className={buttonVariants()} href="/" {...slot('done', 'next')}>
          {slotPlaceholder}
        </a>
      </div>
    </>
  );
}
