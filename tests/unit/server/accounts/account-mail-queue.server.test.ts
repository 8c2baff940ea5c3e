import { describe, expect, it } from 'vitest';
import { openAccountMail } from '../../../../src/server/accounts/account-mail-queue.server.ts';
import { seal } from '../../../../src/server/platform/secret-box.server.ts';

const key = Buffer.alloc(32, 3);
const mail = { type: 'password_reset', to: 'sato@example.jp', link: 'https://x/reset/abc', expiresAt: 'later' };

describe('account mails sealed in the outbox', () => {
  it('open with the key they were sealed with, and not with another (a rotated secret)', () => {
    const payload = JSON.stringify({ sealed: seal(key, 'account-mail', JSON.stringify(mail)) });
    expect(payload).not.toContain('reset/abc');
    expect(openAccountMail(key, payload)).toEqual(mail);
    expect(openAccountMail(Buffer.alloc(32, 4), payload)).toBeNull();
  });

  it('give null for a payload that is not one', () => {
    for (const payload of ['', '{}', 'null', '{"sealed":1}', '{"sealed":"v1.a.b"}', 'not json']) {
      expect(openAccountMail(key, payload)).toBeNull();
    }
  });
});
