import { cn } from '#app/lib/cn.ts';

export function Spinner({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700',
        className,
      )}
      {...props}
    />
  );
}
