import type { Route } from './+types/home';
import { BlogTeasers } from '#app/components/sections/home/blog-teasers.tsx';
import { ClientStrip } from '#app/components/sections/home/client-strip.tsx';
import { HomeHero } from '#app/components/sections/home/home-hero.tsx';
import { ServicesOverview } from '#app/components/sections/home/services-overview.tsx';
import { StoryTeasers } from '#app/components/sections/home/story-teasers.tsx';
import { WhyChoose } from '#app/components/sections/home/why-choose.tsx';
import { clientStrip } from '#app/content/clients.ts';
import { home } from '#app/content/home.ts';
import { servicesNav } from '#app/content/nav.ts';
import { pages } from '#app/content/pages.ts';
import { blogTeasers } from '#app/content/posts.ts';
import { homeStoryTeasers } from '#app/content/stories.ts';
import { seo } from '#app/lib/seo.ts';
import { organizationLd, webSiteLd } from '#app/lib/structured-data.ts';

// Content is read at build time, so it is in the HTML and not in the JavaScript.
export function loader() {
  return { home, clients: clientStrip, stories: homeStoryTeasers, posts: blogTeasers.slice(0, 3) };
}

export const meta: Route.MetaFunction = () => seo({ ...pages.home, jsonLd: [organizationLd(), webSiteLd()] });

export default function Home({ loaderData: { home, clients, stories, posts } }: Route.ComponentProps) {
  return (
    <>
      <HomeHero heading={pages.home.heading} intro={pages.home.intro} services={servicesNav} />
      <ServicesOverview content={home.services} />
      <ClientStrip title={home.clients.title} logos={clients} />
      <WhyChoose content={home.whyChoose} />
      <StoryTeasers title={home.stories.title} subtitle={home.stories.subtitle} teasers={stories} />
      <BlogTeasers title={home.blog.title} subtitle={home.blog.subtitle} posts={posts} />
    </>
  );
}
