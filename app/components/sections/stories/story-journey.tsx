import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { toneText } from '#app/components/ui/tone.ts';
import type { StoryPage } from '#contracts/content/success-stories.ts';
import { cn } from '#app/lib/cn.ts';
import type { StoryPageData } from '#app/.server/story-views.ts';
import { Island } from '#app/islands/island.tsx';
import { KeyMetrics } from './key-metrics.tsx';
import { ComingSoon, SolutionPanel } from './solution-panel.tsx';

type StoryJourneyProps = {
  story: StoryPageData;
  copy: StoryPage;
};

function Wordmark({ label, name, placeholder }: { label: string; name?: string; placeholder: string }) {
  return (
    <div className="rounded-md border border-gray-200 bg-white p-5">
      <p className="text-xs font-semibold tracking-widest text-gray-600 uppercase">{label}</p>
      {name ? (
        <p className="mt-2 text-xl font-extrabold tracking-tight text-ink-900">{name}</p>
      ) : (
        <p
          data-testid="logo-placeholder"
          className="mt-2 grid h-12 place-items-center rounded-sm border border-dashed border-gray-300 text-sm font-semibold text-gray-600"
        >
          {placeholder}
        </p>
      )}
    </div>
  );
}

/**
 * The tabbed section: Solution, Tech and Impact (academy stories: Solution and Impact). Every
 * panel is in the prerendered HTML; the inactive ones are hidden.
 */
export function StoryJourney({ story, copy }: StoryJourneyProps) {
  const comingSoon = { title: copy.comingSoon, text: copy.comingSoonText };
  const tabs = story.isAcademy ? (['solution', 'impact'] as const) : (['solution', 'tech', 'impact'] as const);
  return (
    <section aria-labelledby="story-journey-title" className="bg-gray-50 px-5 py-16 sm:px-8 md:py-24">
      <div className="mx-auto max-w-7xl">
        <h2
          id="story-journey-title"
          className="max-w-3xl text-3xl leading-tight font-extrabold text-ink-900 sm:text-4xl"
        >
          {story.tabHeadline}
        </h2>
        <Tabs name="story" values={tabs} className="mt-10">
          <TabsList aria-label={story.tabHeadline} className="mb-10 flex w-fit max-w-full">
            {tabs.map((tab) => (
              <TabsTrigger key={tab} value={tab} className="sm:px-8">
                {copy.tabs[tab]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="solution">
            <SolutionPanel solution={story.solution} tone={story.color} comingSoon={comingSoon} />
          </TabsContent>
          {!story.isAcademy && (
            <TabsContent value="tech">
              {story.comingSoon ? (
                <ComingSoon {...comingSoon} />
              ) : (
                <div className="grid gap-8 lg:grid-cols-3">
                  <div className="lg:col-span-2">
                    <h3 className="text-xl font-bold text-ink-900">{copy.technologies}</h3>
                    <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                      {story.technologies.map((technology) => (
                        <li
                          key={technology}
                          className="flex items-center gap-3 rounded-md border border-gray-200 bg-white px-4 py-3 font-medium text-gray-800 shadow-soft"
                        >
                          <span aria-hidden="true" className={cn('text-lg', toneText[story.color])}>
                            ◆
                          </span>
                          {technology}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <aside aria-label={copy.partners} className="space-y-4 rounded-lg bg-white p-5 shadow-soft">
                    <h3 className="text-xl font-bold text-ink-900">{copy.partners}</h3>
                    <Wordmark label={copy.clientLogo} name={story.logo} placeholder={copy.logoPlaceholder} />
                    <Wordmark label={copy.providerLogo} name={story.provider} placeholder={copy.logoPlaceholder} />
                  </aside>
                </div>
              )}
            </TabsContent>
          )}
          <TabsContent value="impact">
            <h3 className="text-xl font-bold text-ink-900">{copy.impactOverview}</h3>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {story.impact.map((card, index) => (
                <li
                  key={index}
                  data-testid="impact-card"
                  className="rounded-lg border border-gray-200 bg-white p-6 shadow-soft"
                >
                  {card.title && <h4 className="font-semibold text-ink-900">{card.title}</h4>}
                  <p
                    className={cn(
                      'leading-relaxed text-gray-700 [&_em]:font-semibold [&_em]:text-brand-800 [&_em]:not-italic',
                      card.title && 'mt-2',
                    )}
                    dangerouslySetInnerHTML={{ __html: card.html }}
                  />
                </li>
              ))}
            </ul>
            {story.metrics && (
              <Island
                name="key-metrics"
                component={KeyMetrics}
                props={{ title: copy.keyMetrics, metrics: story.metrics }}
              />
            )}
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}
