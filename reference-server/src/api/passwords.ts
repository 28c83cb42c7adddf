/**
 * Passwords are kept as scrypt hashes (node:crypto), a memory-hard KDF: one guess costs tens of milliseconds and
 * 16 MB, so a leaked store cannot be tried against a wordlist at GPU speed as a plain SHA-256 could. The parameters
 * are written into each hash, so they can be raised later without breaking the old ones.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** N = 2^14, r = 8, p = 1: the cost OWASP names as scrypt's minimum (about 16 MB and 50–100 ms here). */
const COST: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

const format = (options: typeof COST, key: Buffer): string =>
  `${PREFIX}$${options.N}$${options.r}$${options.p}$${key.toString('hex')}`;

/** A fresh random salt for a new password. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The stored form of a password. Synchronous: the few accounts created per request can afford it; sign-in, which
 * anyone can call many times, verifies asynchronously (verifyPassword) so it never holds up other requests.
 */
export function hashPassword(password: string, salt: string): string {
  return format(COST, scryptSync(password, salt, KEY_LENGTH, { ...COST, maxmem: 64 * 1024 * 1024 }));
}

/** Whether `password` is the one `stored` was made from (compared in constant time). */
export async function verifyPassword(password: string, salt: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, hex] = stored.split('$');
  if (prefix !== PREFIX || !hex) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hex, 'hex');
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, expected.length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
  return timingSafeEqual(key, expected);
}
