import type { Route } from './+types/$';
import { LinkButton } from '#app/components/ui/link-button.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { localeOfPath, localePath, localize } from '#contracts/locale.ts';
import { pages } from '#app/content/pages/index.ts';
import { m } from '#contracts/i18n/messages.js';
import { seo } from '#app/lib/seo.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

export const handle: RouteHandle = { islands: true };

// No loader: a path nobody prerendered shows this page in the browser too. The copy is small.
export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return seo({ ...localize(pages.notFound, locale), locale, noindex: true, bilingual: false });
};

export default function NotFoundPage() {
  const locale = useLocale();
  const copy = localize(pages.notFound, locale);
  return (
    <PageHero heading={copy.heading} intro={copy.intro} className="min-h-[70vh]">
      <LinkButton to={localePath('/', locale)} size="lg" arrow="back">
        {m.back_to_home({}, { locale })}
      </LinkButton>
    </PageHero>
  );
}
