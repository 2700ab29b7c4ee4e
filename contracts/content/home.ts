// The sections of the home page below the hero (app/content/pages/home.ts holds the copy).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { text } from './fields.ts';

const ServiceCardSchema = z.object({
  title: text,
  description: text,
  to: z.enum(['/services/academy', '/services/implementation']),
  image: z.enum(['people', 'network']),
  tone: z.enum(['violet', 'indigo']),
  /** Rendered as 'Name: explanation'. */
  bullets: z.array(z.object({ name: text, explanation: text })).length(3),
});

const CounterSchema = z.object({
  end: z.number().int().positive(),
  label: text,
  duration: z.literal(2000),
});

export const HomeContentSchema = z.object({
  services: z.object({ title: text, subtitle: text, cards: z.array(ServiceCardSchema).length(2) }),
  clients: z.object({ title: text }),
  whyChoose: z.object({
    title: text,
    subtitle: text,
    values: z.array(z.object({ title: text, text })).length(4),
    counters: z.array(CounterSchema).length(3),
  }),
  stories: z.object({ title: text, subtitle: text }),
  blog: z.object({ title: text, subtitle: text }),
});
export type HomeContent = Local<z.infer<typeof HomeContentSchema>>;
