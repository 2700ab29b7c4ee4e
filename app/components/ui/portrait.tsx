import { useId } from 'react';
import { m } from '#contracts/i18n/messages.js';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { pick, seededRandom } from '#app/lib/seeded-random.ts';

const backgrounds = [
  ['#ede9fe', '#c4b5fd'],
  ['#e0e7ff', '#a5b4fc'],
  ['#ccfbf1', '#5eead4'],
  ['#fef3c7', '#fcd34d'],
  ['#ffe4e6', '#fda4af'],
  ['#e0f2fe', '#7dd3fc'],
] as const;
const skins = ['#f6d7c3', '#eac0a2', '#d9a47f', '#b98061', '#8d5a3f', '#5f3b28'] as const;
const hairs = ['#1f1a17', '#3b2a20', '#6b4a2f', '#a0703f', '#d4b078', '#8a8a8a'] as const;
const clothes = ['#4c1d95', '#1e1b4b', '#0f766e', '#334155', '#7c2d12', '#0369a1'] as const;

/**
 * A generated, illustrated head-and-shoulders portrait: the same seed always draws the
 * same person, so the team has faces without a single photo being stored or fetched.
 */
export function Portrait({ seed, name, className }: { seed: string; name: string; className?: string }) {
  const locale = useLocale();
  const id = useId();
  const random = seededRandom(seed);
  const [bgFrom, bgTo] = pick(random, backgrounds);
  const skin = pick(random, skins);
  const hair = pick(random, hairs);
  const cloth = pick(random, clothes);
  const hairStyle = Math.floor(random() * 4);
  const glasses = random() > 0.7;
  const initials = name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

  return (
    <svg
      viewBox="0 0 200 200"
      role="img"
      aria-label={m.portrait_of({ name }, { locale })}
      className={cn('block', className)}
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={bgFrom} />
          <stop offset="1" stopColor={bgTo} />
        </linearGradient>
      </defs>
      <rect width="200" height="200" fill={`url(#${id}-bg)`} />
      <text x="186" y="28" textAnchor="end" fontSize="18" fontWeight="800" fill="#ffffff" fillOpacity="0.7">
        {initials}
      </text>
      <path d="M30 200c4-40 34-62 70-62s66 22 70 62Z" fill={cloth} />
      <path d="M86 128h28v22a14 14 0 0 1-28 0Z" fill={skin} />
      <ellipse cx="100" cy="92" rx="34" ry="40" fill={skin} />
      {hairStyle === 0 && <path d="M64 88c0-30 16-44 36-44s36 14 36 44c-8-16-20-22-36-22s-28 6-36 22Z" fill={hair} />}
      {hairStyle === 1 && (
        <path d="M62 96c-4-36 14-54 38-54s42 18 38 54c-2 28-6 44-10 52h8c10-18 14-40 12-58Z" fill={hair} />
      )}
      {hairStyle === 1 && <path d="M62 96c-2 22 2 42 10 56h-8c-8-16-10-36-2-56Z" fill={hair} />}
      {hairStyle === 2 && <path d="M66 76c4-22 18-32 34-32s30 10 34 32c-10-8-22-10-34-10s-24 2-34 10Z" fill={hair} />}
      {hairStyle === 3 && <circle cx="100" cy="50" r="16" fill={hair} />}
      {hairStyle === 3 && <path d="M66 86c0-24 14-38 34-38s34 14 34 38c-10-12-22-16-34-16s-24 4-34 16Z" fill={hair} />}
      <circle cx="87" cy="96" r="3.2" fill="#1f1a17" />
      <circle cx="113" cy="96" r="3.2" fill="#1f1a17" />
      <path d="M90 114c6 5 14 5 20 0" fill="none" stroke="#1f1a17" strokeWidth="2.5" strokeLinecap="round" />
      {glasses && (
        <g fill="none" stroke="#1f1a17" strokeWidth="2.5">
          <circle cx="87" cy="96" r="10" />
          <circle cx="113" cy="96" r="10" />
          <path d="M97 96h6" />
        </g>
      )}
    </svg>
  );
}
