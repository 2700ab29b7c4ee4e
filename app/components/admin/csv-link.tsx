import { Download } from 'lucide-react';
import { buttonVariants } from '#app/components/ui/button.tsx';

/** A list's rows as the filters show them, downloaded as CSV (the inbox, the audit trail, the insights). */
export function CsvLink({ href, label = 'Export CSV' }: { href: string; label?: string }) {
  return (
    <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={href} download>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
