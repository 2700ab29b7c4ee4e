import type { ContactFormType } from '#contracts/contact-fields.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useLocale } from '#app/lib/use-locale.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { SpamFields } from './spam-fields.tsx';
import { SuccessView } from './success-view.tsx';
import type { useContactForm } from './use-contact-form.ts';

type ShellCopy = { id: string; heading: string; lead: string; submit: string; submitting: string };

type ContactFormShellProps = {
  formType: ContactFormType;
  copy: ShellCopy;
  controller: ReturnType<typeof useContactForm>;
  /** multipart for a form that may carry a file. */
  encType?: 'multipart/form-data';
  /** The fields between the lead and the alert. */
  children: React.ReactNode;
};

/**
 * What both contact forms share: the heading, the success view in place of the form,
 * the form element that also posts without JavaScript (native validation until
 * hydration, then the shared schema's over the fields' values), the spam fields, the alert
 * and the submit button.
 */
export function ContactFormShell({ formType, copy, controller, encType, children }: ContactFormShellProps) {
  const mounted = useHydrated();
  const locale = useLocale();
  const { busy, onSubmit, onInput, formRef, success, failure, headingRef, successRef, sendAnother } = controller;
  return (
    <>
      <h2 ref={headingRef} id={copy.id} tabIndex={-1} className="text-2xl font-extrabold text-ink-900 outline-none">
        {copy.heading}
      </h2>
      {success ? (
        <SuccessView ref={successRef} texts={success} onAgain={sendAnother} />
      ) : (
        <form
          method="post"
          action="/api/contact"
          encType={encType}
          noValidate={mounted}
          ref={formRef}
          onSubmit={(event) => void onSubmit(event)}
          onInput={onInput}
          aria-labelledby={copy.id}
          className="relative mt-2 grid gap-6"
        >
          <p className="leading-relaxed text-gray-700">{copy.lead}</p>
          <input type="hidden" name="formType" value={formType} />
          <input type="hidden" name="locale" value={locale} />
          <SpamFields />
          {children}
          {failure && <FormAlert>{failure}</FormAlert>}
          <div>
            <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
              {busy && <Spinner className="size-4 border-white/40 border-t-white" />}
              {busy ? copy.submitting : copy.submit}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
