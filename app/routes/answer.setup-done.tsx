import { buttonVariants } from '#app/components/ui/button.tsx';
import { slot, slotPlaceholder } from '#contracts/answer-slots.ts';
import { answerHeading } from './answer-layout.tsx';

/** Spec §2's setup answer for a browser without JavaScript: the default credentials and the warning. */
export default function SetupDoneAnswer() {
  return (
    <>
      <h1 className={answerHeading}>Admin user created</h1>
      <dl className="mt-6 grid gap-3 rounded-md bg-gray-50 p-4 ring-1 ring-gray-200">
        <div>
          <dt className="text-sm font-semibold text-gray-600">Username</dt>
          <dd className="font-mono text-lg" {...slot('setup-done', 'username')}>
            {slotPlaceholder}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-gray-600">Password</dt>
          <dd className="font-mono text-lg break-all" data-testid="setup-password" {...slot('setup-done', 'password')}>
            {slotPlaceholder}
          </dd>
        </div>
      </dl>
      <p
        role="alert"
        className="mt-6 rounded-md border border-tone-amber/40 bg-tone-amber/5 p-4 text-sm font-medium text-tone-amber"
      >
        Warning: store this password now, it is shown only once. Then delete this setup page: it has done its job and
        the server refuses to run it again. You will choose your own password and a second factor when you first sign
        in.
      </p>
      <div className="mt-10">
        <a className={buttonVariants()} href="/admin/login">
          Go to Sign In
        </a>
      </div>
    </>
  );
}
