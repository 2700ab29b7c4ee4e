import {
  Bike,
  Factory,
  GraduationCap,
  Hammer,
  type LucideIcon,
  Presentation,
  School,
  Target,
  Users,
  Zap,
} from 'lucide-react';
import type { AboutIcon } from '#app/content/about.ts';
import type { Tone } from '#app/content/schema.ts';

export const aboutIcons: Record<AboutIcon, LucideIcon> = {
  impact: Target,
  speed: Zap,
  team: Users,
  demo: Presentation,
  learning: GraduationCap,
  office: Factory,
  hackathon: Hammer,
  teaching: School,
  hybrid: Bike,
};

// Literal class names, so Tailwind can see them.
export const toneBackground: Record<Tone, string> = {
  violet: 'bg-tone-violet',
  indigo: 'bg-tone-indigo',
  teal: 'bg-tone-teal',
  amber: 'bg-tone-amber',
  rose: 'bg-tone-rose',
  sky: 'bg-tone-sky',
};

export const toneText: Record<Tone, string> = {
  violet: 'text-tone-violet',
  indigo: 'text-tone-indigo',
  teal: 'text-tone-teal',
  amber: 'text-tone-amber',
  rose: 'text-tone-rose',
  sky: 'text-tone-sky',
};
