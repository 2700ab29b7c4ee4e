// How guessable a new password is, for server and admin forms; about 1 MB, so loaded on first use (decision 0040).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's scale: 0 too guessable … 4 very unguessable. 3 is "safely unguessable" (about 10^8 guesses or more). */
export const minimumPasswordScore = 3;

export const strengthLabels = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

const warnings: Record<string, string> = {
  straightRow: 'Rows of keys are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "123" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the ten most used passwords.',
  topHundred: 'This is one of the hundred most used passwords.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'It contains your username or the site’s name.',
  pwned: 'This password appeared in a data breach.',
};

let factory: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...dictionary },
    graphs: adjacencyGraphs,
  }));

export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4;
  label: string;
  warning: string | null;
  common: boolean;
  ok: boolean;
};

const commonWarnings = new Set(['topTen', 'topHundred', 'common', 'similarToCommon', 'pwned']);

/** The estimate for a new password; `userInputs` (the username, the site's name) count as guessable. */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  // zxcvbn looks at the first 256 characters (our maximum) and is quadratic past that.
  const result = zxcvbn().check(password.slice(0, 256), [...userInputs, 'rebels', 'admin']);
  const score = result.score as PasswordStrength['score'];
  const key = result.feedback.warning;
  return {
    score,
    label: strengthLabels[score],
    warning: key ? (warnings[key] ?? null) : null,
    common: key !== null && key !== undefined && commonWarnings.has(key),
    ok: score >= minimumPasswordScore,
  };
}
