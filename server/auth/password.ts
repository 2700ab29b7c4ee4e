import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/http-error.ts';

/** OWASP's scrypt parameters (about 128 MiB, a few hundred ms a hash), stored with each hash (decision 0020). */
export const owaspScrypt = { log2N: 17, r: 8, p: 1 } as const;
export type ScryptCost = { log2N: number; r: number; p: number };

const keyLength = 64;

let calls = 0;
/** How many scrypt computations ran in this process: tests compare work by counting, not by timing. */
export const scryptCallCount = () => calls;

/** scrypt shares libuv's 4 threads with file reads: beyond these, 503 before any hashing (decision 0031). */
export const scryptLimits = { running: 2, waiting: 8 } as const;
let running = 0;
let peakRunning = 0;
const waiting: (() => void)[] = [];
/** For tests; reset by reading. */
export const takePeakScryptRunning = () => {
  const peak = peakRunning;
  peakRunning = running;
  return peak;
};

async function inTurn<T>(work: () => Promise<T>) {
  if (running >= scryptLimits.running) {
    if (waiting.length >= scryptLimits.waiting) {
      throw new HttpError(503, 'The server is busy. Please try again in a moment.', undefined, { 'retry-after': '1' });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  peakRunning = Math.max(peakRunning, running);
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` never dips below a waiter.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, cost: ScryptCost) {
  return inTurn(() => {
    calls += 1;
    const N = 2 ** cost.log2N;
    return new Promise<Buffer>((resolve, reject) =>
      scrypt(
        password.normalize('NFKC'),
        salt,
        keyLength,
        { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r + 1024 * 1024 },
        (error, key) => (error ? reject(error) : resolve(key)),
      ),
    );
  });
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, salt and hash in base64url. */
export function parseHash(stored: string) {
  const [scheme, log2N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  return {
    cost: { log2N: Number(log2N), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    hash: Buffer.from(hash, 'base64url'),
  };
}

export async function hashWithSalt(secret: string, salt: Buffer, cost: ScryptCost) {
  const key = await derive(secret, salt, cost);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export const hashPassword = (password: string, cost: ScryptCost = owaspScrypt) =>
  hashWithSalt(password, randomBytes(16), cost);

export async function verifyPassword(password: string, stored: string) {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** A password nobody knows, for accounts whose password the setup or an operator sets later. */
export const randomPassword = () => randomBytes(18).toString('base64url');
