import { describe, expect, it } from 'vitest';
import { defaultSiteUrl, parseEnv, siteUrlFromEnv } from '../../../../src/server/platform/env.server.ts';

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
    const result = parseEnv({ OUTBOX_LEASE_SECONDS: '30', OUTBOX_SEND_TIMEOUT_SECONDS: '15' });
    expect(result.ok && result.env.OUTBOX_LEASE_SECONDS).toBe(30);
  });

  it('bounds the outbox send deadline to 1 s … 30 min, default 60 s, and keeps it within half the lease', () => {
    const result = parseEnv({});
    expect(result.ok && result.env.OUTBOX_SEND_TIMEOUT_SECONDS).toBe(60);
    for (const bad of ['0', '1801', '2.5', 'soon']) {
      const refused = parseEnv({ OUTBOX_SEND_TIMEOUT_SECONDS: bad });
      expect(refused.ok ? [] : refused.errors).toEqual([
        'OUTBOX_SEND_TIMEOUT_SECONDS: must be a whole number of seconds between 1 and 1800',
      ]);
    }
    // A send could outlive its claim: another worker would take the job and send it too.
    const short = parseEnv({ OUTBOX_LEASE_SECONDS: '30' });
    expect(short.ok ? [] : short.errors).toEqual([
      'OUTBOX_LEASE_SECONDS: must be at least twice OUTBOX_SEND_TIMEOUT_SECONDS (60), so that a send always ends before its claim does',
    ]);
    const tight = parseEnv({ OUTBOX_LEASE_SECONDS: '5', OUTBOX_SEND_TIMEOUT_SECONDS: '2' });
    expect(tight.ok && [tight.env.OUTBOX_LEASE_SECONDS, tight.env.OUTBOX_SEND_TIMEOUT_SECONDS]).toEqual([5, 2]);
    expect(parseEnv({ OUTBOX_LEASE_SECONDS: '5', OUTBOX_SEND_TIMEOUT_SECONDS: '3' }).ok).toBe(false);
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

  it('has retention defaults and names a bad retention value', () => {
    const result = parseEnv({});
    expect(result.ok && result.env).toMatchObject({
      AUDIT_RETENTION_MONTHS: 24,
      ANALYTICS_RETENTION_MONTHS: 25,
      LOGIN_THROTTLE_RETENTION_HOURS: 24,
      OUTBOX_PAYLOAD_RETENTION_DAYS: 30,
    });
    const set = parseEnv({ AUDIT_RETENTION_MONTHS: '36', OUTBOX_PAYLOAD_RETENTION_DAYS: '7' });
    expect(set.ok && [set.env.AUDIT_RETENTION_MONTHS, set.env.OUTBOX_PAYLOAD_RETENTION_DAYS]).toEqual([36, 7]);
    const bad = parseEnv({
      AUDIT_RETENTION_MONTHS: '0',
      ANALYTICS_RETENTION_MONTHS: 'forever',
      LOGIN_THROTTLE_RETENTION_HOURS: '1.5',
      OUTBOX_PAYLOAD_RETENTION_DAYS: '-1',
    });
    expect(bad.ok ? [] : bad.errors.sort()).toEqual([
      'ANALYTICS_RETENTION_MONTHS: must be a whole number of months ≥ 1',
      'AUDIT_RETENTION_MONTHS: must be a whole number of months ≥ 1',
      'LOGIN_THROTTLE_RETENTION_HOURS: must be a whole number of hours ≥ 1',
      'OUTBOX_PAYLOAD_RETENTION_DAYS: must be a whole number of days ≥ 1',
    ]);
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

  it('takes WORDPRESS_URL over https to a public address; http and loopback only with OUTBOUND_ALLOW_LOOPBACK', () => {
    const wordpress = (value: string, loopback = '0') => {
      const result = parseEnv({ WORDPRESS_URL: value, OUTBOUND_ALLOW_LOOPBACK: loopback });
      return result.ok ? result.env.WORDPRESS_URL : result.errors;
    };
    expect(wordpress('https://wp.example.jp')).toBe('https://wp.example.jp');
    const refused = [expect.stringMatching(/^WORDPRESS_URL: must be an https:\/\/ URL of a public address/)];
    for (const loopback of ['http://127.0.0.1:8080/site', 'http://localhost:3000', 'http://[::1]']) {
      expect(wordpress(loopback, '1')).toBe(loopback);
      expect(wordpress(loopback)).toEqual(refused);
    }
    for (const bad of [
      'http://www.example.jp',
      'http://10.0.0.5',
      'https://10.0.0.5',
      'https://169.254.169.254',
      'https://[fd00::1]',
      'https://0.0.0.0:8443',
      'https://[::ffff:127.0.0.1]',
      'http://127.0.0.1.example.jp',
      'https://user:secret@wp.example.jp',
      'not a url',
    ]) {
      expect(wordpress(bad, '1')).toEqual(refused);
    }
    expect(parseEnv({ OUTBOUND_ALLOW_LOOPBACK: 'yes' }).ok).toBe(false);
  });
});

describe('SITE_URL when unset', () => {
  it('follows PORT and HOST, so logged and mailed links reach this server', () => {
    const siteUrl = (source: Record<string, string>) => {
      const result = parseEnv(source);
      return result.ok ? result.env.SITE_URL : result.errors;
    };
    expect(siteUrl({ PORT: '4400' })).toBe('http://localhost:4400');
    expect(siteUrl({ PORT: '4400', HOST: '127.0.0.1' })).toBe('http://127.0.0.1:4400');
    expect(siteUrl({ PORT: '4400', HOST: 'pelvia.internal' })).toBe('http://pelvia.internal:4400');
    expect(siteUrl({ PORT: '4400', HOST: '::1' })).toBe('http://[::1]:4400');
    // Every interface is not an address a browser opens.
    expect(siteUrl({ PORT: '4400', HOST: '0.0.0.0' })).toBe('http://localhost:4400');
    expect(siteUrl({ PORT: '4400', HOST: '::' })).toBe('http://localhost:4400');
    expect(siteUrl({ PORT: '80' })).toBe('http://localhost');
    // A SITE_URL that is set wins.
    expect(siteUrl({ PORT: '4400', SITE_URL: 'https://www.example.jp/' })).toBe('https://www.example.jp');
  });

  it('is the same for the build and `npm start` as for the server, and plain when the rest is invalid', () => {
    expect(siteUrlFromEnv({ PORT: '4400', HOST: '0.0.0.0' })).toBe('http://localhost:4400');
    expect(siteUrlFromEnv({ SITE_URL: 'https://www.example.jp' })).toBe('https://www.example.jp');
    expect(siteUrlFromEnv({ PORT: 'eighty' })).toBe('http://localhost:4321');
    expect(defaultSiteUrl(4321, 'localhost')).toBe('http://localhost:4321');
  });
});
