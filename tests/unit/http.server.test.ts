import { describe, expect, it } from 'vitest';
import { isPagePath, routeKey } from '../../src/server/http.server.ts';

describe('routeKey', () => {
  it.each([
    ['/index.html', '/'],
    ['/', '/'],
    ['/en/index.html', '/en'],
    ['/en/', '/en'],
    ['/en', '/en'],
    ['/en/products/index.html', '/en/products'],
    ['/robots.txt', '/robots.txt'],
  ])('%s → %s', (input, expected) => {
    expect(routeKey(input)).toBe(expected);
  });
});

describe('isPagePath', () => {
  it('tells pages from files', () => {
    expect(isPagePath('/en/')).toBe(true);
    expect(isPagePath('/en')).toBe(true);
    expect(isPagePath('/en/index.html')).toBe(true);
    expect(isPagePath('/robots.txt')).toBe(false);
    expect(isPagePath('/images/logo.svg')).toBe(false);
  });
});
