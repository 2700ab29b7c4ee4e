import { ArrowLeft } from 'lucide-react';
import { localePath } from '#contracts/locale.ts';
import { jobFormFragment } from '#contracts/contact-fields.ts';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';
import { LinkButton } from '../ui/link-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';

export function JobsHeader() {
  const locale = useLocale();
  return (
    <header className="absolute inset-x-0 top-0 z-50">
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <Logo onDark />
        <nav aria-label={m.careers_nav({}, { locale })} className="flex items-center gap-2">
          <LanguageSwitch className="text-white/85 hover:text-white" />
          <a
            href={localePath('/', locale)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-sm px-3 text-sm font-medium text-white/85 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {m.back_to_site({}, { locale })}
          </a>
          <LinkButton
            to={localePath(`/contact?tab=job#${jobFormFragment}`, locale)}
            size="sm"
            variant="secondary"
            className="max-sm:hidden"
          >
            {m.apply({}, { locale })}
          </LinkButton>
        </nav>
      </div>
    </header>
  );
}
