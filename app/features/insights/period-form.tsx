import { Button } from '#app/components/ui/button.tsx';
import { FormField, TextInput } from '#app/components/ui/form-field.tsx';
import { cn } from '#app/lib/cn.ts';
import { addDays, today } from './figures.ts';

/** The quick choices: the last n days, today included. */
const quickChoices = [7, 30, 90] as const;

export type Period = { from?: string; to?: string };

type PeriodFormProps = {
  /** The period the page's address asks for (empty: the server's default). */
  asked: Period;
  /** The period the figures shown are for, once known: the fields show it when the address names none. */
  shown: { from: string; to: string } | undefined;
  fieldErrors: Partial<Record<'from' | 'to', string>>;
  /** The quick choices need the day in the browser: they wait for the session, as the page's other buttons do. */
  ready: boolean;
  onPeriod: (period: Period) => void;
};

/**
 * The period, kept in the page's address (`?from=…&to=…`), so a view can be shared or bookmarked and the browser's
 * back and forward move between periods. Before hydration the form is an ordinary GET of the same page.
 */
export function PeriodForm({ asked, shown, fieldErrors, ready, onPeriod }: PeriodFormProps) {
  const from = asked.from ?? shown?.from ?? '';
  const to = asked.to ?? shown?.to ?? '';
  const end = today();
  const lengthOf = (days: number) => ({ from: addDays(end, -(days - 1)), to: end });
  return (
    <form
      method="get"
      aria-labelledby="period-title"
      className="grid gap-5 rounded-xl bg-white p-5 shadow-soft ring-1 ring-gray-200 sm:p-6"
      // Fields show the period asked (the address, or the figures' own): a new one remounts them.
      key={`${from}|${to}`}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const value = (name: string) => String(form.get(name) ?? '') || undefined;
        onPeriod({ from: value('from'), to: value('to') });
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="period-title" className="text-lg font-bold text-ink-900">
          Period
        </h2>
        <div role="group" aria-label="Quick choices" className="grid grid-cols-3 gap-2 max-sm:w-full sm:flex">
          {quickChoices.map((days) => {
            const period = lengthOf(days);
            const current = ready && from === period.from && to === period.to;
            return (
              <Button
                key={days}
                size="sm"
                variant={current ? 'primary' : 'outline'}
                aria-pressed={current}
                disabled={!ready}
                // The outline's border, so choosing one moves nothing.
                className={cn(current && 'border border-brand-700')}
                onClick={() => onPeriod(period)}
              >
                {/* Three abreast on a phone, where "Last" is heard but not shown. */}
                <span>
                  <span className="max-sm:sr-only">Last </span>
                  {days} days
                </span>
              </Button>
            );
          })}
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-x-3 gap-y-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start sm:gap-x-4">
        <FormField label="From" error={fieldErrors.from}>
          <TextInput type="date" name="from" defaultValue={from} className="min-w-0 max-sm:px-2.5" />
        </FormField>
        <FormField label="To" error={fieldErrors.to}>
          <TextInput type="date" name="to" defaultValue={to} className="min-w-0 max-sm:px-2.5" />
        </FormField>
        <Button type="submit" size="lg" className="max-sm:col-span-2 sm:mt-7">
          Show period
        </Button>
      </div>
    </form>
  );
}
