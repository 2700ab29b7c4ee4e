import { Check, CircleCheck, Sparkles } from 'lucide-react';
import { LinkButton } from '#app/components/ui/link-button.tsx';
import { Illustration } from '#app/components/ui/illustration.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import type { JobsPage } from '#contracts/content/jobs-page.ts';
import type { JobPosition } from '#contracts/content/job.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { m } from '#contracts/i18n/messages.js';
import { icons } from '#app/components/ui/icon.tsx';

/** A position with its 'Apply Now' target, worked out in the loader. */
export type PositionView = JobPosition & { applyLink: string; aboutHtml: string };

type PositionCopy = JobsPage['positions'];

/** A position's tab value: its title as a slug, so `/jobs#position-gen-ai-consultant` opens it. */
const positionValue = (position: PositionView) =>
  position.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The open positions as tabs, the first selected. Every panel is in the prerendered HTML, and
 * the tabs switch before and without JavaScript (components/ui/tabs.tsx).
 */
export function PositionTabs({ positions, copy }: { positions: PositionView[]; copy: PositionCopy }) {
  return (
    <Tabs name="position" values={positions.map(positionValue)}>
      <TabsList aria-label={copy.tabsLabel} variant="cards" className="grid w-full grid-cols-2 lg:grid-cols-4">
        {positions.map((position) => {
          const Icon = icons[position.icon];
          return (
            <TabsTrigger key={position.id} value={positionValue(position)} variant="cards">
              <span className="grid size-9 shrink-0 place-items-center rounded-sm bg-brand-50 text-brand-700 group-tab-selected:bg-brand-700 group-tab-selected:text-white sm:size-10">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">{position.title}</span>
            </TabsTrigger>
          );
        })}
      </TabsList>
      {positions.map((position) => (
        <TabsContent key={position.id} value={positionValue(position)} className="mt-6 sm:mt-8">
          <PositionPanel position={position} copy={copy} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PositionPanel({ position, copy }: { position: PositionView; copy: PositionCopy }) {
  const locale = useLocale();
  const Icon = icons[position.icon];
  const { headings } = copy;
  return (
    <div className="grid overflow-hidden rounded-lg border border-gray-200 bg-white shadow-soft lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="px-5 py-8 sm:px-10 sm:py-10 lg:px-12 lg:py-12">
        <div className="flex items-center gap-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-md bg-brand-700 text-white shadow-soft sm:size-14">
            <Icon aria-hidden="true" className="size-5 sm:size-7" />
          </span>
          <h3 className="text-xl leading-tight font-extrabold text-ink-900 sm:text-3xl">{position.title}</h3>
        </div>
        <p className="mt-6 max-w-prose text-lg leading-relaxed text-gray-700">{position.description}</p>

        <PanelBlock heading={headings.whatYouWillDo}>
          {/* Rendered from the position's Markdown at build time (app/.server/markdown.ts). */}
          <div className="prose-job" dangerouslySetInnerHTML={{ __html: position.aboutHtml }} />
        </PanelBlock>

        <PanelBlock heading={headings.whatYouBring}>
          <ul className="grid gap-3">
            {position.requirements.map((requirement) => (
              <li key={requirement} className="flex gap-3 leading-relaxed text-gray-800">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{requirement}</span>
              </li>
            ))}
          </ul>
        </PanelBlock>

        <PanelBlock heading={headings.kindOfRebel}>
          {position.personalQualitiesIntro && (
            <p className="max-w-prose leading-relaxed text-gray-700">{position.personalQualitiesIntro}</p>
          )}
          <ul className="grid gap-3 sm:grid-cols-2">
            {position.personalQualities.map((quality) => (
              <li
                key={quality}
                className="flex gap-3 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 leading-snug text-ink-900"
              >
                <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>{quality}</span>
              </li>
            ))}
          </ul>
        </PanelBlock>
      </div>

      {/* Tablets are wide enough to put the image beside the offer rather than stretch it above. */}
      <div className="border-t border-gray-200 bg-gray-50 px-5 py-8 sm:px-10 md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start md:gap-10 lg:block lg:border-t-0 lg:border-l lg:px-8 lg:py-12">
        <Illustration motif={position.image} wrapperClassName="rounded-md shadow-soft" />
        <div className="mt-8 md:mt-0 lg:mt-8">
          <h4 className="text-sm font-semibold tracking-widest text-gray-600 uppercase">{headings.whatWeOffer}</h4>
          <ul className="mt-4 grid gap-3">
            {position.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-sm leading-relaxed text-gray-800">
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <LinkButton to={position.applyLink} size="lg" className="mt-8 w-full" arrow="forward">
            {copy.apply}
            <span className="sr-only">{m.apply_as_position({ title: position.title }, { locale })}</span>
          </LinkButton>
        </div>
      </div>
    </div>
  );
}

function PanelBlock({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="mt-10 border-t border-gray-200 pt-8">
      <h4 className="text-xl font-bold text-ink-900">{heading}</h4>
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}
