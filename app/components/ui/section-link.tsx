import { cn } from '#app/lib/cn.ts';
import { type ButtonVariants, buttonVariants } from './button.tsx';

type SectionLinkProps = Omit<React.ComponentProps<'a'>, 'href'> &
  ButtonVariants & {
    /** id of the section to bring into view. */
    target: string;
  };

/**
 * A button-styled link to a section of the same page. A plain in-page link: it works before
 * and without JavaScript, scrolls smoothly (instantly under reduced motion, app/app.css) and
 * moves the keyboard's starting point to the section. Once hydrated it also puts focus on the
 * section's heading, so screen readers read on from where sighted visitors look.
 */
export function SectionLink({ target, variant, size, wrap, className, children, ...props }: SectionLinkProps) {
  const focusHeading = () => {
    const heading = document.getElementById(target)?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    // After the browser has followed the link (which moves focus to the page).
    setTimeout(() => heading.focus({ preventScroll: true }));
  };
  return (
    <a
      href={`#${target}`}
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      onClick={focusHeading}
      {...props}
    >
      {children}
    </a>
  );
}
