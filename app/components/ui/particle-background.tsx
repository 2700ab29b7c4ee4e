import { useEffect, useRef } from 'react';
import { Island } from '#app/islands/island.tsx';
import { cn } from '#app/lib/cn.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useMediaQuery, usePrefersReducedMotion } from '#app/lib/use-reduced-motion.ts';

// Spec §9: particle counts per variant, a 120 fps cap, the purple accent.
export const PARTICLE_COUNTS = { connections: 80, nodes: 12, grid: 40 } as const;
export const MAX_FPS = 120;
const accent = '167, 139, 250';

export type ParticleVariant = keyof typeof PARTICLE_COUNTS;

type Particle = { x: number; y: number; vx: number; vy: number; r: number; phase: number };

function createParticles(variant: ParticleVariant, width: number, height: number): Particle[] {
  const count = PARTICLE_COUNTS[variant];
  if (variant === 'grid') {
    const columns = 8;
    const rows = count / columns;
    return Array.from({ length: count }, (_, i) => ({
      x: ((i % columns) + 0.5) * (width / columns),
      y: (Math.floor(i / columns) + 0.5) * (height / rows),
      vx: 0,
      vy: 0,
      r: 2,
      phase: (i * 0.7) % (Math.PI * 2),
    }));
  }
  const speed = variant === 'nodes' ? 0.15 : 0.35;
  return Array.from({ length: count }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * speed,
    vy: (Math.random() - 0.5) * speed,
    r: variant === 'nodes' ? 4 + Math.random() * 4 : 1.2 + Math.random() * 1.6,
    phase: Math.random() * Math.PI * 2,
  }));
}

const LINK_BUCKETS = 4;

/** Soft decoration needs no more than 1.5 device pixels per CSS pixel. */
const pixelRatio = () => Math.min(window.devicePixelRatio || 1, 1.5);

/**
 * One frame. Links are batched into a few paths by opacity and dots into one path,
 * so a frame is a handful of draw calls whatever the particle count.
 */
function draw(context: CanvasRenderingContext2D, variant: ParticleVariant, particles: Particle[], time: number) {
  const { width, height } = context.canvas;
  const scale = pixelRatio();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  context.setTransform(scale, 0, 0, scale, 0, 0);
  const w = width / scale;
  const h = height / scale;

  if (variant === 'grid') {
    for (const p of particles) {
      const pulse = 0.35 + 0.65 * (0.5 + 0.5 * Math.sin(time / 900 + p.phase));
      context.fillStyle = `rgba(${accent}, ${pulse.toFixed(2)})`;
      context.beginPath();
      context.arc(p.x, p.y, p.r * (0.8 + pulse), 0, Math.PI * 2);
      context.fill();
    }
    return;
  }

  for (const p of particles) {
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < 0 || p.x > w) p.vx *= -1;
    if (p.y < 0 || p.y > h) p.vy *= -1;
  }

  const linkDistance = variant === 'nodes' ? 260 : 120;
  const maxSquared = linkDistance * linkDistance;
  const buckets: Path2D[] = Array.from({ length: LINK_BUCKETS }, () => new Path2D());
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const squared = dx * dx + dy * dy;
      if (squared >= maxSquared) continue;
      const closeness = 1 - Math.sqrt(squared) / linkDistance;
      const path = buckets[Math.min(LINK_BUCKETS - 1, Math.floor(closeness * LINK_BUCKETS))]!;
      path.moveTo(a.x, a.y);
      path.lineTo(b.x, b.y);
    }
  }
  context.lineWidth = variant === 'nodes' ? 1.2 : 0.8;
  buckets.forEach((path, index) => {
    context.strokeStyle = `rgba(${accent}, ${(((index + 1) / LINK_BUCKETS) * 0.35).toFixed(3)})`;
    context.stroke(path);
  });

  const dots = new Path2D();
  for (const p of particles) {
    dots.moveTo(p.x + p.r, p.y);
    dots.arc(p.x, p.y, p.r, 0, Math.PI * 2);
  }
  context.fillStyle = `rgba(${accent}, 0.8)`;
  context.fill(dots);
}

/**
 * A decorative canvas of drifting particles. Rendered only after mount, never under
 * reduced motion, and paused while off screen or in a hidden tab. Touch devices get
 * the static gradient only: without a fast GPU path every frame is a long task on the
 * main thread of a phone, and it drains the battery for decoration.
 */
export function ParticleBackground(props: { variant: ParticleVariant; className?: string }) {
  return <Island name="particles" component={Particles} props={props} />;
}

/** The particles' island (decision 0070): nothing in the prerender, the canvas once it runs. */
export function Particles({ variant, className }: { variant: ParticleVariant; className?: string }) {
  const mounted = useHydrated();
  const reduced = usePrefersReducedMotion();
  const touch = useMediaQuery('(pointer: coarse)', true);
  if (!mounted || reduced || touch) return null;
  return <ParticleCanvas variant={variant} className={className} />;
}

function ParticleCanvas({ variant, className }: { variant: ParticleVariant; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    let particles: Particle[] = [];
    let frame = 0;
    let last = 0;
    let onScreen = false;

    const resize = () => {
      const scale = pixelRatio();
      const { width, height } = element.getBoundingClientRect();
      element.width = Math.max(1, Math.round(width * scale));
      element.height = Math.max(1, Math.round(height * scale));
      particles = createParticles(variant, width, height);
    };
    const loop = (time: number) => {
      frame = requestAnimationFrame(loop);
      if (time - last < 1000 / MAX_FPS) return;
      last = time;
      draw(context, variant, particles, time);
      element.dataset.frames = String(Number(element.dataset.frames ?? 0) + 1);
    };
    const update = () => {
      cancelAnimationFrame(frame);
      if (onScreen && !document.hidden) frame = requestAnimationFrame(loop);
      element.dataset.running = String(onScreen && !document.hidden);
    };

    const resizeObserver = new ResizeObserver(resize);
    const visibility = new IntersectionObserver(([entry]) => {
      onScreen = Boolean(entry?.isIntersecting);
      update();
    });
    // Decoration waits until the page has loaded and the main thread is idle.
    const start = () => {
      resizeObserver.observe(element);
      visibility.observe(element);
      document.addEventListener('visibilitychange', update);
    };
    let cancelStart = () => {};
    const whenIdle = () => {
      // Safari has no requestIdleCallback before 18.
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(start, { timeout: 2000 });
        cancelStart = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(start, 200);
        cancelStart = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancelStart();
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      visibility.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [variant]);

  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-variant={variant}
      className={cn('pointer-events-none absolute inset-0 -z-10 size-full', className)}
    />
  );
}
