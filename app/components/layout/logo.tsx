import { site } from '#contracts/site.ts';
import { localePath } from '#contracts/locale.ts';
import { m } from '#contracts/i18n/messages.js';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" fill="#6d28d9" />
      <path d="M9 23V9h8.2a4.6 4.6 0 0 1 1.3 9l4.5 5h-4l-4-4.6H12.4V23Z" fill="#fff" />
      <circle cx="16.6" cy="13.7" r="1.6" fill="#6d28d9" />
    </svg>
  );
}

export function Logo({ className, onDark = false }: { className?: string; onDark?: boolean }) {
  const locale = useLocale();
  return (
    <a
      href={localePath('/', locale)}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 text-xl font-extrabold tracking-tight',
        onDark ? 'text-white' : 'text-ink-900',
        className,
      )}
    >
      <LogoMark />
      <span>{site.name}</span>
      <span className="sr-only">{m.logo_home({}, { locale })}</span>
    </a>
  );
}
