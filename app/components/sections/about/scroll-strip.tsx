import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useEffect, useId, useRef, useState } from 'react';
import { Island } from '#app/islands/island.tsx';
import { cn } from '#app/lib/cn.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { prefersReducedMotion } from '#app/lib/use-reduced-motion.ts';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

/** Spec §9: each press of a scroll button moves the strip 320 px. */
export const SCROLL_STEP = 320;

type ScrollStripProps = {
  /** Accessible name of the scrollable region. */
  label: string;
  /** Pixels per button press. */
  step?: number;
  /** Shown left of the scroll buttons (typically the section heading). */
  header?: React.ReactNode;
  previousLabel?: string;
  nextLabel?: string;
  /** Item widths from `md` up; below `md` every item is exactly one step wide, gap included. */
  itemClassName?: string;
  /** Extra classes for the scroll container, e.g. negative margins to bleed to the edges. */
  scrollerClassName?: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * A horizontally scrolling row of cards with 'Scroll left' and 'Scroll right' buttons, shown
 * once hydrated.
 * The row also scrolls by touch (snapping to the cards on small screens) and with the
 * arrow keys once focused. Buttons are disabled at the ends.
 */
export function ScrollStrip({
  label,
  step = SCROLL_STEP,
  header,
  previousLabel,
  nextLabel,
  itemClassName,
  scrollerClassName,
  className,
  children,
}: ScrollStripProps) {
  const scrollerId = useId();
  return (
    <div className={className}>
      <div className="mb-10 flex flex-wrap items-end justify-between gap-6">
        {header && <div className="max-w-3xl">{header}</div>}
        <Island name="strip-buttons" component={StripButtons} props={{ scrollerId, step, previousLabel, nextLabel }} />
      </div>
      <div
        id={scrollerId}
        role="region"
        aria-label={label}
        // A scrollable region must be focusable so the arrow keys scroll it (WCAG 2.1.1).
        tabIndex={0}
        className={cn(
          '@container snap-x snap-mandatory [scrollbar-width:thin] overflow-x-auto overscroll-x-contain pt-2 pb-6 focus-visible:outline-offset-[-3px] md:snap-none',
          scrollerClassName,
        )}
      >
        {/* Below md the cards are one step apart and the trailing padding lets the last card
            reach the start, so every press and every swipe lands on a card (no partial clamp). */}
        <ul
          className="flex w-max gap-6 max-md:pr-[calc(100cqw-var(--strip-step)+1.5rem)]"
          style={{ '--strip-step': `${step}px` } as React.CSSProperties}
        >
          {Children.map(children, (child) => (
            <li className={cn('w-[calc(var(--strip-step)-1.5rem)] shrink-0 snap-start', itemClassName)}>{child}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

type StripButtonsProps = { scrollerId: string; step: number; previousLabel?: string; nextLabel?: string };

/** The strip's two buttons, an island (decision 0070): they scroll the row the prerender wrote, found by its id. */
export function StripButtons({ scrollerId, step, previousLabel, nextLabel }: StripButtonsProps) {
  const locale = useLocale();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // The prerendered HTML starts at the left end; the real ends are measured after mount.
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const mounted = useHydrated();
  const scroller = () => document.getElementById(scrollerId);

  useEffect(() => {
    const element = document.getElementById(scrollerId);
    if (!element) return;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      setAtStart(element.scrollLeft <= 1);
      setAtEnd(element.scrollLeft >= max - 1);
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [scrollerId]);

  const scroll = (direction: -1 | 1) => {
    const element = scroller();
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    const target = element.scrollLeft + direction * step;
    // The pressed button is about to be disabled: hand focus to the other one so a
    // keyboard user is not dropped back to the top of the page.
    const reachesEnd = direction === 1 ? target >= max - 1 : target <= 1;
    const pressed = direction === 1 ? next.current : previous.current;
    if (reachesEnd && document.activeElement === pressed) {
      const other = direction === 1 ? previous.current : next.current;
      // After two quick presses the scroll that enables the other button may not have rendered
      // yet, and a disabled button cannot take focus. This scroll leaves the far end, so the
      // render that follows enables it too.
      if (other) {
        other.disabled = false;
        other.focus();
      }
    }
    element.scrollBy({ left: direction * step, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  };

  const buttonClass =
    'grid size-11 place-items-center rounded-full border border-gray-300 bg-white text-ink-900 shadow-soft transition-[background-color,opacity] duration-150 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:shadow-none disabled:hover:bg-white';

  // The buttons need JavaScript: they take their place at once but show once they work.
  // The row itself scrolls by touch, trackpad and keys from the first paint.
  return (
    <div className={cn('flex gap-3', !mounted && 'invisible')}>
      <button
        ref={previous}
        type="button"
        className={buttonClass}
        onClick={() => scroll(-1)}
        disabled={atStart}
        aria-label={previousLabel ?? m.scroll_left({}, { locale })}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        ref={next}
        type="button"
        className={buttonClass}
        onClick={() => scroll(1)}
        disabled={atEnd}
        aria-label={nextLabel ?? m.scroll_right({}, { locale })}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
