import { ExternalLink } from 'lucide-react';
import { PersonPicture } from '#app/components/ui/person-picture.tsx';
import type { TeamMember } from '#contracts/content/team-member.ts';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

/** Every team member: photo (or drawn portrait), name, role and a LinkedIn link that opens in a new tab. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  const locale = useLocale();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-6">
      {members.map((member) => (
        <li
          key={member.image}
          className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-soft"
        >
          <PersonPicture
            photo={member.photo}
            seed={member.image}
            name={member.name}
            sizes="(min-width: 1024px) 200px, (min-width: 640px) 33vw, 50vw"
            className="aspect-square w-full"
          />
          <div className="flex flex-1 flex-col p-4">
            <h3 className="leading-snug font-bold text-ink-900">{member.name}</h3>
            <p className="mt-1 text-sm leading-snug text-gray-600">{member.role}</p>
            <a
              href={member.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              className="-mx-2 mt-auto inline-flex min-h-11 items-center gap-1.5 self-start rounded-sm px-2 pt-2 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {m.connect({}, { locale })}
              <span className="sr-only">{m.connect_linkedin({ name: member.name }, { locale })}</span>
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
