import type { Metric } from '#contracts/content/story.ts';
import { useCountUp } from '#app/lib/use-count-up.ts';

/** Spec §4 and §9: 60 steps over 1.5 s, after 0.2 s; each further card starts 0.1 s later. */
export const STORY_COUNTER = { steps: 60, duration: 1500, delay: 200, stagger: 100 } as const;

function MetricCard({ metric, index }: { metric: Metric; index: number }) {
  const { ref, value } = useCountUp<HTMLParagraphElement>(metric.value, STORY_COUNTER.duration, {
    steps: STORY_COUNTER.steps,
    delay: STORY_COUNTER.delay + index * STORY_COUNTER.stagger,
  });
  return (
    <li data-testid="metric" className="rounded-lg border border-white/10 bg-white/5 p-6 text-center">
      {/* The final figure for assistive technology; the counting one is decoration. */}
      <p
        ref={ref}
        aria-hidden="true"
        data-target={metric.value}
        className="text-4xl font-extrabold text-white tabular-nums"
      >
        <span data-testid="metric-value">{value}</span>
        {metric.suffix}
      </p>
      <p className="sr-only">
        {metric.value}
        {metric.suffix}
      </p>
      <p className="mt-2 text-sm leading-snug text-gray-200">{metric.description}</p>
    </li>
  );
}

/** 'Key Metrics': four counters that count up once when they come into view. */
export function KeyMetrics({ title, metrics }: { title: string; metrics: Metric[] }) {
  return (
    <section
      aria-labelledby="key-metrics-title"
      data-testid="key-metrics"
      className="mt-12 rounded-lg bg-ink-900 p-6 sm:p-10"
    >
      <h3 id="key-metrics-title" className="text-xl font-bold text-white">
        {title}
      </h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {metrics.map((metric, index) => (
          <MetricCard key={metric.description} metric={metric} index={index} />
        ))}
      </ul>
    </section>
  );
}
