import { Copy } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/lib/toast-store.ts';

/**
 * What the server hands out this once and keeps only a hash of (a webhook's signing secret, an invitation's link):
 * the value to copy, what to do with it, and a button that puts it away.
 */
export function ShownOnce({
  id,
  testId,
  title,
  value,
  what,
  copyLabel,
  doneLabel,
  onDone,
  children,
}: {
  id: string;
  testId: string;
  title: React.ReactNode;
  value: string;
  /** What is copied, as the toast names it: 'secret', 'link'. */
  what: string;
  copyLabel: string;
  doneLabel: string;
  onDone: () => void;
  /** What to do with it. */
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-xl bg-brand-50 p-6 ring-1 ring-brand-200 sm:p-8"
      data-testid={testId}
    >
      <h2 id={id} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      <p className="text-gray-700">{children}</p>
      <code className="block rounded-md bg-white p-3 font-mono text-sm break-all text-ink-900 ring-1 ring-gray-200">
        {value}
      </code>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() => {
            navigator.clipboard.writeText(value).then(
              () => toast({ title: 'Copied', description: `The ${what} is on your clipboard.` }),
              () => toast({ title: 'Error', description: 'Copy it by hand, please.', variant: 'destructive' }),
            );
          }}
        >
          <Copy aria-hidden="true" className="size-4" />
          {copyLabel}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
