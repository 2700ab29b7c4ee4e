import type { Route } from './+types/services.implementation';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { FeatureGrid } from '#app/components/sections/feature-grid.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { Journey } from '#app/components/sections/services/journey.tsx';
import { SectionLink } from '#app/components/ui/section-link.tsx';
import { SeeDoLead } from '#app/components/sections/services/see-do-lead.tsx';
import { icons } from '#app/components/ui/icon.tsx';
import { StoryHighlight } from '#app/components/sections/services/story-highlight.tsx';
import { StoryCard } from '#app/components/sections/story-card.tsx';
import { LinkButton } from '#app/components/ui/link-button.tsx';
import { content } from '#app/.server/content.ts';
import { toStoryCard } from '#app/.server/story-views.ts';
import { seo } from '#app/lib/seo.ts';
import { localeOf } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

/** Spec §2: a load or reload starts at the top (app/root.tsx). */
export const handle: RouteHandle = { startsAtTop: true, islands: true };

export const meta: Route.MetaFunction = ({ loaderData: { page, locale } }) => seo({ ...page, locale });

// Read at build time: the copy and the stories go into the HTML, not the JavaScript.
export function loader({ request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  const storyById = (id: string) => {
    const story = c.getStory(id);
    if (!story) throw new Error(`Unknown story id: ${id}`);
    return story;
  };
  return {
    locale: c.locale,
    page: c.pages.implementation,
    copy: c.implementation,
    gridStories: c.implementation.stories.ids.map((id) => toStoryCard(storyById(id))),
    highlightStory: storyById(c.implementation.stories.highlight.id),
  };
}

export default function ImplementationPage({
  loaderData: { page, copy, gridStories, highlightStory },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page} visual={<SeeDoLead label={copy.hero.visualLabel} stages={copy.hero.stages} />}>
        <LinkButton to={copy.hero.start.to} size="lg" arrow="forward">
          {copy.hero.start.label}
        </LinkButton>
        <SectionLink target={copy.journey.id} variant="outline-light" size="lg">
          {copy.hero.howItWorks}
        </SectionLink>
      </PageHero>

      <Section
        id={copy.journey.id}
        eyebrow={copy.journey.eyebrow}
        title={copy.journey.title}
        subtitle={copy.journey.subtitle}
        tone="muted"
      >
        <Journey steps={copy.journey.steps} outcomeLabel={copy.journey.outcomeLabel} />
        <div className="mt-14 flex justify-center">
          <LinkButton to={copy.journey.start.to} size="lg" arrow="forward">
            {copy.journey.start.label}
          </LinkButton>
        </div>
      </Section>

      <Section eyebrow={copy.stories.eyebrow} title={copy.stories.title} subtitle={copy.stories.subtitle}>
        <div data-testid="implementation-stories" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {gridStories.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </div>
        <div className="mt-16">
          <StoryHighlight story={highlightStory} eyebrow={copy.stories.highlight.eyebrow} />
        </div>
        <div className="mt-12 flex justify-center">
          <LinkButton to={copy.stories.viewAll.to} variant="outline" size="lg" arrow="forward">
            {copy.stories.viewAll.label}
          </LinkButton>
        </div>
      </Section>

      <Section eyebrow={copy.gains.eyebrow} title={copy.gains.title} tone="muted">
        <FeatureGrid items={copy.gains.items.map((item) => ({ ...item, icon: icons[item.icon] }))} />
      </Section>

      <CtaBanner {...copy.closing} />
    </>
  );
}
