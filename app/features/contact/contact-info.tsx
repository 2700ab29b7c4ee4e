import { Mail, MapPin, Phone } from 'lucide-react';
import { mailtoHref, telHref } from '#contracts/site.ts';
import type { ContactPageCopy } from '#contracts/content/contact-page.ts';
import { useSiteSettings } from '#app/lib/site-settings.tsx';

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

/** E-mail, phone with office hours, and the Rotterdam address, all from the site's settings. */
export function ContactInfo({ copy }: { copy: ContactPageCopy['info'] }) {
  const { contact } = useSiteSettings();
  return (
    <aside aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading" className="text-xl font-extrabold text-ink-900">
        {copy.heading}
      </h2>
      <ul className="mt-5 grid gap-4">
        <InfoCard icon={<Mail aria-hidden="true" className="size-5" />} title={copy.email.title}>
          <a href={mailtoHref(contact.email)} className={valueLink}>
            {contact.email}
          </a>
          <p className="text-sm text-gray-600">{copy.email.note}</p>
        </InfoCard>
        <InfoCard icon={<Phone aria-hidden="true" className="size-5" />} title={copy.phone.title}>
          <a href={telHref(contact.phone)} className={valueLink}>
            {contact.phone}
          </a>
          <p className="text-sm text-gray-600">{contact.phoneHours}</p>
        </InfoCard>
        <InfoCard icon={<MapPin aria-hidden="true" className="size-5" />} title={copy.office.title}>
          <address className="not-italic">
            {contact.address.street}
            <br />
            {contact.address.postalCode} {contact.address.city}
            <br />
            {contact.address.country}
          </address>
          <p className="mt-1 text-sm text-gray-600">{copy.office.note}</p>
        </InfoCard>
      </ul>
    </aside>
  );
}
