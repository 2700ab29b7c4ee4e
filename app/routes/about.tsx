import type { Route } from './+types/about';
import { CultureGrid } from '#app/components/sections/about/culture-grid.tsx';
import { MissionQuote } from '#app/components/sections/about/mission-quote.tsx';
import { PrinciplesList } from '#app/components/sections/about/principles-list.tsx';
import { TeamGrid } from '#app/components/sections/about/team-grid.tsx';
import { ValuesStrip } from '#app/components/sections/about/values-strip.tsx';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { content } from '#app/.server/content.ts';
import { seo } from '#app/lib/seo.ts';
import { localeOf } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = ({ loaderData }) => seo({ ...loaderData.page, locale: loaderData.locale });

// Read at build time: the copy and the team go into the HTML, not the JavaScript.
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale, pages, about, team, teamHeading } = content(localeOf(request), context);
  return {
    locale,
    page: pages.about,
    about,
    team,
    teamHeading,
    quoteAuthor: team.find((member) => member.role === about.mission.quote.byRole) ?? null,
  };
}

export default function AboutPage({
  loaderData: { page, about, team, teamHeading, quoteAuthor },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page}>{quoteAuthor && <MissionQuote mission={about.mission} author={quoteAuthor} />}</PageHero>
      <ValuesStrip copy={about.different} />
      <Section
        tone="dark"
        eyebrow={about.principles.eyebrow}
        title={about.principles.title}
        subtitle={about.principles.subtitle}
        align="left"
      >
        <PrinciplesList items={about.principles.items} />
      </Section>
      <Section eyebrow={about.culture.eyebrow} title={about.culture.title} subtitle={about.culture.subtitle}>
        <CultureGrid items={about.culture.items} />
      </Section>
      <Section
        id="meet-the-team"
        tone="muted"
        eyebrow={about.team.eyebrow}
        title={teamHeading}
        subtitle={about.team.subtitle}
      >
        <TeamGrid members={team} />
      </Section>
      <CtaBanner title={about.join.title} text={about.join.text} primary={about.join.action} />
    </>
  );
}
