/**
 * Password hashing with argon2id from node:crypto (no native addon), stored as a PHC string so
 * the parameters travel with each hash and can be raised later without breaking old ones.
 */
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordProblem } from '../../domain/admin.ts';

/**
 * The one place for the cost: OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane), about
 * 50 ms on a small server, which is slow for guessing and fast enough for a login form.
 */
export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32, saltLength: 16 } as const;

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * A short list of the passwords people pick first when told "at least 12 characters"; the
 * length rule already rules out the shorter classics.
 */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789abc',
  '1q2w3e4r5t6y',
  'aaaaaaaaaaaa',
  'abc123456789',
  'abcdefghijkl',
  'adminadmin12',
  'administrator',
  'iloveyou1234',
  'letmein12345',
  'password1234',
  'password12345',
  'password123!',
  'passwordpassword',
  'qwerty123456',
  'qwertyuiop12',
  'qwertyuiopas',
  'welcome12345',
  'welcome123!!',
  'changeme1234',
  'p@ssw0rd1234',
  'pelvia123456',
  'pelviaadmin1',
]);

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/u.test(password)) return 'common';
  return null;
}

interface Params {
  memory: number;
  passes: number;
  parallelism: number;
}

/**
 * Hashes at once in the process (issue 40): each holds its `memory` (19 MiB) outside the JS heap
 * while it runs, so this limit, not how many people sign in at once, bounds that memory. The
 * rest wait their turn in order (a waiter holds a few bytes); login throttling bounds how many.
 */
export const HASHES_AT_ONCE = 2;
let hashing = 0;
const waiting: (() => void)[] = [];

/** Hashes running and waiting now (tests check the bound). */
export const hashLoad = (): { running: number; waiting: number } => ({ running: hashing, waiting: waiting.length });

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `hashing` never exceeds the limit.
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

function derive(password: string, salt: Buffer, params: Params, tagLength: number): Promise<Buffer> {
  return limited(
    () =>
      new Promise((resolve, reject) => {
        argon2(
          'argon2id',
          { message: password, nonce: salt, ...params, tagLength },
          (error: Error | null, key: Buffer) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

/** A new argon2id hash of `password` with a random salt, as a PHC string. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(ARGON2_PARAMS.saltLength);
  const { memory, passes, parallelism, tagLength } = ARGON2_PARAMS;
  const key = await derive(password, salt, { memory, passes, parallelism }, tagLength);
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(key)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Whether `password` matches a PHC string made by hashPassword; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, m, t, p, salt, hash] = match;
  const expected = Buffer.from(hash ?? '', 'base64');
  const params = { memory: Number(m), passes: Number(t), parallelism: Number(p) };
  const nonce = Buffer.from(salt ?? '', 'base64');
  // Bounds keep a tampered row from making one login hash for minutes.
  if (expected.length < 16 || nonce.length < 8 || params.memory > 1_048_576 || params.passes > 20) return false;
  if (params.parallelism < 1 || params.parallelism > 16) return false;
  try {
    const actual = await derive(password, nonce, params, expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody knows: a login for an unknown e-mail verifies against it, so
 * it costs the same time as a wrong password for a real account.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  return dummyHash;
}
