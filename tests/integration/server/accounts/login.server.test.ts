import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CEILING, attemptLogin, FREE_FAILURES } from '../../../../src/server/accounts/login.server.ts';
import { consumeLoginProof, issueLoginChallenge } from '../../../../src/server/accounts/login-proof.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

// Every login verifies an argon2id hash (about 50 ms alone, several times that on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = 'a long enough passphrase';
const WRONG = 'wrong password!!';

/** What the widget posts: base64 JSON of the challenge and its solution. */
async function solve(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe.each(testBackends())('a login throttle that cannot lock the owner out on %s', (backend) => {
  const t = useTestDb(backend);
  const now = new Date('2026-03-01T00:00:00.000Z');

  it("lets the owner in from a client that has not failed, whatever others' failures", async () => {
    await createAdmin(t.db, { email: 'owner@example.jp', password: PASSWORD });
    const attempt = (password: string, ip: string, extra = {}) =>
      attemptLogin(t.db, { email: 'owner@example.jp', password, ip, now, ...extra });
    // The issue's probe: five wrong passwords from five addresses.
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect(await attempt(WRONG, `198.51.100.${i}`)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await attempt(PASSWORD, '203.0.113.5')).toMatchObject({ ok: true });
    // Many more, from one client: that client is slowed, the account is not.
    for (let i = 0; i < 8; i += 1) await attempt(WRONG, '198.51.100.200').catch(() => undefined);
    expect(await attempt(PASSWORD, '198.51.100.200')).toMatchObject({ ok: false, reason: 'throttled' });
    expect(await attempt(PASSWORD, '203.0.113.6')).toMatchObject({ ok: true });
  });

  it('past the account ceiling asks a client that has failed for a single-use proof of work', async () => {
    await createAdmin(t.db, { email: 'busy@example.jp', password: PASSWORD });
    const attempt = (password: string, ip: string, proof?: string) =>
      attemptLogin(t.db, { email: 'busy@example.jp', password, ip, now, proof });
    for (let i = 0; i < ACCOUNT_CEILING; i += 1) {
      expect(await attempt(WRONG, `192.0.2.${i}`)).toEqual({ ok: false, reason: 'invalid' });
    }
    // A client that failed once is asked for a proof, right password or not, before any hashing.
    expect(await attempt(PASSWORD, '192.0.2.1')).toEqual({ ok: false, reason: 'proof' });
    expect(await attempt(PASSWORD, '192.0.2.1', 'not a proof')).toEqual({ ok: false, reason: 'proof' });
    const proof = await solve((await issueLoginChallenge(t.db)) ?? '');
    expect(await attempt(PASSWORD, '192.0.2.1', proof)).toMatchObject({ ok: true });
    // Single use: the same proof does not open a second attempt.
    expect(await attempt(WRONG, '192.0.2.2', proof)).toEqual({ ok: false, reason: 'proof' });
    // A client that has not failed signs in without one (a browser without JavaScript can).
    expect(await attempt(PASSWORD, '203.0.113.77')).toMatchObject({ ok: true });
    // The same holds for an e-mail that names no account: no answer tells the difference.
    for (let i = 0; i < ACCOUNT_CEILING; i += 1) {
      await attemptLogin(t.db, { email: 'ghost@example.jp', password: WRONG, ip: `192.0.2.${i}`, now });
    }
    expect(await attemptLogin(t.db, { email: 'ghost@example.jp', password: WRONG, ip: '192.0.2.1', now })).toEqual({
      ok: false,
      reason: 'proof',
    });
  });

  it('refuses an expired, forged or tampered proof', async () => {
    const issued = (await issueLoginChallenge(t.db)) ?? '';
    const proof = await solve(issued);
    const later = new Date(Date.now() + 6 * 60_000);
    expect(await consumeLoginProof(t.db, proof, later)).toBe(false);
    const payload = JSON.parse(Buffer.from(await solve((await issueLoginChallenge(t.db)) ?? ''), 'base64').toString());
    payload.challenge.parameters.cost = 1;
    expect(await consumeLoginProof(t.db, Buffer.from(JSON.stringify(payload)).toString('base64'))).toBe(false);
    // Solved, but never issued by this site.
    const { createChallenge } = await import('altcha-lib');
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      deriveKey,
      hmacSignatureSecret: 'pelvia-login-proof',
    });
    expect(await consumeLoginProof(t.db, await solve(JSON.stringify(foreign)))).toBe(false);
    expect(await consumeLoginProof(t.db, 'x'.repeat(10_000))).toBe(false);
  });
});
