import { describe, expect, it } from 'vitest';
import { mailErrorText, redactAddresses } from '../../../../src/server/delivery/mail-errors.server.ts';

describe('redactAddresses', () => {
  it('hides the addresses SMTP servers and nodemailer quote, keeping the rest of the reply', () => {
    expect(
      redactAddresses(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <hanako@example.jp>: Recipient address rejected",
      ),
    ).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected");
    expect(redactAddresses('Mail command failed: 553 sender sales+leads@mail.example.co.jp not allowed')).toBe(
      'Mail command failed: 553 sender [address] not allowed',
    );
    expect(redactAddresses('RCPT TO:<a.b@example.jp>, "Taro Yamada"@example.jp, x@[192.0.2.1].')).toBe(
      'RCPT TO:<[address]>, [address], [address].',
    );
    expect(redactAddresses('550 user 山田@例え.jp unknown; 李@例子.中国')).toBe(
      '550 user [address] unknown; [address]',
    );
  });

  it('leaves texts without addresses alone', () => {
    for (const text of [
      'connect ECONNREFUSED 127.0.0.1:2525',
      'Greeting never received',
      '421 4.7.0 Try again later @ 12:00',
      'no answer within the send deadline (60 s); the connection was closed',
    ]) {
      expect(redactAddresses(text)).toBe(text);
    }
  });
});

describe('mailErrorText', () => {
  it('gives one bounded line without addresses, never an empty one', () => {
    expect(mailErrorText(new Error('550 5.1.1 <hanako@example.jp>:\r\n  Recipient address rejected'))).toBe(
      '550 5.1.1 <[address]>: Recipient address rejected',
    );
    expect(mailErrorText('refused by taro@example.jp')).toBe('refused by [address]');
    expect(mailErrorText(new Error(''))).toBe('Error');
    expect(mailErrorText('')).toBe('unknown error');
    const long = mailErrorText(new Error(`${'x'.repeat(2000)} hanako@example.jp`));
    expect(long).toHaveLength(1000);
    expect(mailErrorText(new Error(`${'x'.repeat(995)} hanako@example.jp`))).not.toContain('hanako');
  });
});
