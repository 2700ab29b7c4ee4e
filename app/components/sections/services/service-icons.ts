import {
  Award,
  CalendarDays,
  ChartNoAxesCombined,
  Clock,
  Cog,
  FlaskConical,
  Handshake,
  MapPin,
  Medal,
  MonitorSmartphone,
  Network,
  Rocket,
  ScanSearch,
  ShieldCheck,
  TrendingUp,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { AcademyIcon } from '#app/content/academy.ts';
import type { ImplementationIcon } from '#app/content/implementation.ts';

// Content names its icons by key; these maps are the only place they become components.
export const academyIcons: Record<AcademyIcon, LucideIcon> = {
  clock: Clock,
  hybrid: MonitorSmartphone,
  shield: ShieldCheck,
  calendar: CalendarDays,
  location: MapPin,
  group: UsersRound,
  mentor: UserRound,
  award: Award,
  rocket: Rocket,
  productivity: TrendingUp,
  champion: Medal,
};

export const implementationIcons: Record<ImplementationIcon, LucideIcon> = {
  scan: ScanSearch,
  flask: FlaskConical,
  cog: Cog,
  scale: Network,
  rocket: Rocket,
  shield: ShieldCheck,
  chart: ChartNoAxesCombined,
  handshake: Handshake,
};
