import { englishPath, isAnswerPath, localeOfPath, localePath } from '#contracts/locale.ts';
import { m } from '#contracts/i18n/messages.js';
import { cn } from '#app/lib/cn.ts';
import { usePagePath } from '#app/lib/page-path.tsx';

/**
 * A plain link to the same page in the other language (issue 23): it works without JavaScript,
 * stores nothing and redirects nothing, so every page stays cacheable.
 */
/** `size`: a 44 px tap target in the headers, a text-height link in the footer's list. */
export function LanguageSwitch({ className, size = 'tap' }: { className?: string; size?: 'tap' | 'text' }) {
  const pathname = usePagePath();
  // The admin pages are English only (issue 23); an answer page's address is the form's post, with no twin to link.
  if (pathname.startsWith('/admin') || isAnswerPath(pathname)) return null;
  const locale = localeOfPath(pathname);
  const other = locale === 'en' ? 'nl' : 'en';
  return (
    <a
      href={localePath(englishPath(pathname), other)}
      // The same place on the other page: the query and the #fragment (a selected tab) as they are at the tap.
      onClick={(event) => {
        const { search, hash } = window.location;
        event.currentTarget.href = `${localePath(englishPath(pathname), other)}${search}${hash}`;
      }}
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
    </a>
  );
}
