import { Link, useLocation } from 'react-router';
import { englishPath, localeOfPath, localePath } from '#contracts/locale.ts';
import { m } from '#contracts/i18n/messages.js';
import { cn } from '#app/lib/cn.ts';

/**
 * A plain link to the same page in the other language (issue 23): it works without JavaScript,
 * stores nothing and redirects nothing, so every page stays cacheable.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const locale = localeOfPath(pathname);
  const other = locale === 'en' ? 'nl' : 'en';
  const to = `${localePath(englishPath(pathname), other)}${search}${hash}`;
  return (
    <Link
      to={to}
      hrefLang={other}
      lang={other}
      aria-label={m.language_switch_label({}, { locale: other })}
      className={cn('inline-flex min-h-11 items-center gap-1 rounded-sm px-2 text-sm font-semibold', className)}
    >
      {other.toUpperCase()}
    </Link>
  );
}
