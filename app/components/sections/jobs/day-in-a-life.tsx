import { Play } from 'lucide-react';
import { useId } from 'react';
import type { JobsPage } from '#contracts/content/jobs-page.ts';
import { cn } from '#app/lib/cn.ts';
import { MeshBackdrop } from '../../ui/mesh-backdrop.tsx';

type DayInALifeProps = { copy: JobsPage['dayInLife'] };

/** 'Day in a Life of a Rebel': the story of a working day, with a placeholder until the video exists. */
export function DayInALife({ copy }: DayInALifeProps) {
  const headingId = useId();
  return (
    <section id={copy.id} aria-labelledby={headingId} className="px-5 py-16 sm:px-8 md:py-24">
      {/* Phones read heading, video, chapters; large screens put the video beside the text. */}
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-x-16 lg:gap-y-10">
        <div className="lg:col-start-1 lg:row-start-1 lg:self-end">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{copy.eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl leading-tight font-extrabold text-ink-900 sm:text-4xl">
            {copy.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-gray-600">{copy.text}</p>
        </div>
        <VideoPlaceholder
          title={copy.placeholder}
          badge={copy.placeholderBadge}
          note={copy.placeholderNote}
          chapters={copy.chapters.length}
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center"
        />
        <div className="lg:col-start-1 lg:row-start-2">
          <h3 className="text-sm font-semibold tracking-widest text-gray-600 uppercase">{copy.chaptersLabel}</h3>
          <ol className="mt-4 grid gap-4">
            {copy.chapters.map((chapter, index) => (
              <li key={chapter.title} className="flex gap-4">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 tabular-nums ring-1 ring-brand-200">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-ink-900">{chapter.title}</span>
                  <span className="block leading-relaxed text-gray-600">{chapter.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

type VideoPlaceholderProps = {
  title: string;
  badge: string;
  note: string;
  chapters: number;
  className?: string;
};

/** A still 'player' drawn in CSS and SVG: nothing to play yet, and nothing loaded from elsewhere. */
function VideoPlaceholder({ title, badge, note, chapters, className }: VideoPlaceholderProps) {
  return (
    <div
      data-testid="video-placeholder"
      className={cn(
        'group relative isolate flex min-h-80 flex-col overflow-hidden rounded-lg bg-ink-900 p-4 text-white shadow-raised sm:aspect-video sm:min-h-0 sm:p-6',
        className,
      )}
    >
      <MeshBackdrop
        width={800}
        height={450}
        grid={{ size: 40, opacity: 0.06 }}
        glows={[
          { cx: '78%', cy: '18%', r: '70%', opacity: 0.7 },
          { cx: '10%', cy: '100%', r: '60%', opacity: 0.45 },
        ]}
      />

      <span className="inline-flex items-center gap-2 self-start rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wider text-white uppercase ring-1 ring-white/20">
        <span aria-hidden="true" className="size-2 rounded-full bg-brand-300" />
        {badge}
      </span>

      <div className="grid flex-1 place-items-center py-6 text-center">
        <div className="grid justify-items-center">
          <span aria-hidden="true" className="rounded-full p-3 ring-1 ring-white/10">
            <span className="grid size-16 place-items-center rounded-full bg-white/10 ring-1 ring-white/30 backdrop-blur-sm motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:scale-105 sm:size-20">
              <Play className="ml-1 size-7 fill-white sm:size-8" />
            </span>
          </span>
          <p className="mt-4 text-xl font-extrabold sm:text-3xl">{title}</p>
          <p className="mt-2 max-w-sm text-sm leading-relaxed text-gray-200 sm:text-base">{note}</p>
        </div>
      </div>

      <div aria-hidden="true" className="flex items-center gap-1.5">
        {Array.from({ length: chapters }, (_, index) => (
          <span key={index} className="h-1 flex-1 rounded-full bg-white/20" />
        ))}
        <span className="ml-2 text-xs font-semibold text-gray-300 tabular-nums">0:00</span>
      </div>
    </div>
  );
}
