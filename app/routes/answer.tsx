// Every answer page in one module (decision 0068): a module per page would regroup the chunks every public page loads.
import { useLocation } from 'react-router';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { localePath } from '#contracts/locale.ts';
import { m } from '#contracts/i18n/messages.js';
import { type AnswerName, slot, type SlotName, slotPlaceholder } from '#contracts/answer-slots.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { SiteSearch } from '#app/components/sections/site-search.tsx';
import { answerActions, answerAlert, answerFields, answerHeading, answerLink } from './answer-layout.tsx';

/** The button to the slot's link, and a plain link home beside it. */
function AnswerActions({ button, home }: { button: React.ReactNode; home: { href: string; label: string } }) {
  return (
    <div className={answerActions}>
      {button}
      <a className={answerLink} href={home.href}>
        {home.label}
      </a>
    </div>
  );
}

/** After a contact form was sent without JavaScript: what happens next, and the way to another message. */
function ThankYouAnswer() {
  const locale = useLocale();
  return (
    <>
      <h1 className={answerHeading} {...slot('thank-you', 'heading')}>
        {slotPlaceholder}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-gray-700" {...slot('thank-you', 'text')}>
        {slotPlaceholder}
      </p>
      <AnswerActions
        button={
          <a className={buttonVariants()} href="/" {...slot('thank-you', 'again')}>
            {slotPlaceholder}
          </a>
        }
        home={{ href: localePath('/', locale), label: m.back_to_home({}, { locale }) }}
      />
    </>
  );
}

type RefusedPage = 'form-error' | 'auth-error';

/** A form posted without JavaScript was refused: why, each field's message, and the way back. */
function RefusedAnswer<Name extends RefusedPage>(props: {
  page: Name;
  back: SlotName<Name>;
  backText: string;
  hint?: string;
  home: { href: string; label: string };
}) {
  return (
    <>
      <h1 className={answerHeading} {...slot<RefusedPage>(props.page, 'heading')}>
        {slotPlaceholder}
      </h1>
      <p role="alert" className={answerAlert} {...slot<RefusedPage>(props.page, 'message')}>
        {slotPlaceholder}
      </p>
      <ul className={answerFields} {...slot<RefusedPage>(props.page, 'fields')} />
      {props.hint && <p className="mt-6 leading-relaxed text-gray-700">{props.hint}</p>}
      <AnswerActions
        button={
          <a className={buttonVariants()} href="/" {...slot(props.page, props.back)}>
            {props.backText}
          </a>
        }
        home={props.home}
      />
    </>
  );
}

function FormErrorAnswer() {
  const locale = useLocale();
  return (
    <RefusedAnswer
      page="form-error"
      back="again"
      backText={m.form_open_again({}, { locale })}
      hint={m.form_back_hint({}, { locale })}
      home={{ href: localePath('/', locale), label: m.back_to_home({}, { locale }) }}
    />
  );
}

function AuthErrorAnswer() {
  return (
    <RefusedAnswer
      page="auth-error"
      back="back"
      backText={slotPlaceholder}
      home={{ href: '/', label: 'Back to Home' }}
    />
  );
}

/** Spec §2's setup answer for a browser without JavaScript: the default credentials and the warning. */
function SetupDoneAnswer() {
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

/** The ten recovery codes, shown once, after a second factor was set up without JavaScript. */
function RecoveryCodesAnswer() {
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

/** A plain confirmation (an admin created without JavaScript). */
function DoneAnswer() {
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

/** Site search answered by the server (decision 0081): the box with the query, and the results under it. */
function SearchAnswer() {
  const locale = useLocale();
  return (
    <>
      <h1 className={answerHeading}>{m.search_title({}, { locale })}</h1>
      <div className="mt-6">
        <SiteSearch locale={locale} tone="light" answer />
      </div>
    </>
  );
}

const answers: Record<AnswerName, () => React.JSX.Element> = {
  'thank-you': ThankYouAnswer,
  'form-error': FormErrorAnswer,
  'auth-error': AuthErrorAnswer,
  'setup-done': SetupDoneAnswer,
  'recovery-codes': RecoveryCodesAnswer,
  done: DoneAnswer,
  search: SearchAnswer,
};

/** The answer page named by the path's last segment (/_answer/<name>, /nl/_answer/<name>). */
export default function Answer() {
  const name = useLocation().pathname.split('/').filter(Boolean).at(-1) as AnswerName;
  const Page = answers[name];
  return <Page />;
}
