import type { Route } from './+types/contact';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { contactPage } from '#app/content/contact.ts';
import { pages } from '#app/content/pages.ts';
import { ContactForms } from '#app/features/contact/contact-forms.tsx';
import { ContactInfo } from '#app/features/contact/contact-info.tsx';
import { seo } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () => seo(pages.contact);

// Read at build time: the copy goes into the HTML, not the JavaScript.
export function loader() {
  return { copy: contactPage };
}

export default function ContactPage({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...pages.contact} />
      <section aria-label="Contact forms" className="bg-gray-50 px-5 py-16 sm:px-8 md:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <ContactForms copy={copy} />
          <ContactInfo copy={copy.info} />
        </div>
      </section>
    </>
  );
}
