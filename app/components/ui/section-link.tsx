import { useEffect } from 'react';
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
 * moves the keyboard's starting point to the section. Once the page's islands run it also puts
 * focus on the section's heading (SectionLinkFocus, in every page's chrome), so screen readers
 * read on from where sighted visitors look.
 */
export function SectionLink({ target, variant, size, wrap, className, children, ...props }: SectionLinkProps) {
  return (
    <a
      href={`#${target}`}
      data-section-link=""
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      {...props}
    >
      {children}
    </a>
  );
}

/** Focus on the heading of the section a SectionLink leads to, for every such link of the page (an island's effect). */
export function SectionLinkFocus() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-section-link]') : null;
      const target = link?.getAttribute('href')?.slice(1);
      const heading = target ? document.getElementById(target)?.querySelector<HTMLElement>('h2') : null;
      if (!heading || event.defaultPrevented) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // After the browser has followed the link (which moves focus to the page).
      setTimeout(() => heading.focus({ preventScroll: true }));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
