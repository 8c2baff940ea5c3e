/**
 * Which WordPress addresses the clinic import may read: https only, because the import writes
 * what it reads straight onto the public clinic list. Plain http is allowed on loopback alone,
 * where the tests run their stand-in WordPress (tests/setup/wordpress.ts).
 */

/** 127.0.0.0/8, ::1 and localhost, as the URL parser normalises them. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

export function isAllowedWordPressUrl(value: string | URL): boolean {
  let url: URL;
  try {
    url = typeof value === 'string' ? new URL(value) : value;
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}
