// Content an editor publishes in the tests and the container check: a whole post in both languages.

/** A new post's data as the content API takes it, with `overrides` over its fields. */
export const newPost = (overrides: Record<string, unknown> = {}) => ({
  id: '99',
  title: { en: 'Publishing without a developer', nl: 'Publiceren zonder ontwikkelaar' },
  excerpt: { en: 'The team now publishes on its own.', nl: 'Het team publiceert nu zelf.' },
  date: '2026-11-29',
  category: '',
  readTime: 3,
  heroImage: 'code',
  body: {
    en: '## What changed\n\nThe team publishes **on its own**, in both languages.',
    nl: '## Wat er veranderde\n\nHet team publiceert **zelf**, in beide talen.',
  },
  ...overrides,
});
