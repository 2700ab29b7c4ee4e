import { useId } from 'react';
import type { JobsPage } from '#contracts/content/jobs-page.ts';
import { icons } from '#app/components/ui/icon.tsx';

/** The hero's card of facts that hold for every position (spec §9 "Jobs:"). */
export function WorkingHere({ label, facts }: { label: string; facts: JobsPage['hero']['facts'] }) {
  const labelId = useId();
  return (
    <div className="rounded-lg bg-white/[0.06] p-6 ring-1 ring-white/15 backdrop-blur-sm sm:p-8">
      <p id={labelId} className="text-sm font-semibold tracking-widest text-brand-300 uppercase">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="mt-5 grid gap-5">
        {facts.map((fact) => {
          const Icon = icons[fact.icon];
          return (
            <li key={fact.label} className="flex items-center gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-md bg-brand-700/60 text-white ring-1 ring-white/20">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-xs font-semibold tracking-wider text-gray-300 uppercase">{fact.label}</span>
                <span className="block font-semibold text-white">{fact.value}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
