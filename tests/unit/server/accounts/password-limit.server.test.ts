/**
 * The password hash's memory is bounded by a concurrency limit (issue 40): argon2id holds 19 MiB
 * per hash outside the heap, so however many sign in at once, HASHES_AT_ONCE run and the rest wait.
 */
import { describe, expect, it } from 'vitest';
import {
  HASHES_AT_ONCE,
  hashLoad,
  hashPassword,
  verifyPassword,
} from '../../../../src/server/accounts/password.server.ts';

describe('password hashing under load', () => {
  it(`runs at most ${HASHES_AT_ONCE} hashes at once; the others wait and all finish right`, async () => {
    const passwords = Array.from({ length: 6 }, (_, i) => `correct horse battery ${i}`);
    const hashes = passwords.map((password) => hashPassword(password));
    expect(hashLoad()).toEqual({ running: HASHES_AT_ONCE, waiting: passwords.length - HASHES_AT_ONCE });
    const stored = await Promise.all(hashes);
    expect(hashLoad()).toEqual({ running: 0, waiting: 0 });
    const checks = stored.map((hash, i) => verifyPassword(passwords[i] ?? '', hash));
    expect(hashLoad().running).toBeLessThanOrEqual(HASHES_AT_ONCE);
    expect(await Promise.all(checks)).toEqual(passwords.map(() => true));
  }, 60_000);
});
