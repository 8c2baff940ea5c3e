import { describe, expect, it } from 'vitest';
import { acceptedLocale } from '../../../src/actions/materials.ts';

describe('the unknown link page’s language', () => {
  it('follows the first supported language of Accept-Language, Japanese otherwise', () => {
    expect(acceptedLocale('en-US,en;q=0.9,ja;q=0.8')).toBe('en');
    expect(acceptedLocale('zh-CN,zh;q=0.9')).toBe('zh-cn');
    expect(acceptedLocale('zh-TW')).toBe('zh-cn');
    expect(acceptedLocale('fr-FR,ja;q=0.5')).toBe('ja');
    expect(acceptedLocale('fr-FR')).toBe('ja');
    expect(acceptedLocale(null)).toBe('ja');
  });
});
