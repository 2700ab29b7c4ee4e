import { buttonVariants } from '#app/components/ui/button.tsx';
import { slot, slotPlaceholder } from '#contracts/answer-slots.ts';
import { answerActions, answerAlert, answerFields, answerHeading, answerLink } from './answer-layout.tsx';

/** A sign-in or account form posted without JavaScript was refused: why, each field's message, and the way back. */
export default function AuthErrorAnswer() {
  return (
    <>
      <h1 className={answerHeading} {...slot('auth-error', 'heading')}>
        {slotPlaceholder}
      </h1>
      <p role="alert" className={answerAlert} {...slot('auth-error', 'message')}>
        {slotPlaceholder}
      </p>
      <ul className={answerFields} {...slot('auth-error', 'fields')} />
      <div className={answerActions}>
        <a className={buttonVariants()} href="/" {...slot('auth-error', 'back')}>
          {slotPlaceholder}
        </a>
        <a className={answerLink} href="/">
          Back to Home
        </a>
      </div>
    </>
  );
}
