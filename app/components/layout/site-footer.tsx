import { FileText, Mail, MapPin, Phone } from 'lucide-react';
import { mailtoHref, site, telHref } from '#contracts/site.ts';
import { generalConditionsPdf } from '#app/content/nav.ts';
import type { NavLink } from '#contracts/content/settings.ts';
import { m } from '#contracts/i18n/messages.js';
import { useNav } from '#app/lib/use-nav.ts';
import { useSiteSettings } from '#app/lib/site-settings.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { IsoBadge } from './iso-badge.tsx';
import { Logo } from './logo.tsx';

const linkClass = 'inline-flex min-h-8 items-center text-gray-300 hover:text-white hover:underline';

export function SiteFooter() {
  const { contact, footer } = useSiteSettings();
  const { address } = contact;
  const { locale, servicesNav, companyNav, legalNav } = useNav();
  return (
    <footer className="bg-ink-950 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="grid content-start gap-5">
          <Logo onDark />
          <p className="max-w-xs text-sm leading-relaxed text-gray-300">{footer.tagline}</p>
          <IsoBadge />
        </div>
        <FooterLinks id="footer-services" title={m.footer_services({}, { locale })} links={servicesNav} />
        <FooterLinks id="footer-company" title={m.footer_company({}, { locale })} links={companyNav} />
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {m.footer_contact({}, { locale })}
          </h2>
          <address className="mt-4 grid gap-3 text-sm not-italic">
            <a
              href={mailtoHref(contact.email)}
              className="inline-flex items-center gap-2 text-gray-300 hover:text-white"
            >
              <Mail aria-hidden="true" className="size-4 text-brand-300" />
              {contact.email}
            </a>
            <a href={telHref(contact.phone)} className="inline-flex items-center gap-2 text-gray-300 hover:text-white">
              <Phone aria-hidden="true" className="size-4 text-brand-300" />
              {contact.phone}
            </a>
            <span className="inline-flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-brand-300" />
              <span>
                {address.street}
                <br />
                {address.postalCode} {address.city}
                <br />
                {address.country}
              </span>
            </span>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-sm sm:px-8 lg:flex-row lg:items-center lg:justify-between">
          <p className="text-gray-400">
            © {new Date().getFullYear()} {site.legalName} · KvK {contact.chamberOfCommerce}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-1">
            <li>
              <a href={generalConditionsPdf[locale]} className={`${linkClass} gap-1.5`} download>
                <FileText aria-hidden="true" className="size-4" />
                {m.general_conditions_pdf({}, { locale })}
              </a>
            </li>
            <li>
              <LanguageSwitch size="text" className="text-gray-300 hover:text-white hover:underline" />
            </li>
            {legalNav.map((item) => (
              <li key={item.to}>
                <a href={item.to} className={linkClass}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 grid gap-1 text-sm">
        {links.map((item) => (
          <li key={item.to}>
            <a href={item.to} className={linkClass}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
