import type { ArtMotif, Tone } from '#app/content/schema.ts';

/** URL of a generated illustration (written at build time by scripts/lib/art.ts). */
export const artUrl = (motif: ArtMotif, tone: Tone = 'violet') => `/art/${motif}-${tone}.svg`;

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 675;
