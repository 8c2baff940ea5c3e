import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/env.server.ts';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const result = parseEnv({});
    expect(result).toEqual({
      ok: true,
      env: expect.objectContaining({
        PORT: 4321,
        HOST: 'localhost',
        DATA_DIR: './data',
        SITE_URL: 'http://localhost:4321',
        LEAD_RETENTION_MONTHS: 24,
      }),
    });
    if (result.ok) {
      expect(result.env.DATABASE_URL).toBeUndefined();
      expect(result.env.SMTP_URL).toBeUndefined();
    }
  });

  it('treats empty strings as unset and trims a trailing slash from SITE_URL', () => {
    const result = parseEnv({ DATABASE_URL: '', SITE_URL: 'https://www.example.jp/' });
    expect(result.ok && result.env.SITE_URL).toBe('https://www.example.jp');
    expect(result.ok && result.env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    const result = parseEnv({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      NOTIFY_TO: 'not-an-address',
      SITE_URL: 'ftp://x',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const names = result.errors.map((e) => e.split(':')[0]);
      expect(names.sort()).toEqual(['DATABASE_URL', 'NOTIFY_TO', 'PORT', 'SITE_URL', 'SMTP_URL']);
    }
  });

  it('accepts PostgreSQL and SMTP URLs', () => {
    const result = parseEnv({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      NOTIFY_TO: 'sales@example.jp',
    });
    expect(result.ok).toBe(true);
  });

  it('bounds the outbox lease to 5 s … 1 h, default 5 min', () => {
    expect(
      parseEnv({}).ok && (parseEnv({}) as { env: { OUTBOX_LEASE_SECONDS: number } }).env.OUTBOX_LEASE_SECONDS,
    ).toBe(300);
    expect(parseEnv({ OUTBOX_LEASE_SECONDS: '4' }).ok).toBe(false);
    expect(parseEnv({ OUTBOX_LEASE_SECONDS: '3601' }).ok).toBe(false);
    const result = parseEnv({ OUTBOX_LEASE_SECONDS: '30' });
    expect(result.ok && result.env.OUTBOX_LEASE_SECONDS).toBe(30);
  });

  it('reads LEAD_RETENTION_MONTHS as a whole number of months, at least 1', () => {
    const months = (value: string) => {
      const result = parseEnv({ LEAD_RETENTION_MONTHS: value });
      return result.ok ? result.env.LEAD_RETENTION_MONTHS : result.errors;
    };
    expect(months('36')).toBe(36);
    expect(months(' 1 ')).toBe(1);
    for (const bad of ['0', '-3', '1.5', 'two years']) {
      expect(months(bad)).toEqual([expect.stringMatching(/^LEAD_RETENTION_MONTHS: .*≥ 1/)]);
    }
  });

  it('reads an optional WordPress address, trimming its trailing slash', () => {
    const unset = parseEnv({});
    expect(unset.ok && unset.env.WORDPRESS_URL).toBeUndefined();
    const set = parseEnv({ WORDPRESS_URL: 'https://www.example.jp/blog/' });
    expect(set.ok && set.env.WORDPRESS_URL).toBe('https://www.example.jp/blog');
    const bad = parseEnv({ WORDPRESS_URL: 'ftp://www.example.jp' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]).toMatch(/^WORDPRESS_URL: /);
  });
});
