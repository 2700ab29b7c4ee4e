import { truncateEmailError } from '#contracts/admin.ts';
import { cn } from '#app/lib/cn.ts';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/**
 * Sent, Pending or Failed; a failure's error is cut to 50 characters (spec §9), and the
 * whole text shows on hover and on keyboard focus (a tooltip tied by aria-describedby).
 */
export function EmailStatus({ id, sent, error }: { id: number; sent: boolean; error: string | null }) {
  if (sent) return <span className={cn(pill, 'bg-success-600/10 text-success-700')}>Sent</span>;
  if (!error) return <span className={cn(pill, 'bg-gray-100 text-gray-700')}>Pending</span>;
  const tipId = `email-error-${id}`;
  const short = truncateEmailError(error);
  return (
    <div className="grid justify-items-start gap-1">
      <span className={cn(pill, 'bg-danger-600/10 text-danger-600')}>Failed</span>
      <span className="group relative">
        {/* A button only to be focusable: keyboard users reach the full text too. */}
        <button
          type="button"
          title={error}
          aria-describedby={short === error ? undefined : tipId}
          className="block max-w-56 cursor-help rounded-sm text-left text-xs break-words text-gray-700"
          data-testid="email-error"
        >
          {short}
        </button>
        {short !== error && (
          <span
            role="tooltip"
            id={tipId}
            className="pointer-events-none absolute top-full left-0 z-20 mt-1 hidden w-72 rounded-md bg-ink-900 p-2 text-xs leading-relaxed text-white shadow-raised group-focus-within:block group-hover:block"
          >
            {error}
          </span>
        )}
      </span>
    </div>
  );
}
