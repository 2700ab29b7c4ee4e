import { CircleCheck } from 'lucide-react';
import { LinkButton } from '#app/components/ui/link-button.tsx';
import { Illustration } from '#app/components/ui/illustration.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import type { AcademyProgramme } from '#contracts/content/academy.ts';
import { icons } from '#app/components/ui/icon.tsx';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

type ProgrammeTabsProps = {
  programmes: AcademyProgramme[];
  learningsHeading: string;
};

/**
 * The Academy's three programmes as tabs, the first selected. Every panel is in the
 * prerendered HTML, and the tabs switch before and without JavaScript.
 */
export function ProgrammeTabs({ programmes, learningsHeading }: ProgrammeTabsProps) {
  const locale = useLocale();
  return (
    <Tabs name="programme" values={programmes.map((programme) => programme.id)}>
      <div className="flex justify-center">
        <TabsList
          aria-label={m.training_programmes({}, { locale })}
          className="grid w-full grid-cols-1 sm:inline-flex sm:w-auto"
        >
          {programmes.map((programme) => (
            <TabsTrigger key={programme.id} value={programme.id} className="sm:px-6">
              {programme.name}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {programmes.map((programme) => (
        <TabsContent key={programme.id} value={programme.id} className="mt-10">
          <ProgrammePanel programme={programme} learningsHeading={learningsHeading} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function ProgrammePanel({ programme, learningsHeading }: { programme: AcademyProgramme; learningsHeading: string }) {
  const locale = useLocale();
  return (
    <div className="grid gap-10 rounded-lg border border-gray-200 bg-white p-5 shadow-soft sm:p-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
      <div>
        <h3 className="text-2xl leading-tight font-extrabold text-ink-900">{programme.name}</h3>
        <p className="mt-2 text-lg font-medium text-brand-700">{programme.tagline}</p>
        <p className="mt-5 max-w-prose leading-relaxed text-gray-700">{programme.description}</p>
        <h4 className="mt-8 text-sm font-semibold tracking-widest text-gray-600 uppercase">{learningsHeading}</h4>
        <ul className="mt-4 grid gap-3">
          {programme.learnings.map((learning) => (
            <li key={learning} className="flex gap-3 leading-relaxed text-gray-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{learning}</span>
            </li>
          ))}
        </ul>
        <LinkButton to={programme.booking.to} size="lg" wrap className="mt-10 w-full sm:w-auto" arrow="forward">
          {programme.booking.label}
        </LinkButton>
      </div>
      <div className="self-start overflow-hidden rounded-md border border-gray-200 bg-gray-50">
        <Illustration motif={programme.art} tone={programme.tone} />
        <ul aria-label={m.at_a_glance({ programme: programme.name }, { locale })} className="divide-y divide-gray-200">
          {programme.facts.map((fact) => {
            const Icon = icons[fact.icon];
            return (
              <li key={fact.label} className="flex items-center gap-4 px-6 py-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-md bg-brand-100 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block text-xs font-semibold tracking-wider text-gray-600 uppercase">
                    {fact.label}
                  </span>
                  <span className="block font-semibold text-ink-900">{fact.value}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
