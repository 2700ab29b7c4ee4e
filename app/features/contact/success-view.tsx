import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { SuccessTexts } from './use-contact-form.ts';

type SuccessViewProps = {
  texts: SuccessTexts;
  onAgain: () => void;
  ref: React.Ref<HTMLDivElement>;
};

/** Spec §2's success view; it takes focus so screen readers announce it. */
export function SuccessView({ texts: success, onAgain, ref }: SuccessViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div ref={ref} data-testid="contact-success" className="grid justify-items-center py-10 text-center sm:py-14">
      <span className="grid size-16 place-items-center rounded-full bg-success-600/10">
        <CircleCheck aria-hidden="true" className="size-9 text-success-600" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-extrabold text-ink-900 outline-none sm:text-3xl">
        {success.heading}
      </h3>
      <p className="mt-3 max-w-md text-lg leading-relaxed text-gray-700">{success.text}</p>
      <Button variant="outline" className="mt-8" onClick={onAgain}>
        {success.again}
      </Button>
    </div>
  );
}
