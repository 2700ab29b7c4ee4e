import {
  BrainCircuit,
  CalendarDays,
  Compass,
  Languages,
  Lightbulb,
  MapPin,
  Rocket,
  type LucideIcon,
} from 'lucide-react';
import type { JobsFactIcon } from '#app/content/jobs-page.ts';
import type { JobIcon } from '#app/content/schema.ts';

// Content names its icons by key; these maps are the only place they become components.
export const jobIcons: Record<JobIcon, LucideIcon> = {
  brain: BrainCircuit,
  compass: Compass,
  rocket: Rocket,
  lightbulb: Lightbulb,
};

export const jobsFactIcons: Record<JobsFactIcon, LucideIcon> = {
  location: MapPin,
  calendar: CalendarDays,
  languages: Languages,
};
