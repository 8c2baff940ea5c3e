import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../../../src/http/request-log.server.ts';

const TOKEN = 'Zx9_secretTOKENvalue-0123456789abcdefghijklmno';

describe('loggedUrl', () => {
  it.each([
    // The inbox search: a person's name.
    ['/admin/leads?q=%E5%B1%B1%E7%94%B0&status=pending', '/admin/leads'],
    [`/admin/setup?token=${TOKEN}`, '/admin/setup'],
    [`/brochure-request?lead=${TOKEN}`, '/brochure-request'],
    [`/en/brochure-request?lead=${TOKEN}`, '/en/brochure-request'],
    [`/zh-cn/brochure-request/?lead=${TOKEN}`, '/zh-cn/brochure-request/'],
    ['/api/admin/leads/export?q=hanako%40example.jp&encoding=cp932', '/api/admin/leads/export'],
    ['/api/events?x=1', '/api/events'],
    ['/admin?next=/admin/leads', '/admin'],
    // Spellings that reach the same routes.
    [`/ADMIN/Setup?token=${TOKEN}`, '/ADMIN/Setup'],
    [`//admin//setup?token=${TOKEN}`, '//admin//setup'],
    [`/%61dmin/setup?token=${TOKEN}`, '/%61dmin/setup'],
    [`/news/../admin/setup?token=${TOKEN}`, '/news/../admin/setup'],
    [`/brochure-request#x?lead=${TOKEN}`, '/brochure-request'],
  ])('%s → %s', (target, expected) => {
    expect(loggedUrl(target)).toBe(expected);
  });

  it('keeps campaign tags and list filters on public pages, and nothing else', () => {
    expect(loggedUrl('/?utm_source=newsletter&utm_campaign=autumn')).toBe(
      '/?utm_source=newsletter&utm_campaign=autumn',
    );
    expect(loggedUrl('/clinics?prefecture=%E6%9D%B1%E4%BA%AC%E9%83%BD&q=%E5%B1%B1%E7%94%B0')).toBe(
      '/clinics?prefecture=%E6%9D%B1%E4%BA%AC%E9%83%BD',
    );
    expect(loggedUrl(`/?token=${TOKEN}&lead=${TOKEN}&email=a%40b.jp`)).toBe('/');
    expect(loggedUrl('/news')).toBe('/news');
    expect(loggedUrl('/news?')).toBe('/news');
  });

  it('never writes a token, whatever the route', () => {
    const targets = [
      `/admin/setup?token=${TOKEN}`,
      `/brochure-request?lead=${TOKEN}`,
      `/en/brochure-request?lead=${TOKEN}&utm_source=x`,
      `/?lead=${TOKEN}`,
      `/products?token=${TOKEN}`,
      `http://www.example.jp/admin/setup?token=${TOKEN}`,
      `http://www.example.jp/?token=${TOKEN}`,
    ];
    for (const target of targets) expect(loggedUrl(target)).not.toContain(TOKEN);
  });

  it('handles the absolute form, odd targets and very long paths', () => {
    expect(loggedUrl(`http://www.example.jp/admin/setup?token=${TOKEN}`)).toBe('/admin/setup');
    expect(loggedUrl('*')).toBe('(not a path)');
    expect(loggedUrl('http://[')).toBe('(not a path)');
    expect(loggedUrl(undefined)).toBe('');
    expect(loggedUrl('/%E0%A4%A')).toBe('/%E0%A4%A');
    expect(loggedUrl(`/${'a'.repeat(2000)}`)).toHaveLength(513);
  });

  it('logs the postal-code lookup without the code typed', () => {
    for (const target of [
      '/api/postal-codes/1040061',
      '/api/postal-codes/104-0061?x=1',
      '/api/postal-codes/%EF%BC%91%EF%BC%90%EF%BC%94',
      '/API/Postal-Codes/1040061',
      'http://www.example.jp/api/postal-codes/1040061',
    ]) {
      expect(loggedUrl(target), target).toBe('/api/postal-codes/{code}');
    }
    expect(loggedUrl('/api/postal-codes')).toBe('/api/postal-codes');
  });

  it('never logs the token of an invitation or reset link', () => {
    const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWpr';
    for (const prefix of ['/admin/invitation', '/admin/reset-password']) {
      for (const target of [
        `${prefix}/${token}`,
        `${prefix.toUpperCase()}/${token}?a=1`,
        `//admin/./${prefix.slice(7)}/${token}`,
      ]) {
        expect(loggedUrl(target), target).toBe(`${prefix}/{token}`);
      }
    }
    expect(loggedUrl('/admin/forgot-password')).toBe('/admin/forgot-password');
  });

  it('caps what one line keeps: a long path, and a query of many kept parameters', () => {
    expect(loggedUrl(`/${'a'.repeat(15_000)}`).length).toBeLessThanOrEqual(514);
    const many = loggedUrl(`/news?${'page=1&'.repeat(3_000)}`);
    expect(many.length).toBeLessThanOrEqual(5 + 1 + 512);
  });
});
