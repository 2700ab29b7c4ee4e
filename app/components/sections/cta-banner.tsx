import { LinkButton } from '../ui/link-button.tsx';

export type CtaAction = { label: string; to: string };

type CtaBannerProps = {
  title: string;
  text?: string;
  primary: CtaAction;
  secondary?: CtaAction;
};

/** The closing band of a page: a headline, a line of text and one or two buttons. */
export function CtaBanner({ title, text, primary, secondary }: CtaBannerProps) {
  return (
    <section className="px-5 py-16 sm:px-8 md:py-24">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-lg bg-brand-800 px-6 py-14 text-center text-white shadow-raised sm:px-12 md:py-20">
        <svg aria-hidden="true" className="absolute inset-0 -z-10 size-full" preserveAspectRatio="none">
          <defs>
            <radialGradient id="cta-glow" cx="85%" cy="0%" r="75%">
              <stop offset="0" stopColor="#a78bfa" stopOpacity="0.55" />
              <stop offset="1" stopColor="#a78bfa" stopOpacity="0" />
            </radialGradient>
          </defs>
          <rect width="100%" height="100%" fill="url(#cta-glow)" />
        </svg>
        <h2 className="mx-auto max-w-3xl text-3xl leading-tight font-extrabold sm:text-4xl">{title}</h2>
        {text && <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{text}</p>}
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <LinkButton to={primary.to} variant="secondary" size="lg">
            {primary.label}
          </LinkButton>
          {secondary && (
            <LinkButton to={secondary.to} variant="outline-light" size="lg">
              {secondary.label}
            </LinkButton>
          )}
        </div>
      </div>
    </section>
  );
}
