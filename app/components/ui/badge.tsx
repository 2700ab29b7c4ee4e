import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '#app/lib/cn.ts';
import { toneBackground } from './tone.ts';

// Industry badges and story accents come from the site's tone registry (tone.ts).
export const badgeVariants = cva('inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold', {
  variants: {
    tone: {
      violet: `${toneBackground.violet} text-white`,
      indigo: `${toneBackground.indigo} text-white`,
      teal: `${toneBackground.teal} text-white`,
      amber: `${toneBackground.amber} text-white`,
      rose: `${toneBackground.rose} text-white`,
      sky: `${toneBackground.sky} text-white`,
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
