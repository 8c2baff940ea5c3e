import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../src/server/accounts/password.server.ts';
import {
  foldRecoveryCode,
  formatRecoveryCode,
  prepareRecoveryCodes,
  RECOVERY_CODE_COUNT,
} from '../../../../src/server/accounts/recovery-codes.server.ts';

describe('recovery codes', () => {
  it('are ten, unlike each other, shown as xxxxx-xxxxx and stored only as argon2id hashes', async () => {
    const { shown, hashes } = await prepareRecoveryCodes();
    expect(shown).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(shown).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of shown) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    for (const hash of hashes) expect(hash).toMatch(/^\$argon2id\$/);
    expect(hashes.join()).not.toContain(shown[0]?.replace('-', '') ?? 'x');
    const first = foldRecoveryCode(shown[0] ?? '') ?? '';
    expect(await verifyPassword(first, hashes[0] ?? '')).toBe(true);
    expect(await verifyPassword(first, hashes[1] ?? '')).toBe(false);
  });

  it('fold what was typed (case, spaces, the hyphen, full-width) and refuse what cannot be one', () => {
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
    expect(foldRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(foldRecoveryCode('ａｂｃｄｅ ｆｇｈｊｋ')).toBe('abcdefghjk');
    // Look-alikes (0, 1, i, l, o) are not in the alphabet; six digits are a TOTP code.
    for (const typed of ['abcde-fghj0', 'abcde-fghjl', '123456', '', 'abcde-fghjkm']) {
      expect(foldRecoveryCode(typed)).toBeNull();
    }
  });
});
