import type { CultureCard } from '#contracts/content/about.ts';
import { icons } from '#app/components/ui/icon.tsx';
import { toneBackground, toneText } from '#app/components/ui/tone.ts';

/** 'Life at …': the culture cards, each with a generated emblem in its tone. */
export function CultureGrid({ items }: { items: CultureCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((card) => (
        <li key={card.title}>
          <CultureTile card={card} />
        </li>
      ))}
    </ul>
  );
}

function CultureTile({ card }: { card: CultureCard }) {
  const Icon = icons[card.icon];
  return (
    <article className="relative isolate h-full overflow-hidden rounded-lg border border-gray-200 bg-white p-7 shadow-soft">
      <svg
        aria-hidden="true"
        viewBox="0 0 160 160"
        className={`absolute -top-10 -right-10 -z-10 size-44 opacity-15 ${toneText[card.tone]}`}
      >
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="80" cy="80" r="20" />
          <circle cx="80" cy="80" r="36" />
          <circle cx="80" cy="80" r="52" />
          <circle cx="80" cy="80" r="68" />
        </g>
        <circle cx="80" cy="80" r="10" fill="currentColor" />
      </svg>
      <span
        className={`grid size-12 place-items-center rounded-md text-white shadow-soft ${toneBackground[card.tone]}`}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-6 text-lg font-bold text-ink-900">{card.title}</h3>
      <p className="mt-2 leading-relaxed text-gray-600">{card.text}</p>
    </article>
  );
}
