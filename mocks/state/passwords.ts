/**
 * Password hashing with node's scrypt (never stored or returned in clear). Format:
 * `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`, so the cost can change without breaking stored hashes.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** Runs at most `limit` tasks at once; the others wait their turn in arrival order. */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter (running stays the same), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Scrypt runs on Node's four worker threads, which file reads, DNS and zlib share. A login
 * flood may take at most two of them at a time; the rest of the server keeps the others.
 */
export const PASSWORD_HASHING_CONCURRENCY = 2;
export const hashingSlots = new ConcurrencyLimit(PASSWORD_HASHING_CONCURRENCY);

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashingSlots.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

function encode(salt: Buffer, key: Buffer): string {
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(password, salt, COST));
}

/** For the deterministic seed: the salt is given so the same seed gives the same hash. */
export function hashPasswordSync(password: string, salt: Buffer): string {
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, COST));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
