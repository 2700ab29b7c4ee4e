import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { cvLinkHours, webhookRules, type WebhookCreatedResponse, type WebhookEndpoint } from '#contracts/webhooks.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useAddWebhook } from '#app/features/webhooks/api/add-webhook.ts';
import { webhooksQuery } from '#app/features/webhooks/api/webhooks.ts';
import { formFields, serverMessage } from '#app/lib/admin/request.ts';
import { useRemoveWebhook } from '#app/features/webhooks/api/remove-webhook.ts';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { ShownOnce } from '#app/components/admin/shown-once.tsx';
import { formatDate } from '#app/lib/admin/format.ts';
import { useSignedIn } from '#app/components/admin/signed-in.tsx';
import { useFormSubmit } from '#app/components/admin/use-form-submit.ts';
import { DeliveryLog } from './delivery-log.tsx';

const card = 'rounded-xl bg-white p-6 shadow-soft ring-1 ring-gray-200 sm:p-8';

function Endpoint({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveWebhook(endpoint.id, {
    onSuccess: () =>
      toast({ title: 'Endpoint removed', description: `Nothing more goes to ${new URL(endpoint.url).host}.` }),
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error, 'Could not remove it'), variant: 'destructive' }),
  });
  const { sent, pending, failed } = endpoint.deliveries;
  return (
    <li className={`${card} grid gap-5`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <p className="font-mono text-sm font-semibold break-all text-ink-900">{endpoint.url}</p>
          {endpoint.description && <p className="text-gray-700">{endpoint.description}</p>}
          <p className="text-sm text-gray-600">
            Added by {endpoint.createdBy} on {formatDate(endpoint.createdAt)} · {sent} delivered · {pending} waiting ·{' '}
            {failed} failed
          </p>
        </div>
        {confirming ? (
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Confirm the removal">
            <span className="text-sm font-semibold text-danger-600">Remove it and its log?</span>
            <Button variant="danger" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Remove
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        ) : (
          <Button variant="danger-outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        )}
      </div>
      <DeliveryLog endpoint={endpoint} />
    </li>
  );
}

/** The secret of an endpoint just added: shown here once, never sent by the server again. */
function NewSecret({ created, onDone }: { created: WebhookCreatedResponse; onDone: () => void }) {
  return (
    <ShownOnce
      id="secret-title"
      testId="webhook-secret"
      title={`Signing secret for ${new URL(created.endpoint.url).host}`}
      value={created.secret}
      what="secret"
      copyLabel="Copy"
      doneLabel="I have copied it"
      onDone={onDone}
    >
      Copy it now into your receiver: it is shown this once. The receiver checks each request’s{' '}
      <code className="font-mono text-sm">webhook-signature</code> header with it.
    </ShownOnce>
  );
}

/** /admin/webhooks: endpoints that get each new submission, with their delivery logs. */
export function WebhooksPage() {
  const me = useSignedIn();
  const user = me.data;
  const [created, setCreated] = useState<WebhookCreatedResponse | null>(null);
  const endpoints = useQuery({ ...webhooksQuery, enabled: Boolean(user) });
  const addWebhook = useAddWebhook();
  const add = useFormSubmit(
    (form) => addWebhook.mutateAsync(formFields(form, ['url', 'description']) as { url: string; description: string }),
    {
      onDone: (answer, form) => {
        form.reset();
        setCreated(answer);
      },
    },
  );
  const list = endpoints.data?.endpoints;
  return (
    <AdminShell
      heading="Webhooks"
      intro="Each new submission, sent as signed JSON to the tools you already use."
      width="wide"
      signedInAs={user}
    >
      <div className="mx-auto grid max-w-5xl gap-8">
        <section aria-labelledby="add-title" className={card}>
          <h2 id="add-title" className="text-lg font-bold text-ink-900">
            Add an endpoint
          </h2>
          <p className="mt-1 text-gray-700">
            Every submission that is not spam is posted to it as it comes in, and again after a failure, for up to half
            a day. CVs go as a link that works for {cvLinkHours} hours.
          </p>
          {/* The address may carry a receiver's token: method=post, never a URL (its button waits for the session). */}
          <form
            method="post"
            className="mt-5 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-start"
            onSubmit={add.onSubmit}
            noValidate
          >
            <FormField label="Endpoint address" error={add.fieldErrors.url?.[0]} hint="An https:// address">
              <TextInput name="url" type="url" inputMode="url" autoComplete="off" placeholder="https://" required />
            </FormField>
            <FormField label="Description" error={add.fieldErrors.description?.[0]} hint="Optional, such as CRM">
              <TextInput name="description" autoComplete="off" maxLength={200} />
            </FormField>
            <Button type="submit" size="lg" className="md:mt-7" disabled={add.pending || !user}>
              <Plus aria-hidden="true" className="size-4" />
              {add.pending ? 'Adding...' : 'Add Endpoint'}
            </Button>
            {add.error && !add.fieldErrors.url && !add.fieldErrors.description && (
              <div className="md:col-span-3">
                <FormAlert>{add.error}</FormAlert>
              </div>
            )}
          </form>
        </section>

        {created && <NewSecret created={created} onDone={() => setCreated(null)} />}

        <section aria-labelledby="endpoints-title" className="grid gap-4">
          <h2 id="endpoints-title" className="text-xl font-bold text-ink-900">
            {list ? `${list.length} ${list.length === 1 ? 'Endpoint' : 'Endpoints'}` : 'Endpoints'}
          </h2>
          {!list && !endpoints.isError && <p className="text-gray-600">Loading the endpoints...</p>}
          {endpoints.isError && (
            <FormAlert>{serverMessage(endpoints.error, 'The endpoints could not be loaded')}</FormAlert>
          )}
          {list?.length === 0 && (
            <p className="rounded-xl bg-white p-6 text-gray-700 ring-1 ring-gray-200">
              None yet. Add one above, and the next submission goes to it.
            </p>
          )}
          {list && list.length > 0 && (
            <ul className="grid gap-6">
              {list.map((endpoint) => (
                <Endpoint key={endpoint.id} endpoint={endpoint} />
              ))}
            </ul>
          )}
        </section>

        <details className={`${card} text-gray-700`}>
          <summary className="cursor-pointer font-semibold text-ink-900">
            What a receiver gets, and how it checks it
          </summary>
          <div className="mt-4 grid gap-3 text-sm">
            <p>
              A <code className="font-mono">POST</code> with a JSON body:{' '}
              <code className="font-mono">{'{ "type": "submission.created", "timestamp", "data": { … } }'}</code>, where
              data holds the submission’s fields and, for an application with a CV, a link to it and when the link
              expires.
            </p>
            <p>
              Three headers, as{' '}
              <a className="text-brand-700 underline underline-offset-2" href="https://www.standardwebhooks.com/">
                Standard Webhooks
              </a>{' '}
              describes them: <code className="font-mono">webhook-id</code> (the same on every attempt, so repeats can
              be dropped), <code className="font-mono">webhook-timestamp</code> and{' '}
              <code className="font-mono">webhook-signature</code>: <code className="font-mono">v1,</code> then the
              base64 HMAC-SHA256 of <code className="font-mono">id.timestamp.body</code>, keyed with the secret’s bytes
              after <code className="font-mono">whsec_</code>. The Standard Webhooks libraries check it in one call.
            </p>
            <p>
              Answer with any 2xx status within {webhookRules.timeoutSeconds} seconds. Anything else is tried again,
              waiting longer each time, for about half a day; redirects are not followed.
            </p>
          </div>
        </details>
      </div>
    </AdminShell>
  );
}
