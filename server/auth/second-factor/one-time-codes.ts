// The codes of a second factor, which need no database: TOTP (RFC 6238) and recovery codes.
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { site } from '#contracts/site.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const totpParameters = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** No clock drift allowed: a code works in its own 30-second step only (ASVS 6.5.5; decision 0040). */
export const totpWindow = 0;

export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, username: string) {
  return new TOTP({
    issuer: site.name,
    label: username,
    secret: Secret.fromBase32(secret),
    ...totpParameters,
  }).toString();
}

/** The 30-second step a code belongs to, or null when it is not a code of the steps around `at`. */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), ...totpParameters });
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: totpWindow });
  if (delta === null) return null;
  return TOTP.counter({ period: totpParameters.period, timestamp: at.getTime() }) + delta;
}

// Base32 without the look-alikes 0/1/8/9 (RFC 4648's alphabet): 16 characters are 80 bits.
const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const recoveryCodeCount = 10;

export function newRecoveryCodes() {
  return Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from({ length: 16 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
    return characters.match(/.{4}/g)!.join('-');
  });
}

/** What is hashed again with scrypt and the set's salt for storage (ASVS 6.5.2; decision 0040). */
export const recoveryCodeDigest = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
