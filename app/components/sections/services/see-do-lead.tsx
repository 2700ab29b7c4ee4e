import { Eye, Flag, Wrench, type LucideIcon } from 'lucide-react';
import type { SeeDoLeadStage } from '#contracts/content/implementation.ts';

// By position: See, Do, Lead (the labels are in the page's language).
const stageIcons: LucideIcon[] = [Eye, Wrench, Flag];
// Rising bars: each stage builds on the one before.
const barHeights = ['42%', '66%', '90%'];

/** The See/Do/Lead illustration of the implementation hero, drawn with CSS and SVG. */
export function SeeDoLead({ label, stages }: { label: string; stages: SeeDoLeadStage[] }) {
  return (
    <div className="relative rounded-lg bg-white/[0.06] p-6 ring-1 ring-white/15 sm:p-8">
      <p className="text-xs font-semibold tracking-widest text-brand-300 uppercase">{label}</p>
      <div className="relative mt-8">
        <svg
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-44 w-full sm:h-52"
          viewBox="0 0 300 100"
          preserveAspectRatio="none"
        >
          <path
            d="M50 58 C 90 58, 110 34, 150 34 S 210 10, 250 10"
            fill="none"
            stroke="#c4b5fd"
            strokeOpacity="0.7"
            strokeWidth="2"
            strokeDasharray="5 6"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <ol className="relative grid grid-cols-3 gap-3 sm:gap-5">
          {stages.map((stage, index) => {
            const Icon = stageIcons[index] ?? Eye;
            return (
              <li key={stage.label} className="flex flex-col">
                <div className="flex h-44 items-end sm:h-52">
                  <div
                    className="flex w-full justify-center rounded-t-md bg-linear-to-t from-brand-800/40 to-brand-500"
                    style={{ height: barHeights[index] }}
                  >
                    <span className="-mt-6 grid size-12 place-items-center rounded-full bg-white text-brand-700 shadow-raised ring-4 ring-brand-500/30">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                  </div>
                </div>
                <p className="mt-4 text-xl font-extrabold text-white">{stage.label}</p>
                <p className="mt-1 text-sm leading-snug text-gray-300">{stage.caption}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
