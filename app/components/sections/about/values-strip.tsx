import type { AboutContent, AboutValue } from '#contracts/content/about.ts';
import { Illustration } from '#app/components/ui/illustration.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { icons } from '#app/components/ui/icon.tsx';
import { toneBackground } from '#app/components/ui/tone.ts';
import { ScrollStrip } from './scroll-strip.tsx';

/** 'What makes us different': the value cards in a strip that scrolls sideways. */
export function ValuesStrip({ copy }: { copy: AboutContent['different'] }) {
  return (
    <Section className="overflow-hidden">
      <ScrollStrip
        label={copy.title}
        header={
          <>
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{copy.eyebrow}</p>
            <h2 className="mt-2 text-3xl leading-tight font-extrabold text-ink-900 sm:text-4xl">{copy.title}</h2>
            <p className="mt-4 text-lg leading-relaxed text-gray-600">{copy.subtitle}</p>
          </>
        }
        itemClassName="md:w-[420px] lg:w-[540px]"
        scrollerClassName="-mx-5 px-5 scroll-px-5 sm:-mx-8 sm:px-8 sm:scroll-px-8"
      >
        {copy.values.map((value, index) => (
          <ValueCard key={value.title} value={value} index={index} />
        ))}
      </ScrollStrip>
    </Section>
  );
}

function ValueCard({ value, index }: { value: AboutValue; index: number }) {
  const Icon = icons[value.icon];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-soft">
      <div className="relative">
        <Illustration motif={value.motif} tone={value.tone} height={500} />
        <span
          className={`absolute bottom-0 left-6 grid size-14 translate-y-1/2 place-items-center rounded-md text-white shadow-raised ring-4 ring-white ${toneBackground[value.tone]}`}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
      </div>
      <div className="flex flex-1 flex-col px-6 pt-12 pb-8 md:px-8">
        <p className="text-sm font-semibold text-gray-500 tabular-nums">{String(index + 1).padStart(2, '0')}</p>
        <h3 className="mt-1 text-xl font-bold text-ink-900">{value.title}</h3>
        <p className="mt-3 leading-relaxed text-gray-600">{value.text}</p>
      </div>
    </article>
  );
}
