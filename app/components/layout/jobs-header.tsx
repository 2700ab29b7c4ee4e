import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#app/lib/cn.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Logo } from './logo.tsx';

export function JobsHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-50">
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <Logo onDark />
        <nav aria-label="Careers" className="flex items-center gap-2">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-sm px-3 text-sm font-medium text-white/85 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to site
          </Link>
          <Link
            to="/contact?tab=job"
            className={cn(buttonVariants({ size: 'sm', variant: 'secondary' }), 'max-sm:hidden')}
          >
            Apply
          </Link>
        </nav>
      </div>
    </header>
  );
}
