// Generated illustrations: abstract, deterministic compositions (one per motif and
// tone) so that no picture is ever fetched from another host.
import { ArtMotifSchema, ToneSchema, type ArtMotif, type Tone } from '#contracts/content/fields.ts';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../lib/illustration-url.ts';
import { seededRandom } from '../lib/seeded-random.ts';

const palettes: Record<Tone, [string, string, string]> = {
  violet: ['#2e1065', '#7c3aed', '#c4b5fd'],
  indigo: ['#1e1b4b', '#4f46e5', '#a5b4fc'],
  teal: ['#042f2e', '#0f766e', '#5eead4'],
  amber: ['#451a03', '#b45309', '#fcd34d'],
  rose: ['#4c0519', '#be123c', '#fda4af'],
  sky: ['#082f49', '#0369a1', '#7dd3fc'],
};

export function illustrationSvg(motif: ArtMotif, tone: Tone) {
  const [deep, mid, light] = palettes[tone];
  const next = seededRandom(`${motif}:${tone}`);
  const w = ILLUSTRATION_WIDTH;
  const h = ILLUSTRATION_HEIGHT;
  const round = (n: number) => Math.round(n);

  const nodes = Array.from({ length: 14 }, () => ({ x: round(next() * w), y: round(next() * h) }));
  const links = nodes.flatMap((a, i) =>
    nodes
      .slice(i + 1)
      .filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < 330)
      .map((b) => `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}"/>`),
  );
  const dots = nodes.map((n) => `<circle cx="${n.x}" cy="${n.y}" r="${round(3 + next() * 6)}"/>`);
  const cx = round(w * (0.55 + next() * 0.3));
  const cy = round(h * (0.3 + next() * 0.4));
  const rings = [0.18, 0.3, 0.44, 0.6]
    .map((f) => `<circle cx="${cx}" cy="${cy}" r="${round(h * f)}" stroke-opacity="${(0.5 - f / 2).toFixed(2)}"/>`)
    .join('');
  const bars = Array.from({ length: 7 }, (_, i) => {
    const bh = round(60 + next() * 200);
    return `<rect x="${80 + i * 46}" y="${h - 60 - bh}" width="28" height="${bh}" rx="6"/>`;
  }).join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="glow" cx="${((cx / w) * 100).toFixed(0)}%" cy="${((cy / h) * 100).toFixed(0)}%" r="50%"><stop offset="0" stop-color="${light}" stop-opacity=".55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
<g fill="none" stroke="${light}" stroke-width="2">${rings}</g>
<g stroke="${light}" stroke-opacity=".28" stroke-width="1.5">${links.join('')}</g>
<g fill="${light}" fill-opacity=".85">${dots.join('')}</g>
<g fill="#ffffff" fill-opacity=".12">${bars}</g>
</svg>`;
}

/** Every motif in every tone: file name → SVG. */
export function allIllustrations() {
  return ArtMotifSchema.options.flatMap((motif) =>
    ToneSchema.options.map((tone) => [`${motif}-${tone}.svg`, illustrationSvg(motif, tone)] as const),
  );
}
