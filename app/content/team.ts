// The team section on /about: 18 team members (spec §2, §3, §9).
// Portraits are generated from the image seed; no photos are stored.
import { site } from '#contracts/site.ts';
import type { z } from 'zod';
import type { TeamMemberSchema } from '#contracts/content/team-member.ts';

type TeamMemberFile = z.input<typeof TeamMemberSchema>;

/** 'Daan van der Meer' -> 'daan-van-der-meer' (diacritics removed). */
export const nameSlug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const member = (name: string, role: string): TeamMemberFile => {
  const slug = nameSlug(name);
  return { name, role, image: slug, linkedin: `https://www.linkedin.com/in/${slug}` };
};

export const team: TeamMemberFile[] = [
  member('Daan Verhoeven', 'CEO & Co-Founder'),
  member('Sanne Bakker', 'COO & Co-Founder'),
  member('Thijs van Dijk', 'Implementation Lead'),
  member('Lotte Janssen', 'Implementation Lead'),
  member('Bram de Graaf', 'Implementation Lead'),
  member('Noor El Amrani', 'Implementation Lead'),
  member('Eva Smit', `${site.name} Talent Scout`),
  member('Ruben Mulder', 'AI Consultant'),
  member('Fleur Visser', 'Process Manager'),
  member('Jasper Kok', 'Machine Learning Engineer'),
  member('Milan Hoekstra', 'Machine Learning Engineer'),
  member('Iris Brouwer', 'Machine Learning Engineer'),
  member('Koen de Wit', 'Machine Learning Engineer'),
  member('Sofia Martens', 'Machine Learning Engineer'),
  member('Stijn Vermeulen', 'Machine Learning Engineer'),
  member('Femke Dekker', 'Machine Learning Engineer'),
  member('Arjun Ramdin', 'Machine Learning Engineer'),
  member('Lars Bos', 'Machine Learning Engineer'),
];

/** Heading of the team section on /about. */
export const teamHeading = { en: `Meet the AI ${site.name}`, nl: `Maak kennis met de AI ${site.name}` };
