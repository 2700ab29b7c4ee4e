import { Clock } from 'lucide-react';
import { Icon } from '#app/components/ui/icon.tsx';
import { toneBackground, toneMarker } from '#app/components/ui/tone.ts';
import type { Tone } from '#contracts/content/fields.ts';
import { cn } from '#app/lib/cn.ts';
import type { SolutionView } from '#app/.server/story-views.ts';

// Literal class names, so Tailwind sees them.
const cardColumns: Record<number, string> = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

/** 'Coming Soon' in place of a tab's content that is not written yet. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <div
      data-testid="coming-soon"
      className="flex flex-col items-center rounded-lg border border-dashed border-gray-300 bg-gray-50 px-6 py-14 text-center"
    >
      <Clock aria-hidden="true" className="size-8 text-brand-600" />
      <p className="mt-4 text-xl font-bold text-ink-900">{title}</p>
      <p className="mt-2 text-gray-600">{text}</p>
    </div>
  );
}

type SolutionPanelProps = {
  solution: SolutionView;
  tone: Tone;
  comingSoon: { title: string; text: string };
};

/** The Solution tab: the story's own parts as cards or numbered steps, or its solution text. */
export function SolutionPanel({ solution, tone, comingSoon }: SolutionPanelProps) {
  if (solution.kind === 'coming-soon') return <ComingSoon {...comingSoon} />;
  if (solution.kind === 'text') {
    return (
      <div
        className={cn('prose-story max-w-3xl text-lg', toneMarker[tone])}
        dangerouslySetInnerHTML={{ __html: solution.html }}
      />
    );
  }
  return (
    <div className="space-y-12">
      <div className="prose-story max-w-3xl text-lg" dangerouslySetInnerHTML={{ __html: solution.introHtml }} />
      {solution.sections.map((section) => (
        <div key={section.heading} data-testid="solution-section" data-layout={section.layout}>
          <h3 className="text-xl font-bold text-ink-900">{section.heading}</h3>
          {section.textHtml && (
            <div className="prose-story mt-3 max-w-3xl" dangerouslySetInnerHTML={{ __html: section.textHtml }} />
          )}
          {section.layout === 'steps' ? (
            <ol className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {section.items.map((item, index) => (
                <li key={item.title} className="flex gap-4 rounded-lg border border-gray-200 bg-white p-5 shadow-soft">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'grid size-10 shrink-0 place-items-center rounded-full text-lg font-bold text-white',
                      toneBackground[tone],
                    )}
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h4 className="font-semibold text-ink-900">{item.title}</h4>
                    <p className="mt-1 leading-relaxed text-gray-700" dangerouslySetInnerHTML={{ __html: item.html }} />
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <ul className={cn('mt-6 grid gap-4 sm:grid-cols-2', cardColumns[section.items.length])}>
              {section.items.map((item) => (
                <li key={item.title} className="rounded-lg border border-gray-200 bg-white p-5 shadow-soft">
                  {item.icon && (
                    <span
                      className={cn(
                        'grid size-11 place-items-center rounded-md text-white shadow-soft',
                        toneBackground[tone],
                      )}
                    >
                      <Icon name={item.icon} className="size-5" />
                    </span>
                  )}
                  <h4 className="mt-4 font-semibold text-ink-900">{item.title}</h4>
                  <p className="mt-1 leading-relaxed text-gray-700" dangerouslySetInnerHTML={{ __html: item.html }} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {solution.outroHtml && (
        <div className="prose-story max-w-3xl text-lg" dangerouslySetInnerHTML={{ __html: solution.outroHtml }} />
      )}
    </div>
  );
}
