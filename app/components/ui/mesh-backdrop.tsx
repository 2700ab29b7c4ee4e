import { useId } from 'react';

type Glow = { cx: string; cy: string; r: string; opacity: number };

type MeshBackdropProps = {
  /** The viewBox; the drawing covers its box like `object-fit: cover`. */
  width: number;
  height: number;
  /** Grid cell size and line opacity. */
  grid: { size: number; opacity: number };
  /** The violet glow and the indigo glow. */
  glows: [Glow, Glow];
};

const glowColours = ['#7c3aed', '#4f46e5'] as const;

/** The dark bands' decoration: a faint grid under a violet and an indigo glow. */
export function MeshBackdrop({ width, height, grid, glows }: MeshBackdropProps) {
  const id = useId();
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10 size-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox={`0 0 ${width} ${height}`}
    >
      <defs>
        {glows.map((glow, index) => (
          <radialGradient key={glowColours[index]} id={`${id}-glow-${index}`} cx={glow.cx} cy={glow.cy} r={glow.r}>
            <stop offset="0" stopColor={glowColours[index]} stopOpacity={glow.opacity} />
            <stop offset="1" stopColor={glowColours[index]} stopOpacity="0" />
          </radialGradient>
        ))}
        <pattern id={`${id}-grid`} width={grid.size} height={grid.size} patternUnits="userSpaceOnUse">
          <path d={`M${grid.size} 0H0v${grid.size}`} fill="none" stroke="#ffffff" strokeOpacity={grid.opacity} />
        </pattern>
      </defs>
      <rect width={width} height={height} fill={`url(#${id}-grid)`} />
      {glows.map((_, index) => (
        <rect key={index} width={width} height={height} fill={`url(#${id}-glow-${index})`} />
      ))}
    </svg>
  );
}
