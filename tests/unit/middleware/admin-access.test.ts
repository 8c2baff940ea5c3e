import { describe, expect, it } from 'vitest';
import { normalisePath } from '../../../src/http/normalise-path.server.ts';
import {
  accessDecision,
  adminArea,
  foreignWrite,
  loginUrlFor,
  safeNextPath,
  writeOriginProblem,
} from '../../../src/middleware/admin-access.ts';
import { passwordProblem } from '../../../src/server/accounts/password.server.ts';

describe('admin access', () => {
  it('treats every spelling of an admin path as admin', () => {
    for (const path of ['/admin', '/admin/', '/Admin/leads', '//admin//leads/', '/%61dmin', '/admin%2Fleads']) {
      expect(adminArea(path), path).toBe('page');
    }
    for (const path of ['/api/admin', '/api/admin/leads/export', '/API/Admin/x', '/api//admin/x']) {
      expect(adminArea(path), path).toBe('api');
    }
    for (const path of ['/', '/administrator', '/news', '/api/events', '/en/admin-guide']) {
      expect(adminArea(path), path).toBe('none');
    }
    expect(normalisePath('/Admin//Leads/')).toBe('/admin/leads');
  });

  it('denies by default and opens only login and setup', () => {
    expect(accessDecision('/admin/login', null)).toBe('open');
    expect(accessDecision('/admin/setup', null)).toBe('open');
    expect(accessDecision('/admin', null)).toBe('login');
    expect(accessDecision('/admin/anything-new', null)).toBe('login');
    expect(accessDecision('/api/admin/anything', null)).toBe('unauthorized');
    expect(accessDecision('/admin/leads', { role: 'staff' })).toBe('allow');
    expect(accessDecision('/admin/audit', { role: 'staff' })).toBe('forbidden');
    expect(accessDecision('/Admin/Audit/', { role: 'staff' })).toBe('forbidden');
    expect(accessDecision('/admin/audit', { role: 'admin' })).toBe('allow');
    expect(accessDecision('/admin/settings', { role: 'staff' })).toBe('forbidden');
    expect(accessDecision('/admin/settings', { role: 'admin' })).toBe('allow');
    // The demo calendar is every role's; its settings are the admin's (issue 44).
    expect(accessDecision('/admin/demos', { role: 'staff' })).toBe('allow');
    expect(accessDecision('/admin/demos/settings', { role: 'staff' })).toBe('forbidden');
    expect(accessDecision('/admin/demos/settings', { role: 'admin' })).toBe('allow');
    expect(accessDecision('/admin/integrations', { role: 'staff' })).toBe('forbidden');
    expect(accessDecision('/admin/integrations', { role: 'admin' })).toBe('allow');
    expect(accessDecision('/news', null)).toBe('public');
  });

  it('opens the passkey sign-in without a session, and nothing else of the passkey API', () => {
    expect(accessDecision('/api/admin/passkeys/authenticate-options', null)).toBe('open');
    expect(accessDecision('/api/admin/passkeys/authenticate', null)).toBe('open');
    expect(accessDecision('/API/admin//passkeys/authenticate/', null)).toBe('open');
    expect(accessDecision('/api/admin/passkeys/register-options', null)).toBe('unauthorized');
    expect(accessDecision('/api/admin/passkeys/register', null)).toBe('unauthorized');
    expect(accessDecision('/api/admin/passkeys', null)).toBe('unauthorized');
    expect(accessDecision('/admin/account', { role: 'staff' })).toBe('allow');
    expect(accessDecision('/admin/account', { role: 'staff', stage: 'factor' })).toBe('factor');
  });

  it('only ever redirects to a path inside /admin after login', () => {
    expect(safeNextPath('/admin/leads?status=pending')).toBe('/admin/leads?status=pending');
    expect(safeNextPath('/admin')).toBe('/admin');
    for (const bad of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/admin/../../evil',
      '/news',
      '/administrator',
      '/admin/login',
      ' /admin',
      '/admin\n/x',
      `/${'a'.repeat(2000)}`,
    ]) {
      const next = safeNextPath(bad);
      expect(next.startsWith('/admin'), String(bad)).toBe(true);
      expect(new URL(next, 'https://site.example').origin).toBe('https://site.example');
    }
    expect(safeNextPath('/admin/../../evil')).toBe('/admin');
    expect(loginUrlFor('/admin/leads', '?q=x')).toBe('/admin/login?next=%2Fadmin%2Fleads%3Fq%3Dx');
    expect(loginUrlFor('/admin', '', true)).toBe('/admin/login?expired=1');
  });

  it('asks for at least 12 characters and refuses common passwords', () => {
    expect(passwordProblem('short')).toBe('tooShort');
    expect(passwordProblem('１２３４５６７８９０１')).toBe('tooShort');
    expect(passwordProblem('password1234')).toBe('common');
    expect(passwordProblem('QWERTY123456')).toBe('common');
    expect(passwordProblem('zzzzzzzzzzzzzzzz')).toBe('common');
    expect(passwordProblem('x'.repeat(201))).toBe('tooLong');
    expect(passwordProblem('桜が咲いたら会いましょう')).toBeNull();
  });
});

describe('writes to the admin area from another site (issue 30)', () => {
  const url = new URL('http://127.0.0.1:4321/admin/logout');
  const post = (headers: Record<string, string>, method = 'POST') => new Request(url, { method, headers });

  it('refuses a foreign Origin whatever the body, and a cross-site fetch', () => {
    expect(foreignWrite(post({ origin: 'https://evil.example', 'content-type': 'application/json' }), url)).toBe(true);
    expect(foreignWrite(post({ origin: 'null' }), url)).toBe(true);
    expect(foreignWrite(post({ origin: 'http://127.0.0.1:4322' }), url)).toBe(true);
    expect(foreignWrite(post({ 'sec-fetch-site': 'cross-site' }), url)).toBe(true);
    expect(foreignWrite(post({ origin: 'https://evil.example' }, 'DELETE'), url)).toBe(true);
    expect(writeOriginProblem(post({ origin: 'http://127.0.0.1:4321', 'sec-fetch-site': 'cross-site' }), url)).toBe(
      'foreign',
    );
  });

  it('refuses a write that says nothing of where it comes from (issue 41: logout with no Origin)', () => {
    expect(writeOriginProblem(post({}), url)).toBe('unproven');
    expect(writeOriginProblem(post({ 'sec-fetch-site': 'none' }), url)).toBe('unproven');
    expect(writeOriginProblem(post({ 'content-type': 'application/json' }, 'DELETE'), url)).toBe('unproven');
  });

  it("lets this site's own writes and every read through", () => {
    expect(foreignWrite(post({ origin: 'http://127.0.0.1:4321', 'content-type': 'application/json' }), url)).toBe(
      false,
    );
    expect(foreignWrite(post({ 'sec-fetch-site': 'same-origin' }), url)).toBe(false);
    expect(foreignWrite(new Request(url, { headers: { origin: 'https://evil.example' } }), url)).toBe(false);
  });
});
