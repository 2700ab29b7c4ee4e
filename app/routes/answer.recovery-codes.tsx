import { buttonVariants } from '#app/components/ui/button.tsx';
import { slot } from '#contracts/answer-slots.ts';
import { answerHeading } from './answer-layout.tsx';

/** The ten recovery codes, shown once, after a second factor was set up without JavaScript. */
export default function RecoveryCodesAnswer() {
  return (
    <>
      <h1 className={answerHeading}>Your recovery codes</h1>
      <p className="mt-4 leading-relaxed text-gray-700">
        Each code signs you in once if you lose your passkey or authenticator app. Store them somewhere safe now: they
        are shown only this once.
      </p>
      <ol
        className="mt-6 grid grid-cols-1 gap-2 rounded-md bg-gray-50 p-4 font-mono text-lg ring-1 ring-gray-200 sm:grid-cols-2"
        data-testid="recovery-codes"
        {...slot('recovery-codes', 'codes')}
      />
      <div className="mt-10">
        <a className={buttonVariants()} href="/admin/account" {...slot('recovery-codes', 'next')}>
          I have stored them, continue
        </a>
      </div>
    </>
  );
}
