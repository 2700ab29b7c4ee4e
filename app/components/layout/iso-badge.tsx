import { m } from '#contracts/i18n/messages.js';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';

/** A certification seal drawn here: ISO/IEC 27001 information security management. */
export function IsoBadge({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <svg
      role="img"
      aria-labelledby="iso-badge-title"
      viewBox="0 0 120 120"
      width="88"
      height="88"
      className={cn('shrink-0', className)}
    >
      <title id="iso-badge-title">{m.iso_badge_title({}, { locale })}</title>
      <circle cx="60" cy="60" r="58" fill="#130f24" stroke="#a78bfa" strokeWidth="3" />
      <circle cx="60" cy="60" r="47" fill="none" stroke="#a78bfa" strokeWidth="1.5" strokeDasharray="3 4" />
      <path d="M60 24l15 6v13c0 10-6.4 18.4-15 21-8.6-2.6-15-11-15-21V30z" fill="#6d28d9" />
      <path
        d="M53 43l5 5 9-10"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="60"
        y="82"
        textAnchor="middle"
        fontFamily="Inter Variable, sans-serif"
        fontWeight="800"
        fontSize="15"
        fill="#fff"
      >
        ISO 27001
      </text>
      <text
        x="60"
        y="96"
        textAnchor="middle"
        fontFamily="Inter Variable, sans-serif"
        fontWeight="600"
        // 'GECERTIFICEERD' is half as long again as 'CERTIFIED': smaller, so it stays inside the ring.
        fontSize={locale === 'nl' ? 6.5 : 8.5}
        fill="#ddd6fe"
        letterSpacing={locale === 'nl' ? 0.4 : 1.2}
      >
        {m.iso_badge_certified({}, { locale })}
      </text>
    </svg>
  );
}
