/**
 * Passkeys (WebAuthn, @simplewebauthn/server): registering one to an account, and checking an
 * assertion. User verification is required at both, so a passkey is both factors at once and
 * signs in on its own. Each ceremony's challenge is a row in `webauthn_challenges`, deleted by
 * the verification that uses it, so any instance can finish a ceremony another began and no
 * challenge is answered twice. The relying party (id and origin) comes from SITE_URL, passed in.
 */
import { randomUUID } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Db } from '../platform/db.server.ts';
import type { WebauthnChallengesTable } from '../platform/schema.server.ts';
import { queueCredentialNotice } from './account-mail-queue.server.ts';
import { secondFactorRequired } from './account-policy.server.ts';
import { recordAudit } from './audit.server.ts';
import { secondFactorsOf } from './second-factor.server.ts';

/** How long a ceremony may take, from options to answer. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_NAME_MAX = 60;
/** ES256 and RS256: what platform authenticators and security keys offer. */
const ALGORITHMS = [-7, -257];

export interface RelyingParty {
  /** The host name of SITE_URL. */
  id: string;
  /** SITE_URL's origin. */
  origin: string;
  name: string;
}

export function relyingPartyFor(siteUrl: string, name: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name };
}

export type ChallengePurpose = WebauthnChallengesTable['purpose'];

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('admin_passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

/** The name as stored, or null when it is empty or too long. */
export function passkeyName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = name.normalize('NFKC').trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  return trimmed === '' || trimmed.length > PASSKEY_NAME_MAX || /[\u0000-\u001f\u007f]/.test(trimmed) ? null : trimmed;
}

async function storeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
): Promise<void> {
  // Ceremonies never finished are swept as new ones begin: the table stays small.
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      id: randomUUID(),
      challenge,
      purpose,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    })
    .execute();
}

/** Deletes the challenge if it is live and was issued for this purpose and user: true once. */
async function spendChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge.slice(0, 200))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now.toISOString());
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export interface PasskeyOwner {
  id: string;
  email: string;
  displayName: string;
}

export async function passkeyRegistrationOptions(
  db: Db,
  rp: RelyingParty,
  user: PasskeyOwner,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .selectFrom('admin_passkeys')
    .select(['id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: parseTransports(row.transports) })),
    // Discoverable (signs in without the e-mail) and verified (a PIN or biometrics: two factors).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await storeChallenge(db, options.challenge, 'register', user.id, now);
  return options;
}

export type RegisterResult = { ok: true; passkey: Passkey } | { ok: false; problem: 'name' | 'invalid' | 'duplicate' };

/** Verifies a registration and stores the passkey: audited, and a notice mailed, with it. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  user: PasskeyOwner,
  input: { name: unknown; response: unknown },
  context: { mailKey: Buffer; ip?: string | null; now?: Date },
): Promise<RegisterResult> {
  const now = context.now ?? new Date();
  const name = passkeyName(input.name);
  if (!name) return { ok: false, problem: 'name' };
  let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'];
  try {
    const verified = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => spendChallenge(db, challenge, 'register', user.id, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    info = verified.verified ? verified.registrationInfo : undefined;
  } catch {
    // A malformed answer, a spent challenge, another origin: all refusals, never a 500.
    info = undefined;
  }
  if (!info) return { ok: false, problem: 'invalid' };
  const credential = info.credential;
  const taken = await db.selectFrom('admin_passkeys').select('id').where('id', '=', credential.id).executeTakeFirst();
  if (taken) return { ok: false, problem: 'duplicate' };
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('admin_passkeys')
      .values({
        id: credential.id,
        user_id: user.id,
        name,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
        created_at: at,
        last_used_at: null,
      })
      .execute();
    await recordAudit(trx, {
      action: 'factor.passkey_add',
      actor: { id: user.id, email: user.email },
      target: { type: 'admin_user', id: user.id },
      detail: { name },
      ip: context.ip ?? null,
      now,
    });
    await queueCredentialNotice(trx, context.mailKey, user, 'passkey_added', { ip: context.ip, now });
  });
  return { ok: true, passkey: { id: credential.id, name, createdAt: at, lastUsedAt: null } };
}

export async function renamePasskey(
  db: Db,
  user: PasskeyOwner,
  passkeyId: string,
  newName: unknown,
  context: { ip?: string | null; now?: Date },
): Promise<{ ok: true } | { ok: false; problem: 'name' | 'notFound' }> {
  const name = passkeyName(newName);
  if (!name) return { ok: false, problem: 'name' };
  const result = await db
    .updateTable('admin_passkeys')
    .set({ name })
    .where('id', '=', passkeyId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, problem: 'notFound' };
  await recordAudit(db, {
    action: 'user.profile',
    actor: { id: user.id, email: user.email },
    target: { type: 'admin_user', id: user.id },
    detail: { passkeyRenamed: name },
    ip: context.ip ?? null,
    now: context.now,
  });
  return { ok: true };
}

/**
 * Removes one of the user's own passkeys, unless it is their last factor while the policy
 * requires one (a TOTP key or another passkey must remain).
 */
export async function removePasskey(
  db: Db,
  user: PasskeyOwner,
  passkeyId: string,
  context: { mailKey: Buffer; ip?: string | null; now?: Date },
): Promise<{ ok: true } | { ok: false; problem: 'notFound' | 'lastFactor' }> {
  const now = context.now ?? new Date();
  const row = await db
    .selectFrom('admin_passkeys')
    .select(['id', 'name'])
    .where('id', '=', passkeyId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) return { ok: false, problem: 'notFound' };
  const factors = await secondFactorsOf(db, user.id);
  if (!factors.totp && factors.passkeys <= 1 && (await secondFactorRequired(db))) {
    return { ok: false, problem: 'lastFactor' };
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_passkeys').where('id', '=', row.id).where('user_id', '=', user.id).execute();
    await recordAudit(trx, {
      action: 'factor.passkey_remove',
      actor: { id: user.id, email: user.email },
      target: { type: 'admin_user', id: user.id },
      detail: { name: row.name },
      ip: context.ip ?? null,
      now,
    });
    await queueCredentialNotice(trx, context.mailKey, user, 'passkey_removed', { ip: context.ip, now });
  });
  return { ok: true };
}

/**
 * Options for an assertion. Without a user (signing in): any discoverable passkey of this site;
 * with one (the factor step, re-authentication): only that user's passkeys.
 */
export async function passkeyAuthenticationOptions(
  db: Db,
  rp: RelyingParty,
  purpose: Exclude<ChallengePurpose, 'register'>,
  userId: string | null,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allow = userId
    ? await db.selectFrom('admin_passkeys').select(['id', 'transports']).where('user_id', '=', userId).execute()
    : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: allow.map((row) => ({ id: row.id, transports: parseTransports(row.transports) })),
  });
  await storeChallenge(db, options.challenge, purpose, userId, now);
  return options;
}

