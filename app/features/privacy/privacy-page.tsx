import { FileArchive, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { PrivacyEraseResponse, PrivacySearchResponse } from '#contracts/privacy.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { downloadPrivacyExport } from '#app/features/privacy/api/privacy-export.ts';
import { privacyErase } from '#app/features/privacy/api/privacy-erase.ts';
import { privacySearch } from '#app/features/privacy/api/privacy-search.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { useSignedIn } from '#app/components/admin/signed-in.tsx';
import { useFormSubmit } from '#app/components/admin/use-form-submit.ts';

function Found({
  found,
  onErased,
}: {
  found: PrivacySearchResponse;
  onErased: (result: PrivacyEraseResponse) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const erase = useFormSubmit((form) => privacyErase(found.email, String(form.get('confirm') ?? '')), {
    onDone: (result) => onErased(result),
  });
  const nothing = found.submissions.length === 0;
  return (
    <div
      className="grid gap-6 rounded-xl bg-white p-6 shadow-soft ring-1 ring-gray-200 sm:p-8"
      data-testid="privacy-result"
    >
      <h2 className="text-xl font-bold break-all text-ink-900">Held about {found.email}</h2>
      {nothing ? (
        <p className="text-gray-700">Nothing: no submission and no e-mail carries this address.</p>
      ) : (
        <>
          <div className="grid gap-3">
            <h3 className="font-semibold text-ink-900">
              {found.submissions.length} {found.submissions.length === 1 ? 'submission' : 'submissions'}
            </h3>
            <ul className="grid gap-2 text-sm text-gray-700">
              {found.submissions.map((submission) => (
                <li key={submission.id} className="rounded-md bg-gray-50 p-3 ring-1 ring-gray-200">
                  <span className="font-semibold text-ink-900">{submission.name}</span> ·{' '}
                  {submission.formType === 'job' ? 'Job application' : 'Company inquiry'}
                  {submission.status === 'spam' && ' (filed as spam)'} · {formatDate(submission.submittedAt)}
                  {submission.cv && ` · CV: ${submission.cv.filename}`}
                </li>
              ))}
            </ul>
            <h3 className="mt-2 font-semibold text-ink-900">
              {found.emails.length} {found.emails.length === 1 ? 'e-mail' : 'e-mails'} (queued or sent)
            </h3>
            <ul className="grid gap-2 text-sm text-gray-700">
              {found.emails.map((email) => (
                <li key={email.id} className="break-words">
                  {email.subject} → {email.to} · {email.sentAt ? `sent ${formatDate(email.sentAt)}` : 'not sent'}
                  {email.file && ' · .eml file'}
                </li>
              ))}
            </ul>
            {found.webhookDeliveries > 0 && (
              <p className="text-sm text-gray-700">
                {found.webhookDeliveries} webhook {found.webhookDeliveries === 1 ? 'delivery' : 'deliveries'}, whose
                copies the receiving tools keep by their own rules.
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="outline"
              disabled={exporting}
              onClick={() => {
                setExporting(true);
                downloadPrivacyExport(found.email).then(
                  () => setExporting(false),
                  (error: unknown) => {
                    setExporting(false);
                    toast({
                      title: 'Error',
                      description: serverMessage(error, 'The export failed'),
                      variant: 'destructive',
                    });
                  },
                );
              }}
            >
              <FileArchive aria-hidden="true" className="size-4" />
              {exporting ? 'Preparing...' : 'Export as ZIP'}
            </Button>
            {!confirming && (
              <Button variant="danger-outline" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Erase everything
              </Button>
            )}
          </div>
          {confirming && (
            <form
              className="grid gap-4 rounded-md border border-danger-600/30 bg-danger-600/5 p-5"
              onSubmit={erase.onSubmit}
            >
              <p className="font-semibold text-danger-600">
                This deletes every submission above, its CV, its e-mails and their files. It cannot be undone.
              </p>
              <p className="text-sm text-gray-700">{found.residue}</p>
              {erase.error && !erase.fieldErrors.confirm && <FormAlert>{erase.error}</FormAlert>}
              <FormField label="Type the address again to confirm" error={erase.fieldErrors.confirm?.[0]}>
                <TextInput name="confirm" type="email" autoComplete="off" required />
              </FormField>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" variant="danger" disabled={erase.pending}>
                  {erase.pending ? 'Erasing...' : 'Erase permanently'}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </div>
  );
}

/** /admin/privacy: a person's request to see (article 15) or erase (article 17) their data. */
export function PrivacyPage() {
  const me = useSignedIn();
  const [found, setFound] = useState<PrivacySearchResponse | null>(null);
  const [erased, setErased] = useState<PrivacyEraseResponse | null>(null);
  const search = useFormSubmit((form) => privacySearch(String(form.get('email') ?? '')), {
    onDone: (answer) => {
      setErased(null);
      setFound(answer);
    },
  });
  const user = me.data;
  return (
    <AdminShell
      heading="Privacy Requests"
      intro="Find, export or erase everything held about one e-mail address (GDPR articles 15 and 17)."
      width="wide"
      signedInAs={user}
    >
      <div className="mx-auto grid max-w-3xl gap-8">
        {/* An e-mail address is personal data: never in a URL, so method=post (its button waits for JavaScript). */}
        <form
          method="post"
          className="grid gap-4 rounded-xl bg-white p-6 shadow-soft ring-1 ring-gray-200 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end sm:p-8"
          onSubmit={search.onSubmit}
        >
          <FormField label="E-mail address" error={search.fieldErrors.email?.[0]}>
            <TextInput name="email" type="email" autoComplete="off" required />
          </FormField>
          <Button type="submit" size="lg" disabled={search.pending || !user}>
            <Search aria-hidden="true" className="size-4" />
            {search.pending ? 'Searching...' : 'Find'}
          </Button>
          {search.error && !search.fieldErrors.email && (
            <div className="sm:col-span-2">
              <FormAlert>{search.error}</FormAlert>
            </div>
          )}
        </form>
        {erased && (
          <p role="status" className="rounded-md bg-success-600/10 p-4 font-medium text-success-600">
            Erased: {erased.submissions} submission(s), {erased.emails} e-mail(s) and {erased.files} file(s). The audit
            trail names the request by a keyed hash of the address, never the address.
          </p>
        )}
        {found && !erased && (
          <Found
            key={found.email}
            found={found}
            onErased={(result) => {
              setErased(result);
              setFound(null);
            }}
          />
        )}
      </div>
    </AdminShell>
  );
}
