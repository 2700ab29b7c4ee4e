import { clsx, type ClassValue } from 'clsx';

/** Without tailwind-merge (decision 0032): a caller's className must add, not override (class-conflicts.test.ts). */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
