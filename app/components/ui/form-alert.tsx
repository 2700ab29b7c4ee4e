import { CircleAlert } from 'lucide-react';

/** The failure alert (spec §8), announced as soon as it appears. */
export function FormAlert({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-danger-600/30 bg-danger-600/5 p-4 text-danger-600">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm leading-relaxed font-medium">{children}</p>
    </div>
  );
}