export type AssertionResult = { ok: true; userId: string; passkeyId: string } | { ok: false };

/**
 * Checks an assertion against the stored passkey: the challenge (spent), origin, RP id, user
 * verification and the signature counter (a cloned authenticator's lower count is refused). On
 * success the counter and last use are stored. `userId` must own the passkey when given.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  rp: RelyingParty,
  response: unknown,
  expected: { purpose: Exclude<ChallengePurpose, 'register'>; userId: string | null },
  now = new Date(),
): Promise<AssertionResult> {
  const answer = response as AuthenticationResponseJSON;
  const credentialId = typeof answer?.id === 'string' ? answer.id.slice(0, 1400) : '';
  if (credentialId === '') return { ok: false };
  const row = await db
    .selectFrom('admin_passkeys')
    .innerJoin('admin_users', 'admin_users.id', 'admin_passkeys.user_id')
    .select([
      'admin_passkeys.id',
      'admin_passkeys.user_id',
      'admin_passkeys.public_key',
      'admin_passkeys.counter',
      'admin_passkeys.transports',
      'admin_users.disabled',
    ])
    .where('admin_passkeys.id', '=', credentialId)
    .executeTakeFirst();
  if (!row || row.disabled || (expected.userId !== null && row.user_id !== expected.userId)) {
    // The challenge is spent all the same, so a refused answer cannot be retried with it.
    const challenge = challengeOf(answer);
    if (challenge) await spendChallenge(db, challenge, expected.purpose, expected.userId, now);
    return { ok: false };
  }
  // A discoverable credential's user handle is the account id given at registration.
  const handle: unknown = answer.response?.userHandle;
  if (handle !== undefined && handle !== null && typeof handle !== 'string') return { ok: false };
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== row.user_id) return { ok: false };
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: (challenge) => spendChallenge(db, challenge, expected.purpose, expected.userId, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: row.id,
        publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
        counter: Number(row.counter),
        transports: parseTransports(row.transports),
      },
    });
    if (!verified.verified) return { ok: false };
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    return { ok: false };
  }
  await db
    .updateTable('admin_passkeys')
    .set({ counter: newCounter, last_used_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
  return { ok: true, userId: row.user_id, passkeyId: row.id };
}

function challengeOf(answer: AuthenticationResponseJSON): string | null {
  try {
    const data = JSON.parse(Buffer.from(answer.response.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

function parseTransports(json: string | null): AuthenticatorTransport[] | undefined {
  if (!json) return undefined;
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? (list.filter((t) => typeof t === 'string') as AuthenticatorTransport[]) : undefined;
  } catch {
    return undefined;
  }
}
