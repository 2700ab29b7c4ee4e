import { ArrowLeft, ArrowRight } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';
import { type ButtonVariants, buttonVariants } from './button.tsx';

type LinkButtonProps = Omit<React.ComponentProps<'a'>, 'href'> &
  ButtonVariants & {
    /** 'forward': a trailing arrow (go on); 'back': a leading one (return). */
    arrow?: 'forward' | 'back';
    /** The page it leads to: a plain link, followed by the browser (decision 0070). */
    to: string;
  };

/** A link to another page that looks like a button (a SectionLink is the same within a page). */
export function LinkButton({ to, variant, size, wrap, arrow, className, children, ...props }: LinkButtonProps) {
  return (
    <a href={to} className={cn(buttonVariants({ variant, size, wrap }), className)} {...props}>
      {arrow === 'back' && <ArrowLeft aria-hidden="true" className="size-4" />}
      {children}
      {arrow === 'forward' && <ArrowRight aria-hidden="true" className="size-4" />}
    </a>
  );
}
