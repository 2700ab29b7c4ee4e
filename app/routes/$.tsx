import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/$';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { localeOfPath, localePath, localize } from '#contracts/locale.ts';
import { pages } from '#app/content/pages/index.ts';
import { m } from '#contracts/i18n/messages.js';
import { seo } from '#app/lib/seo.ts';
import { useLocale } from '#app/lib/use-locale.ts';

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
      <Link to={localePath('/', locale)} className={buttonVariants({ size: 'lg' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.back_to_home({}, { locale })}
      </Link>
    </PageHero>
  );
}
