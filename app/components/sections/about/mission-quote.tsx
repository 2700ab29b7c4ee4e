import { Quote } from 'lucide-react';
import { site } from '#contracts/site.ts';
import { PersonPicture } from '#app/components/ui/person-picture.tsx';
import type { AboutContent } from '#contracts/content/about.ts';
import type { TeamMember } from '#contracts/content/team-member.ts';

type MissionQuoteProps = {
  mission: AboutContent['mission'];
  /** The team member the quote is attributed to. */
  author: TeamMember;
};

/** The mission statement and a pull quote, set inside the dark page hero. */
export function MissionQuote({ mission, author }: MissionQuoteProps) {
  return (
    <div className="grid w-full gap-10 border-t border-white/15 pt-10 lg:grid-cols-2 lg:gap-16">
      <div>
        <h2 className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{mission.label}</h2>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-gray-100">{mission.text}</p>
      </div>
      <figure className="relative rounded-lg border border-white/15 bg-white/5 p-7 backdrop-blur-sm sm:p-8">
        <Quote aria-hidden="true" className="size-8 text-brand-300" />
        <blockquote className="mt-4 text-lg leading-relaxed font-medium text-white sm:text-xl">
          <p>{mission.quote.text}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          <span aria-hidden="true" className="size-12 shrink-0 overflow-hidden rounded-full ring-2 ring-brand-300/60">
            <PersonPicture
              photo={author.photo}
              seed={author.image}
              name={author.name}
              sizes="48px"
              className="size-full"
            />
          </span>
          <span>
            <span className="block font-semibold text-white">{author.name}</span>
            <span className="block text-sm text-gray-300">
              {author.role}, {site.name}
            </span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
