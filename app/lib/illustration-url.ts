import type { ArtMotif, Tone } from '#contracts/content/fields.ts';

/** URL of a generated illustration (written at build time by app/.server/illustration-svgs.ts). */
export const illustrationUrl = (motif: ArtMotif, tone: Tone = 'violet') => `/art/${motif}-${tone}.svg`;

export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 675;
