/**
 * POST /api/admin/passkeys/<step>: the WebAuthn ceremonies as JSON, for the passkey islands.
 *
 * - `register-options`, `register` (`{ name, response }`): a signed-in user who re-authenticated
 *   in the last ten minutes (the account page), or a session at enrolment (ENROL_PATH).
 * - `authenticate-options`, `authenticate` (`{ response }`): without a session, the sign-in
 *   (a fresh full session cookie); with a session at the factor step, its second factor (the
 *   same); with a full session, re-authentication.
 *
 * Astro's origin check covers form posts only, so each post must carry this site's Origin and
 * be JSON. Bodies are capped (src/http/body-cap.server.ts). Every refusal is a JSON answer with
 * a status, never a stack trace.
 */
import { passkeyCopy } from '../../content/admin/account.ts';
import { site } from '../../content/site.ts';
import { safeNextPath } from '../../middleware/admin-access.ts';
import { currentThrottle, throttleKeys } from '../../server/accounts/login-throttle.server.ts';
import { reauthenticateWithPasskey, signInWithPasskey } from '../../server/accounts/passkey-sign-in.server.ts';
import {
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  relyingPartyFor,
} from '../../server/accounts/passkeys.server.ts';
import { hashToken, sessionCookieName, sessionCookieOptions } from '../../server/accounts/sessions.server.ts';
import { readText } from '../body.ts';
import { clientIp, type EndpointContext } from '../context.ts';
import { json } from '../responses.ts';
import { recentlyAuthenticated } from './reauth-guard.ts';

export const PASSKEY_STEPS = ['register-options', 'register', 'authenticate-options', 'authenticate'] as const;
export type PasskeyStep = (typeof PASSKEY_STEPS)[number];

type Body = Record<string, unknown>;

async function readJson(context: EndpointContext): Promise<{ ok: true; body: Body } | { ok: false; answer: Response }> {
  const { request } = context;
  if (request.headers.get('origin') !== new URL(request.url).origin) {
    return { ok: false, answer: json(403, { error: 'forbidden' }) };
  }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return { ok: false, answer: json(415, { error: 'unsupported media type' }) };
  const read = await readText(request);
  if (!read.ok) return { ok: false, answer: json(read.problem === 'too-large' ? 413 : 400, { error: read.problem }) };
  try {
    const body = JSON.parse(read.text === '' ? '{}' : read.text) as unknown;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    return { ok: true, body: body as Body };
  } catch {
    return { ok: false, answer: json(400, { error: 'bad json' }) };
  }
}

const refused = (status: number, message: string) => json(status, { ok: false, message });

export async function passkeyApiAction(context: EndpointContext, step: string | undefined): Promise<Response> {
  if (!PASSKEY_STEPS.includes(step as PasskeyStep)) return json(404, { error: 'not found' });
  const read = await readJson(context);
  if (!read.ok) return read.answer;
  const { locals } = context;
  const { db, env, accountKeys } = locals.services;
  const rp = relyingPartyFor(env.SITE_URL, site.brand);
  const full = locals.admin;
  const pending = locals.pendingAdmin;
  const request = {
    ip: clientIp(context),
    clientKey: locals.clientKey,
    userAgent: context.request.headers.get('user-agent'),
  };

  if (step === 'register-options' || step === 'register') {
    // The account page (re-authenticated) or enrolment; never half signed in at the factor step.
    const owner = full ?? (pending?.stage === 'enrol' ? pending : null);
    if (!owner) return json(401, { error: 'unauthorized' });
    if (full && !recentlyAuthenticated(context)) return refused(403, passkeyCopy.registerReauth);
    const user = { id: owner.id, email: owner.email, displayName: owner.displayName };
    if (step === 'register-options') return json(200, await passkeyRegistrationOptions(db, rp, user));
    const result = await registerPasskey(
      db,
      rp,
      user,
      { name: read.body.name, response: read.body.response },
      { mailKey: accountKeys.mail, ip: request.ip },
    );
    if (result.ok) return json(200, { ok: true });
    const message =
      result.problem === 'name'
        ? passkeyCopy.registerNameHint
        : result.problem === 'duplicate'
          ? passkeyCopy.registerDuplicate
          : passkeyCopy.registerFailed;
    return refused(422, message);
  }

  if (pending && pending.stage !== 'factor') return json(401, { error: 'unauthorized' });
  if (step === 'authenticate-options') {
    // Options write a challenge row: a client the login throttle holds back gets none.
    const { throttle } = await currentThrottle(
      db,
      throttleKeys('(passkey)', request.clientKey ?? request.ip),
      new Date(),
    );
    if (throttle) return refused(429, passkeyCopy.throttled);
    const options = full
      ? await passkeyAuthenticationOptions(db, rp, 'reauth', full.id)
      : await passkeyAuthenticationOptions(db, rp, 'login', pending?.id ?? null);
    return json(200, options);
  }

  if (full) {
    const result = await reauthenticateWithPasskey(
      db,
      rp,
      read.body.response,
      { userId: full.id, email: full.email, sessionId: full.sessionId },
      request,
    );
    if (result.ok) return json(200, { ok: true, next: safeNextPath(String(read.body.next ?? '')) });
    return refused(
      result.reason === 'invalid' ? 401 : 429,
      result.reason === 'invalid' ? passkeyCopy.failed : passkeyCopy.throttled,
    );
  }
  const previous = context.cookies.get(sessionCookieName(locals.https))?.value;
  const result = await signInWithPasskey(db, rp, read.body.response, {
    ...request,
    pending: pending ? { userId: pending.id, sessionId: pending.sessionId } : null,
    previousSessionId: previous && !pending ? hashToken(previous) : null,
  });
  if (!result.ok) {
    const headers: Record<string, string> =
      result.reason === 'invalid' ? {} : { 'Retry-After': String(result.retryAfterSeconds) };
    return json(
      result.reason === 'invalid' ? 401 : 429,
      { ok: false, message: result.reason === 'invalid' ? passkeyCopy.failed : passkeyCopy.throttled },
      headers,
    );
  }
  context.cookies.set(
    sessionCookieName(locals.https),
    result.session.token,
    sessionCookieOptions(locals.https, result.session.expiresAt),
  );
  return json(200, { ok: true, next: safeNextPath(String(read.body.next ?? '')) });
}
