import { Mail, MapPin, Phone } from 'lucide-react';
import { contactHrefs, site } from '#contracts/site.ts';
import type { ContactPageCopy } from '#contracts/content/contact-page.ts';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

type InfoCardProps = { icon: React.ReactNode; title: string; children: React.ReactNode };

function InfoCard({ icon, title, children }: InfoCardProps) {
  return (
    <li className="flex gap-4 rounded-lg border border-gray-200 bg-white p-5 shadow-soft">
      <span className="grid size-11 shrink-0 place-items-center rounded-md bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink-900">{title}</h3>
        <div className="mt-1 leading-relaxed text-gray-700">{children}</div>
      </div>
    </li>
  );
}

const valueLink = 'font-semibold break-words text-brand-700 underline-offset-4 hover:underline';

/** E-mail, phone with office hours, and the Rotterdam address, all from the site config. */
export function ContactInfo({ copy }: { copy: ContactPageCopy['info'] }) {
  const locale = useLocale();
  return (
    <aside aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading" className="text-xl font-extrabold text-ink-900">
        {copy.heading}
      </h2>
      <ul className="mt-5 grid gap-4">
        <InfoCard icon={<Mail aria-hidden="true" className="size-5" />} title={copy.email.title}>
          <a href={contactHrefs.email} className={valueLink}>
            {site.email}
          </a>
          <p className="text-sm text-gray-600">{copy.email.note}</p>
        </InfoCard>
        <InfoCard icon={<Phone aria-hidden="true" className="size-5" />} title={copy.phone.title}>
          <a href={contactHrefs.phone} className={valueLink}>
            {site.phone}
          </a>
          <p className="text-sm text-gray-600">{m.phone_hours({}, { locale })}</p>
        </InfoCard>
        <InfoCard icon={<MapPin aria-hidden="true" className="size-5" />} title={copy.office.title}>
          <address className="not-italic">
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
            <br />
            {site.address.country[locale]}
          </address>
          <p className="mt-1 text-sm text-gray-600">{copy.office.note}</p>
        </InfoCard>
      </ul>
    </aside>
  );
}
