import type { Route } from './+types/_index';
import { BlogTeasers } from '#app/components/sections/home/blog-teasers.tsx';
import { ClientStrip } from '#app/components/sections/home/client-strip.tsx';
import { HomeHero } from '#app/components/sections/home/home-hero.tsx';
import { ServicesOverview } from '#app/components/sections/home/services-overview.tsx';
import { StoryTeasers } from '#app/components/sections/home/story-teasers.tsx';
import { WhyChoose } from '#app/components/sections/home/why-choose.tsx';
import { content } from '#app/.server/content.ts';
import { seo } from '#app/lib/seo.ts';
import { organizationLd, webSiteLd } from '#app/lib/structured-data.ts';
import { localeOf } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

export const handle: RouteHandle = { islands: true };

// Content is read at build time, so it is in the HTML and not in the JavaScript.
export function loader({ request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  return {
    locale: c.locale,
    page: c.pages.home,
    home: c.home,
    // Twice, so the strip can loop seamlessly.
    clients: [...c.clients, ...c.clients],
    stories: c.homeStoryTeasers,
    posts: c.blogTeasers.slice(0, 3),
    services: c.serviceLinks,
    contact: c.settings.contact,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: { page, locale, contact } }) =>
  seo({ ...page, locale, jsonLd: [organizationLd(contact), webSiteLd(locale)] });

export default function Home({ loaderData: { page, home, clients, stories, posts, services } }: Route.ComponentProps) {
  return (
    <>
      <HomeHero heading={page.heading} intro={page.intro} services={services} />
      <ServicesOverview content={home.services} />
      <ClientStrip title={home.clients.title} logos={clients} />
      <WhyChoose content={home.whyChoose} />
      <StoryTeasers title={home.stories.title} subtitle={home.stories.subtitle} teasers={stories} />
      <BlogTeasers title={home.blog.title} subtitle={home.blog.subtitle} posts={posts} />
    </>
  );
}
