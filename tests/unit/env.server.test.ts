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
});
