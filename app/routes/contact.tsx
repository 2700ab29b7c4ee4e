import type { Route } from './+types/contact';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { content } from '#app/.server/content.ts';
import { ContactForms } from '#app/features/contact/contact-forms.tsx';
import { ContactInfo } from '#app/features/contact/contact-info.tsx';
import { Island } from '#app/islands/island.tsx';
import { m } from '#contracts/i18n/messages.js';
import { seo } from '#app/lib/seo.ts';
import { localeOf } from '#app/lib/use-locale.ts';
import type { RouteHandle } from '#app/root.tsx';

export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = ({ loaderData: { page, locale } }) => seo({ ...page, locale });

// Read at build time: the copy goes into the HTML, not the JavaScript.
export function loader({ request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  return { locale: c.locale, page: c.pages.contact, copy: c.contact, vacancies: c.jobs.map((job) => job.title) };
}

export default function ContactPage({ loaderData: { locale, page, copy, vacancies } }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page} />
      <section aria-label={m.contact_forms_label({}, { locale })} className="bg-gray-50 px-5 py-16 sm:px-8 md:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <Island name="contact-forms" component={ContactForms} props={{ copy, vacancies }} />
          <ContactInfo copy={copy.info} />
        </div>
      </section>
    </>
  );
}
