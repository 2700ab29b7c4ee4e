import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '#app/lib/cn.ts';

// Industry badges and story accents come from the fixed tone set of the theme.
export const badgeVariants = cva('inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold', {
  variants: {
    tone: {
      violet: 'bg-tone-violet text-white',
      indigo: 'bg-tone-indigo text-white',
      teal: 'bg-tone-teal text-white',
      amber: 'bg-tone-amber text-white',
      rose: 'bg-tone-rose text-white',
      sky: 'bg-tone-sky text-white',
      light: 'bg-white/15 text-white ring-1 ring-white/30',
    },
  },
  defaultVariants: { tone: 'violet' },
});

export function Badge({
  className,
  tone,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
