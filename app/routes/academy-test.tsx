import type { Route } from './+types/academy-test';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { content } from '#app/.server/content.ts';
import { seo } from '#app/lib/seo.ts';
import { localeOf } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

export const handle: RouteHandle = { islands: true };

export function loader({ request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  return { locale: c.locale, page: c.pages.academyTest };
}

export const meta: Route.MetaFunction = ({ loaderData: { page, locale } }) => seo({ ...page, locale });

export default function AcademyTestPage({ loaderData: { page } }: Route.ComponentProps) {
  return <PageHero {...page} />;
}
