import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '#app/lib/cn.ts';
import { type ButtonVariants, buttonVariants } from './button.tsx';

type LinkButtonProps = LinkProps &
  ButtonVariants & {
    /** 'forward': a trailing arrow (go on); 'back': a leading one (return). */
    arrow?: 'forward' | 'back';
  };

/** A link to another page that looks like a button (a SectionLink is the same within a page). */
export function LinkButton({ variant, size, wrap, arrow, className, children, ...props }: LinkButtonProps) {
  return (
    <Link className={cn(buttonVariants({ variant, size, wrap }), className)} {...props}>
      {arrow === 'back' && <ArrowLeft aria-hidden="true" className="size-4" />}
      {children}
      {arrow === 'forward' && <ArrowRight aria-hidden="true" className="size-4" />}
    </Link>
  );
}
