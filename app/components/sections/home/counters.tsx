import type { HomeContent } from '#contracts/content/home.ts';
import { formatCounter, useCountUp } from '#app/lib/use-count-up.ts';

type Counter = HomeContent['whyChoose']['counters'][number];

function CountUp({ counter }: { counter: Counter }) {
  const { ref, value } = useCountUp<HTMLParagraphElement>(counter.end, counter.duration);
  return (
    <div className="text-center">
      <p ref={ref} className="text-5xl font-extrabold text-white tabular-nums sm:text-6xl">
        <span aria-hidden="true">{formatCounter(value)}</span>
        <span className="sr-only">{formatCounter(counter.end)}</span>
      </p>
      <p className="mt-2 text-sm font-semibold tracking-widest text-brand-200">{counter.label}</p>
    </div>
  );
}

/** The counters, an island (decision 0070): they count up once in view. */
export function Counters({ counters }: { counters: Counter[] }) {
  return (
    <div data-testid="counters" className="mt-16 grid gap-10 sm:grid-cols-3">
      {counters.map((counter) => (
        <CountUp key={counter.label} counter={counter} />
      ))}
    </div>
  );
}
