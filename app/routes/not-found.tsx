import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/not-found';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { pages } from '#app/content/pages.ts';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo({ ...pages.notFound, noindex: true });

export default function NotFoundPage() {
  return (
    <PageHero heading={pages.notFound.heading} intro={pages.notFound.intro} className="min-h-[70vh]">
      <Link to="/" className={buttonVariants({ size: 'lg' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
    </PageHero>
  );
}
