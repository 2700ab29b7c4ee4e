import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '#app/lib/cn.ts';

/**
 * Colours ease only under the pointer (hover): a colour change by state (a variant that changes
 * when data arrives, the header's switch at 100 px) is instant, never half-way and unreadable.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-transform duration-150 ease-out select-none hover:transition-[background-color,color,box-shadow,transform] active:translate-y-px disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white shadow-soft hover:bg-brand-800',
        secondary: 'bg-white text-ink-900 shadow-soft hover:bg-brand-50',
        outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
        'outline-light': 'border border-white/60 text-white hover:bg-white/10',
        ghost: 'text-gray-800 hover:bg-gray-100',
        // What cannot be undone (an erasure, a removal).
        danger: 'bg-danger-600 text-white shadow-soft hover:bg-danger-600/90',
        'danger-outline': 'border border-danger-600 text-danger-600 hover:bg-danger-600/5',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-12 px-7 text-base',
      },
      /** Long labels may wrap on narrow screens (then the button grows in height). */
      wrap: {
        false: 'whitespace-nowrap',
        true: 'py-3 text-center leading-snug text-balance',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', wrap: false },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  wrap,
  type = 'button',
  ...props
}: React.ComponentProps<'button'> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, size, wrap }), className)} {...props} />;
}
