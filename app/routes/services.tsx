import { Cpu, GraduationCap } from 'lucide-react';
import type { Route } from './+types/services';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { ServiceCards, type ServiceCardItem } from '#app/components/sections/services/service-cards.tsx';
import { LinkButton } from '#app/components/ui/link-button.tsx';
import { content } from '#app/.server/content.ts';
import { localePath } from '#contracts/locale.ts';
import { m } from '#contracts/i18n/messages.js';
import { seo } from '#app/lib/seo.ts';
import { localeOf } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = ({ loaderData: { page, locale } }) => seo({ ...page, locale });

// Read at build time, so the pages' copy modules stay out of this page's JavaScript.
export function loader({ request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  const [academy, implementation] = c.serviceLinks;
  return {
    locale: c.locale,
    page: c.pages.services,
    links: [
      { ...academy!, description: c.academy.overview, icon: 'academy' as const },
      { ...implementation!, description: c.implementation.overview, icon: 'implementation' as const },
    ],
  };
}

const icons = { academy: GraduationCap, implementation: Cpu } satisfies Record<string, ServiceCardItem['icon']>;

export default function ServicesPage({ loaderData: { locale, page, links } }: Route.ComponentProps) {
  const cards: ServiceCardItem[] = links.map((link) => ({ ...link, icon: icons[link.icon] }));
  return (
    <>
      <PageHero {...page}>
        <LinkButton to={localePath('/', locale)} variant="outline-light" arrow="back">
          {m.back_to_home({}, { locale })}
        </LinkButton>
      </PageHero>
      <Section aria-label={m.services_two({}, { locale })}>
        <ServiceCards items={cards} />
      </Section>
    </>
  );
}
