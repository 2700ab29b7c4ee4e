// Real-user speed's thresholds and page types (issue 37, decision 0083), without zod: the admin's dashboard draws its
// budgets from these and imports nothing of the schema in contracts/insights.ts, which re-exports them.

/** Speed figures and CrUX's thresholds: good up to the first, poor from the second (CLS has no unit). */
export const VITALS = {
  lcp: { label: 'Largest Contentful Paint', unit: 'ms', good: 2500, poor: 4000 },
  inp: { label: 'Interaction to Next Paint', unit: 'ms', good: 200, poor: 500 },
  cls: { label: 'Cumulative Layout Shift', unit: '', good: 0.1, poor: 0.25 },
  fcp: { label: 'First Contentful Paint', unit: 'ms', good: 1800, poor: 3000 },
  ttfb: { label: 'Time to First Byte', unit: 'ms', good: 800, poor: 1800 },
} as const;
export type VitalName = keyof typeof VITALS;

/** The kind of page a path is, for real-user speed: the budget is per template, not per post. */
export function pageTypeOf(path: string) {
  const english = path.replace(/^\/nl(?=\/|$)/, '') || '/';
  if (english === '/') return 'home';
  if (/^\/blog\/./.test(english)) return 'post';
  if (/^\/success-stories\/./.test(english)) return 'story';
  const first = english.split('/')[1] ?? '';
  return ['blog', 'success-stories', 'contact', 'jobs', 'services', 'about'].includes(first) ? first : 'other';
}
