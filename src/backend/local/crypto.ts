/** Password hashing for local mode: salted PBKDF2-SHA-256 through WebCrypto. */

/**
 * OWASP's current recommendation for PBKDF2-HMAC-SHA-256. Each record stores its own count, so
 * raising this never locks anyone out: older records verify with their count and are re-hashed at
 * this one on the next successful sign-in (see `needsRehash`).
 */
export const PBKDF2_ITERATIONS = 600_000;

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function randomToken(bytes = 32): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(bytes))).replace(/[+/=]/g, '');
}

export async function hashPassword(
  password: string,
  saltB64?: string,
  iterations = PBKDF2_ITERATIONS,
) {
  const salt = saltB64 ? fromBase64(saltB64) : crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return { salt: toBase64(salt), hash: toBase64(new Uint8Array(bits)), iterations };
}

/** Constant-time comparison so timing does not leak how much of the hash matched. */
export async function verifyPassword(
  password: string,
  record: { salt: string; hash: string; iterations: number },
): Promise<boolean> {
  const { hash } = await hashPassword(password, record.salt, record.iterations);
  if (hash.length !== record.hash.length) return false;
  let diff = 0;
  for (let i = 0; i < hash.length; i++) diff |= hash.charCodeAt(i) ^ record.hash.charCodeAt(i);
  return diff === 0;
}

/** A record hashed with fewer iterations than we use today should be upgraded when we can. */
export function needsRehash(record: { iterations: number }): boolean {
  return record.iterations < PBKDF2_ITERATIONS;
}
