import type { Route } from './+types/services.academy';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { FeatureGrid } from '#app/components/sections/feature-grid.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { ProgrammeTabs } from '#app/components/sections/services/programme-tabs.tsx';
import { SectionLink } from '#app/components/ui/section-link.tsx';
import { icons } from '#app/components/ui/icon.tsx';
import { StoryCard } from '#app/components/sections/story-card.tsx';
import { LinkButton } from '#app/components/ui/link-button.tsx';
import { content } from '#app/.server/content.ts';
import { toStoryCard } from '#app/.server/story-views.ts';
import { seo } from '#app/lib/seo.ts';
import { localeOf } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = ({ loaderData: { page, locale } }) => seo({ ...page, locale });

// Read at build time: the copy and the stories go into the HTML, not the JavaScript.
export function loader({ request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  return {
    locale: c.locale,
    page: c.pages.academy,
    copy: c.academy,
    stories: c.listStories('academy').map(toStoryCard),
  };
}

export default function AcademyPage({ loaderData: { page, copy, stories } }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page}>
        <LinkButton to={copy.hero.start.to} size="lg" arrow="forward">
          {copy.hero.start.label}
        </LinkButton>
        <SectionLink target={copy.programmes.id} variant="outline-light" size="lg">
          {copy.hero.explore}
        </SectionLink>
      </PageHero>

      <Section
        id={copy.programmes.id}
        eyebrow={copy.programmes.eyebrow}
        title={copy.programmes.title}
        subtitle={copy.programmes.subtitle}
        tone="muted"
      >
        <ProgrammeTabs programmes={copy.programmes.items} learningsHeading={copy.programmes.learningsHeading} />
      </Section>

      <Section eyebrow={copy.stories.eyebrow} title={copy.stories.title} subtitle={copy.stories.subtitle}>
        <div className="grid gap-8 md:grid-cols-2">
          {stories.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
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
