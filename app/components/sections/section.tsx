import { useId } from 'react';
import { cn } from '#app/lib/cn.ts';

type SectionProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  eyebrow?: string;
  title?: React.ReactNode;
  subtitle?: React.ReactNode;
  tone?: 'light' | 'muted' | 'dark';
  /** Centre the heading block (default) or align it left. */
  align?: 'center' | 'left';
  headingLevel?: 'h2' | 'h3';
  /** Decoration behind the content (e.g. a particle background), clipped to the section. */
  backdrop?: React.ReactNode;
};

/** A page section: spacing, background tone and an optional eyebrow/title/subtitle block. */
export function Section({
  eyebrow,
  title,
  subtitle,
  tone = 'light',
  align = 'center',
  headingLevel: Heading = 'h2',
  backdrop,
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn(
        'px-5 py-16 sm:px-8 md:py-24',
        backdrop && 'relative isolate overflow-hidden',
        tone === 'muted' && 'bg-gray-50',
        tone === 'dark' && 'bg-ink-900 text-white',
        className,
      )}
      {...props}
    >
      {backdrop}
      <div className="mx-auto max-w-7xl">
        {(eyebrow || title || subtitle) && (
          <div className={cn('mb-12 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
            {eyebrow && (
              <p
                className={cn(
                  'text-sm font-semibold tracking-widest uppercase',
                  tone === 'dark' ? 'text-brand-300' : 'text-brand-700',
                )}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <Heading
                id={headingId}
                className={cn(
                  'mt-2 text-3xl leading-tight font-extrabold sm:text-4xl',
                  tone === 'dark' ? 'text-white' : 'text-ink-900',
                )}
              >
                {title}
              </Heading>
            )}
            {subtitle && (
              <p className={cn('mt-4 text-lg leading-relaxed', tone === 'dark' ? 'text-gray-200' : 'text-gray-600')}>
                {subtitle}
              </p>
            )}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
