import type { Tone } from '#contracts/content/fields.ts';

// The site's one tone registry: content picks a tone key (ToneSchema), the theme defines the
// colours (--color-tone-* in app.css), and these maps are the only place a key becomes a class.
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

/** List bullets in the tone (e.g. the coloured bullets of 'The Challenge'). */
export const toneMarker: Record<Tone, string> = {
  violet: 'marker:text-tone-violet',
  indigo: 'marker:text-tone-indigo',
  teal: 'marker:text-tone-teal',
  amber: 'marker:text-tone-amber',
  rose: 'marker:text-tone-rose',
  sky: 'marker:text-tone-sky',
};

export const toneBorder: Record<Tone, string> = {
  violet: 'border-tone-violet',
  indigo: 'border-tone-indigo',
  teal: 'border-tone-teal',
  amber: 'border-tone-amber',
  rose: 'border-tone-rose',
  sky: 'border-tone-sky',
};
