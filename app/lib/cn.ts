import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names without tailwind-merge (decision 0032), whose class map cost every page 9 KB and a long first call
 * during hydration. A caller's className must add, not override; tests/site/class-conflicts.test.ts checks.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
