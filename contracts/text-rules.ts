// What no stored or searched text may contain, for every schema that reads text.

/**
 * C0 controls except tab, line feed and carriage return, plus DEL and the C1 block (NUL among
 * them, which PostgreSQL cannot store or compare in text at all); and half a UTF-16 surrogate
 * pair without its other half (JSON can carry one as `\ud800`), which is no character and
 * would be stored as U+FFFD instead of what was sent.
 */
// Matching control characters is this pattern's whole purpose.
// eslint-disable-next-line no-control-regex
export const forbiddenCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/**
 * An e-mail address as the site takes one (the contact forms, an admin's reply address).
 * Deliberately simple: one @, no spaces, brackets or quotes, a dot in the domain, no empty label.
 */
export const isEmailAddress = (value: string) =>
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u.test(value) &&
  !value.includes('..') &&
  !value.startsWith('.') &&
  !forbiddenCharacters.test(value);
