import { Button } from '#app/components/ui/button.tsx';
import { prefersReducedMotion } from '#app/lib/use-reduced-motion.ts';

type ScrollToSectionButtonProps = Omit<React.ComponentProps<typeof Button>, 'onClick'> & {
  /** id of the section to bring into view. */
  target: string;
};

/**
 * A button that scrolls smoothly (instantly under reduced motion) to a section of the
 * same page and moves focus to its heading, so keyboard and screen-reader users land
 * where sighted users look.
 */
export function ScrollToSectionButton({ target, ...props }: ScrollToSectionButtonProps) {
  return <Button onClick={() => scrollToSection(target)} {...props} />;
}

function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const heading = section.querySelector<HTMLElement>('h2') ?? section;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}
