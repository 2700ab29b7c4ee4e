import { ArrowLeft, Cpu, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/services';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { ServiceCards, type ServiceCardItem } from '#app/components/sections/services/service-cards.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { academyPage } from '#app/content/academy.ts';
import { implementationPage } from '#app/content/implementation.ts';
import { servicesNav } from '#app/content/nav.ts';
import { pages } from '#app/content/pages.ts';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo(pages.services);

const icons: Record<string, ServiceCardItem['icon']> = {
  [pages.academy.path]: GraduationCap,
  [pages.implementation.path]: Cpu,
};

// Read at build time, so the pages' copy modules stay out of this page's JavaScript.
export function loader() {
  const overviews: Record<string, string> = {
    [pages.academy.path]: academyPage.overview,
    [pages.implementation.path]: implementationPage.overview,
  };
  return {
    links: servicesNav.map((link) => {
      const description = overviews[link.to];
      if (!description) throw new Error(`No service card details for ${link.to}`);
      return { ...link, description };
    }),
  };
}

export default function ServicesPage({ loaderData: { links } }: Route.ComponentProps) {
  const cards: ServiceCardItem[] = links.map((link) => ({ ...link, icon: icons[link.to] ?? GraduationCap }));
  return (
    <>
      <PageHero {...pages.services}>
        <Link to="/" className={buttonVariants({ variant: 'outline-light' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
      </PageHero>
      <Section aria-label="Our two services">
        <ServiceCards items={cards} />
      </Section>
    </>
  );
}
