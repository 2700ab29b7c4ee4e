import type { JourneyStep } from '#contracts/content/implementation.ts';
import { cn } from '#app/lib/cn.ts';
import { icons } from '#app/components/ui/icon.tsx';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

type JourneyProps = { steps: JourneyStep[]; outcomeLabel: string };

/**
 * The four-step implementation journey: a horizontal timeline with numbered nodes from
 * 1280 px up (four columns need the width), a vertical stepper below. Both are in the
 * HTML; CSS shows one.
 */
export function Journey({ steps, outcomeLabel }: JourneyProps) {
  return (
    <>
      <ol data-testid="journey-desktop" className="hidden grid-cols-4 gap-8 xl:grid">
        {steps.map((step, index) => {
          const Icon = icons[step.icon];
          return (
            <li key={step.title} className="relative flex flex-col">
              {index < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-7 left-1/2 h-0.5 w-[calc(100%+2rem)] bg-linear-to-r from-brand-600 to-brand-300"
                />
              )}
              <StepNumber index={index} className="mx-auto" />
              <div className="mt-8 flex flex-1 flex-col rounded-lg border border-gray-200 bg-white p-6 shadow-soft">
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
                <h3 className="mt-4 text-lg leading-snug font-bold text-ink-900">{step.title}</h3>
                <StepBody step={step} outcomeLabel={outcomeLabel} />
              </div>
            </li>
          );
        })}
      </ol>

      <ol data-testid="journey-mobile" className="mx-auto max-w-2xl xl:hidden">
        {steps.map((step, index) => (
          <li key={step.title} className="relative flex gap-5 pb-10 last:pb-0">
            {index < steps.length - 1 && (
              <span aria-hidden="true" className="absolute top-14 bottom-0 left-7 -ml-px w-0.5 bg-brand-200" />
            )}
            <StepNumber index={index} className="shrink-0" />
            <div className="min-w-0 pt-3">
              <h3 className="text-lg leading-snug font-bold text-ink-900">{step.title}</h3>
              <StepBody step={step} outcomeLabel={outcomeLabel} />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

function StepNumber({ index, className }: { index: number; className?: string }) {
  const locale = useLocale();
  return (
    <span
      className={cn(
        'relative grid size-14 place-items-center rounded-full bg-brand-700 text-lg font-extrabold text-white shadow-raised ring-8 ring-gray-50',
        className,
      )}
    >
      <span className="sr-only">{m.step({}, { locale })}</span>
      {index + 1}
    </span>
  );
}

function StepBody({ step, outcomeLabel }: { step: JourneyStep; outcomeLabel: string }) {
  return (
    <>
      {/* The spec's wording is lower-case; the first letter is capitalised for display only. */}
      <p className="mt-2 font-semibold text-brand-700 first-letter:uppercase">{step.description}</p>
      <p className="mt-3 flex-1 leading-relaxed text-gray-700">{step.detail}</p>
      <p className="mt-5 rounded-md bg-brand-50 px-4 py-3 text-sm leading-relaxed text-gray-800">
        <span className="font-semibold text-brand-800">{outcomeLabel}: </span>
        {step.outcome}
      </p>
    </>
  );
}
