import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An opaque public identifier: 16 base-62 characters (about 95 bits), never sequential. */
export function newCode(length = 16): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (const b of bytes) {
    // Reject values that would bias the alphabet (256 is not a multiple of 62).
    if (b >= 248) continue;
    out += ALPHABET[b % 62];
    if (out.length === length) return out;
  }
  return out + newCode(length - out.length);
}

/** A secret token (256 bits), URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
