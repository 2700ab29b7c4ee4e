import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './use-reduced-motion.ts';

/** Spec §4: home counters run 2000 ms in 16 ms steps. */
export const COUNT_UP_STEP_MS = 16;

/** 'Values of 1000 or more are shown as Nk, and each is followed by a plus.' */
export function formatCounter(value: number) {
  return `${value >= 1000 ? `${Math.floor(value / 1000)}k` : value}+`;
}

type CountUpOptions = {
  steps?: number;
  delay?: number;
};

export const countUpValue = (end: number, step: number, steps: number) =>
  step >= steps ? end : Math.round((end * step) / steps);

/** Counts up once in view; the prerendered HTML shows `end`, for crawlers, no-JS readers and reduced motion. */
export function useCountUp<T extends Element>(end: number, duration: number, options: CountUpOptions = {}) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(end);
  const steps = Math.max(1, options.steps ?? Math.round(duration / COUNT_UP_STEP_MS));
  const delay = options.delay ?? 0;

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let wait: ReturnType<typeof setTimeout> | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let started = false;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) {
        // Armed: wait at 0 until it is seen.
        if (!started) setValue(0);
        return;
      }
      observer.disconnect();
      started = true;
      setValue(0);
      wait = setTimeout(() => {
        let step = 0;
        timer = setInterval(() => {
          step += 1;
          setValue(countUpValue(end, step, steps));
          if (step >= steps) clearInterval(timer);
        }, duration / steps);
      }, delay);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(wait);
      clearInterval(timer);
    };
  }, [end, duration, steps, delay]);

  return { ref, value };
}
