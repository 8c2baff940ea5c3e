import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../src/server/accounts/password.server.ts';
import {
  foldRecoveryCode,
  formatRecoveryCode,
  prepareRecoveryCodes,
  RECOVERY_CODE_COUNT,
} from '../../../../src/server/accounts/recovery-codes.server.ts';

describe('recovery codes', () => {
  it('are ten, unlike each other, shown as xxxx-xxxx-xxxx and stored only as argon2id hashes', async () => {
    const { shown, stored } = await prepareRecoveryCodes();
    expect(shown).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(shown).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of shown) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    for (const { hash } of stored) expect(hash).toMatch(/^\$argon2id\$/);
    expect(stored.map(({ hash }) => hash).join()).not.toContain(shown[0]?.replaceAll('-', '').slice(1) ?? 'x');
    const first = foldRecoveryCode(shown[0] ?? '') ?? '';
    expect(await verifyPassword(first, stored[0]?.hash ?? '')).toBe(true);
    expect(await verifyPassword(first, stored[1]?.hash ?? '')).toBe(false);
  });

  it('each carry a lookup in clear, their first character, different for each of the ten', async () => {
    const { shown, stored } = await prepareRecoveryCodes();
    expect(stored.map(({ lookup }) => lookup)).toEqual(shown.map((code) => code.slice(0, 1)));
    expect(new Set(stored.map(({ lookup }) => lookup)).size).toBe(RECOVERY_CODE_COUNT);
  });

  it('fold what was typed (case, spaces, the hyphen, full-width) and refuse what cannot be one', () => {
    expect(formatRecoveryCode('abcdefghjkmn')).toBe('abcd-efgh-jkmn');
    expect(foldRecoveryCode(' ABCD-efgh-JKMN ')).toBe('abcdefghjkmn');
    expect(foldRecoveryCode('ａｂｃｄ ｅｆｇｈ ｊｋｍｎ')).toBe('abcdefghjkmn');
    // Codes made before the lookup (ten characters) are still read.
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
    expect(foldRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(foldRecoveryCode('ａｂｃｄｅ ｆｇｈｊｋ')).toBe('abcdefghjk');
    // Look-alikes (0, 1, i, l, o) are not in the alphabet; six digits are a TOTP code.
    for (const typed of ['abcde-fghj0', 'abcde-fghjl', '123456', '', 'abcde-fghjkm', 'abcd-efgh-jkm0']) {
      expect(foldRecoveryCode(typed)).toBeNull();
    }
  });
});
