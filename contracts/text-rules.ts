/** Controls but tab, LF, CR (NUL: PostgreSQL cannot store it) and lone surrogates, stored as U+FFFD (decision 0026). */
// Matching control characters is this pattern's whole purpose.
// eslint-disable-next-line no-control-regex
export const forbiddenCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** Deliberately simple: one @, no spaces, brackets or quotes, a dot in the domain, no empty label. */
export const isEmailAddress = (value: string) =>
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u.test(value) &&
  !value.includes('..') &&
  !value.startsWith('.') &&
  !forbiddenCharacters.test(value);
