import { Link, useLocation } from 'react-router';
import { englishPath, isAnswerPath, localeOfPath, localePath } from '#contracts/locale.ts';
import { m } from '#contracts/i18n/messages.js';
import { cn } from '#app/lib/cn.ts';

/**
 * A plain link to the same page in the other language (issue 23): it works without JavaScript,
 * stores nothing and redirects nothing, so every page stays cacheable.
 */
/** `size`: a 44 px tap target in the headers, a text-height link in the footer's list. */
export function LanguageSwitch({ className, size = 'tap' }: { className?: string; size?: 'tap' | 'text' }) {
  const { pathname, search, hash } = useLocation();
  // The admin pages are English only (issue 23); an answer page's address is the form's post, with no twin to link.
  if (pathname.startsWith('/admin') || isAnswerPath(pathname)) return null;
  const locale = localeOfPath(pathname);
  const other = locale === 'en' ? 'nl' : 'en';
  const to = `${localePath(englishPath(pathname), other)}${search}${hash}`;
  return (
    <Link
      to={to}
      hrefLang={other}
      lang={other}
      aria-label={m.language_switch_label({}, { locale: other })}
      className={cn(
        'inline-flex items-center gap-1 rounded-sm text-sm font-semibold',
        size === 'tap' ? 'min-h-11 px-2' : 'min-h-8',
        className,
      )}
    >
      {other.toUpperCase()}
    </Link>
  );
}
