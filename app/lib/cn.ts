import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge at run time (decision 0032): its class map cost every
 * page 9 KB and a long first call during hydration. Components are written so that no two
 * classes set the same property for the same state: a caller's className adds, it does not
 * override (variants come from `cva`). tests/site/class-conflicts.test.ts and the e2e route sweep
 * check every rendered class attribute with tailwind-merge and fail on a conflict.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
