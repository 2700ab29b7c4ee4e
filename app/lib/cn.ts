import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class map on the first call: about 25 ms on a fast machine, four
 * times that on a slow phone. The browser entry calls this in a task of its own before hydration,
 * so that work does not lengthen the hydration task.
 */
export function warmUpClassMerge() {
  twMerge('p-0 p-1');
}
