import { prefersReducedMotion } from './use-reduced-motion.ts';

/** After a route change (spec §2): the URL's #fragment into view, or the top; smoothly unless motion is reduced. */
export function scrollToHashOrTop(hash: string) {
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView({ behavior });
  else window.scrollTo({ top: 0, behavior });
}
