import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './use-reduced-motion.ts';

/** Spec §4: home counters run 2000 ms in 16 ms steps. */
export const COUNT_UP_STEP_MS = 16;

/** 'Values of 1000 or more are shown as Nk, and each is followed by a plus.' */
export function formatCounter(value: number) {
  return `${value >= 1000 ? `${Math.floor(value / 1000)}k` : value}+`;
}

/**
 * Counts from 0 to `end` once, when the element first scrolls into view. The first
 * render (and so the prerendered HTML) shows `end`, for crawlers and for readers
 * without JavaScript; under reduced motion it simply stays there.
 */
export function useCountUp<T extends Element>(end: number, duration: number) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(end);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const steps = Math.max(1, Math.round(duration / COUNT_UP_STEP_MS));
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) {
        // Armed: wait at 0 until it is seen.
        if (timer === undefined) setValue(0);
        return;
      }
      observer.disconnect();
      let step = 0;
      setValue(0);
      timer = setInterval(() => {
        step += 1;
        setValue(step >= steps ? end : Math.round((end * step) / steps));
        if (step >= steps) clearInterval(timer);
      }, COUNT_UP_STEP_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [end, duration]);

  return { ref, value };
}
