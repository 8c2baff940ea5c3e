import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import * as password from '../../../../src/server/accounts/password.server.ts';
import {
  countRecoveryCodesLeft,
  regenerateRecoveryCodes,
  spendRecoveryCode,
} from '../../../../src/server/accounts/recovery-codes.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

// Counts the argon2id verifications a spend costs.
vi.mock('../../../../src/server/accounts/password.server.ts', async (original) => {
  const actual = await original<typeof password>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const verifications = vi.mocked(password.verifyPassword);

vi.setConfig({ testTimeout: 120_000 });

const now = new Date('2026-03-01T00:00:00.000Z');

describe.each(testBackends())('spending a recovery code on %s', (backend) => {
  const t = useTestDb(backend);

  it('verifies exactly one hash, right code or wrong, and spends a code once', async () => {
    const user = await createAdmin(t.db);
    const codes = await regenerateRecoveryCodes(t.db, user.id, now);
    const last = codes.at(-1) ?? '';
    verifications.mockClear();
    expect(await spendRecoveryCode(t.db, user.id, last, now)).toBe(true);
    expect(verifications).toHaveBeenCalledTimes(1);
    verifications.mockClear();
    // The same code again: its row is spent, a decoy hash is verified in its place.
    expect(await spendRecoveryCode(t.db, user.id, last, now)).toBe(false);
    expect(verifications).toHaveBeenCalledTimes(1);
    // A right lookup with a wrong secret.
    const first = codes[0] ?? '';
    const wrong = first.slice(0, -1) + (first.endsWith('a') ? 'b' : 'a');
    verifications.mockClear();
    expect(await spendRecoveryCode(t.db, user.id, wrong, now)).toBe(false);
    expect(verifications).toHaveBeenCalledTimes(1);
    expect(await countRecoveryCodesLeft(t.db, user.id)).toBe(9);
  });

  it('still takes the codes made before the lookup existed, trying every one without a lookup', async () => {
    const user = await createAdmin(t.db);
    const old = ['abcdefghjk', 'mnpqrstuvw'];
    for (const code of old) {
      await t.db
        .insertInto('admin_recovery_codes')
        .values({
          id: randomUUID(),
          user_id: user.id,
          code_hash: await password.hashPassword(code),
          created_at: now.toISOString(),
          used_at: null,
        })
        .execute();
    }
    expect(await spendRecoveryCode(t.db, user.id, 'MNPQR-STUVW', now)).toBe(true);
    expect(await spendRecoveryCode(t.db, user.id, 'mnpqr-stuvw', now)).toBe(false);
    expect(await countRecoveryCodesLeft(t.db, user.id)).toBe(1);
  });
});
