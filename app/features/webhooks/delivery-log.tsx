// An endpoint's delivery log: each submission sent, its attempts and a way to send it again.
import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { type WebhookDelivery, type WebhookEndpoint } from '#contracts/webhooks.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { deliveriesQuery } from '#app/features/webhooks/api/deliveries.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { useResendDelivery } from '#app/features/webhooks/api/resend-delivery.ts';
import { formatDate } from '#app/lib/admin/format.ts';

// Solid pills: the text keeps its contrast in every row.
const stateLabels: Record<WebhookDelivery['state'] | 'retrying', { text: string; className: string }> = {
  pending: { text: 'Waiting', className: 'bg-gray-600 text-white' },
  retrying: { text: 'Retrying', className: 'bg-tone-amber text-white' },
  sent: { text: 'Delivered', className: 'bg-success-600 text-white' },
  failed: { text: 'Failed', className: 'bg-danger-600 text-white' },
};

const stateOf = (delivery: WebhookDelivery) =>
  delivery.state === 'pending' && delivery.attempts.length > 0 ? 'retrying' : delivery.state;

/** 'HTTP 200 in 35 ms', or why no answer came. */
const attemptText = ({ status, latencyMs, error }: WebhookDelivery['attempts'][number]) =>
  status === null ? `${error ?? 'No answer'} (${latencyMs} ms)` : `HTTP ${status} in ${latencyMs} ms`;

const columns = ['Submission', 'Queued', 'Status', 'Attempts', 'Last answer', ''] as const;
const cell =
  'px-4 py-3 align-top max-md:flex max-md:gap-3 max-md:py-1 max-md:before:w-28 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-gray-600 max-md:before:uppercase max-md:before:content-[attr(data-label)]';

export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const log = useQuery({
    ...deliveriesQuery(endpoint.id),
    // Closely while a delivery waits for its first attempt, else now and then for new ones.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((each) => each.state === 'pending' && each.attempts.length === 0)
        ? 2000
        : 15_000,
  });
  const again = useResendDelivery(endpoint.id, {
    onSuccess: () =>
      toast({ title: 'Sending again', description: 'The delivery is on its way with a fresh set of attempts.' }),
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error, 'Could not send it again'), variant: 'destructive' }),
  });
  const deliveries = log.data?.deliveries;
  const titleId = `log-${endpoint.id}`;
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h3 id={titleId} className="text-base font-bold text-ink-900">
        Delivery log
      </h3>
      {!deliveries && !log.isError && <p className="text-sm text-gray-600">Loading the log...</p>}
      {log.isError && <FormAlert>{serverMessage(log.error, 'The log could not be loaded')}</FormAlert>}
      {deliveries?.length === 0 && (
        <p className="text-sm text-gray-600">Nothing sent yet: the next submission goes here as it comes in.</p>
      )}
      {deliveries && deliveries.length > 0 && (
        <div className="overflow-x-auto rounded-md ring-1 ring-gray-200">
          <table className="w-full text-left text-sm" aria-label={`Deliveries to ${endpoint.url}`}>
            <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase max-md:sr-only">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3">
                    {column || <span className="sr-only">Actions</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {deliveries.map((delivery) => {
                const state = stateLabels[stateOf(delivery)];
                const last = delivery.attempts.at(-1);
                return (
                  <tr key={delivery.id} className="max-md:grid max-md:py-2">
                    <td className={cell} data-label={columns[0]}>
                      <span className="font-semibold text-ink-900">#{delivery.submissionId}</span>
                    </td>
                    <td className={cell} data-label={columns[1]}>
                      {formatDate(delivery.createdAt)}
                    </td>
                    <td className={cell} data-label={columns[2]}>
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state.className}`}>
                        {state.text}
                      </span>
                    </td>
                    <td className={cell} data-label={columns[3]}>
                      {delivery.attempts.length === 0 ? (
                        '0'
                      ) : (
                        <details>
                          <summary className="cursor-pointer text-brand-700 underline underline-offset-2">
                            {delivery.attempts.length}
                          </summary>
                          <ol className="mt-2 grid gap-1 text-xs text-gray-700">
                            {delivery.attempts.map((attempt, index) => (
                              <li key={attempt.at + index}>
                                {formatDate(attempt.at)}: {attemptText(attempt)}
                              </li>
                            ))}
                          </ol>
                        </details>
                      )}
                    </td>
                    <td className={`${cell} break-words`} data-label={columns[4]}>
                      {last ? attemptText(last) : '–'}
                      {delivery.nextAttemptAt && last && (
                        <span className="block text-xs text-gray-600">
                          Next try {formatDate(delivery.nextAttemptAt)}
                        </span>
                      )}
                    </td>
                    <td className={cell} data-label="Actions">
                      {(delivery.state !== 'pending' || delivery.attempts.length > 0) && (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={again.isPending}
                          onClick={() => again.mutate(delivery.id)}
                          aria-label={`Send again: submission ${delivery.submissionId}`}
                        >
                          <RotateCcw aria-hidden="true" className="size-4" />
                          Send again
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
