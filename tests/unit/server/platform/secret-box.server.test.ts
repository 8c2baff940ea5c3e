import { describe, expect, it } from 'vitest';
import { open, seal } from '../../../../src/server/platform/secret-box.server.ts';

const key = Buffer.alloc(32, 1);

describe('the secret box (AES-256-GCM)', () => {
  it('opens what it sealed, with a fresh nonce each time', () => {
    const a = seal(key, 'purpose', 'テキスト');
    const b = seal(key, 'purpose', 'テキスト');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(open(key, 'purpose', a)).toBe('テキスト');
  });

  it('refuses another key, another purpose, an altered or malformed value', () => {
    const sealed = seal(key, 'purpose', 'secret text');
    expect(open(Buffer.alloc(32, 2), 'purpose', sealed)).toBeNull();
    expect(open(key, 'other purpose', sealed)).toBeNull();
    const [version, nonce, body] = sealed.split('.');
    const flipped = `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`;
    expect(open(key, 'purpose', `${version}.${nonce}.${flipped}`)).toBeNull();
    for (const bad of ['', 'v1', 'v1..', 'v2.a.b', `${sealed}.extra`, 'v1.AAAA.AAAA']) {
      expect(open(key, 'purpose', bad)).toBeNull();
    }
  });
});
