import { createHash, randomBytes } from 'node:crypto';

/** An id that may be shown (a session's, an invitation's): 16 random bytes unless more are asked for. */
export const randomId = (bytes = 16) => randomBytes(bytes).toString('base64url');

/** A bearer token (a session's cookie, an invitation's link): 32 random bytes, of which only the hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
