/**
 * The POSTs of /admin/users (admin role only, src/pages/admin/users.astro): invite, re-send and
 * revoke invitations; change a role, disable or enable, reset someone's second factors, mail a
 * colleague a reset link; lift or restore the 2FA requirement. Plain forms (POST + 303 back
 * with `?done=`); Astro's origin check keeps them same-site. Every action on a colleague's
 * account (role, disable, enable, factor reset, reset link) and the policy need a recent
 * re-authentication (REAUTH_PATH, `?next=` comes back here): a session left open must not be
 * enough to lock a colleague out or take their account over (issue 30).
 */
import { usersCopy as t, type UsersDone, type UsersProblem } from '../../content/admin/users.ts';
import { setSecondFactorRequired } from '../../server/accounts/account-policy.server.ts';
import {
  createInvitation,
  type Inviter,
  resendInvitation,
  revokeInvitation,
} from '../../server/accounts/invitations.server.ts';
import { newLinkToken } from '../../server/accounts/link-tokens.server.ts';
import { startPasswordReset } from '../../server/accounts/password-resets.server.ts';
import { changeRole, resetAccountFactors, setAccountDisabled } from '../../server/accounts/user-admin.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { invitationUrlOn, resetPasswordUrlOn, USERS_PATH } from '../paths.ts';
import { requireRecentAuth } from './reauth-guard.ts';

export const usersDone = Object.keys(t.done) as UsersDone[];

/** The intents that act on a colleague's account, or on everyone's (the policy). */
const RECENT_AUTH_INTENTS = new Set(['role', 'disable', 'enable', 'reset-factors', 'send-reset', 'policy']);

export interface UsersView {
  invite: { email: string; role: string };
  inviteErrors: Partial<Record<'email' | 'role', string>>;
  /** A problem that belongs to no field (a row already gone, the last admin, an unreadable post). */
  problem: string | null;
}

export async function usersAction(context: PageContext): Promise<Response | UsersView> {
  const view: UsersView = { invite: { email: '', role: 'staff' }, inviteErrors: {}, problem: null };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  // The middleware already answers 403 to staff; this keeps the rule next to the writes.
  if (user.role !== 'admin') {
    context.response.status = 403;
    return view;
  }
  const form = await readForm(context.request);
  if (!form) {
    context.response.status = 400;
    view.problem = t.problems.unknown;
    return view;
  }
  const { db, accountKeys, env } = context.locals.services;
  const actor = { id: user.id, email: user.email };
  const ip = clientIp(context);
  const inviter: Inviter = { kind: 'user', ...actor, displayName: user.displayName, role: user.role };
  const invitationContext = { mailKey: accountKeys.mail, linkFor: invitationUrlOn(env.SITE_URL), ip };
  const field = (name: string) => (form.get(name) ?? '').slice(0, 400);
  const done = (key: UsersDone, anchor: string) => context.redirect(`${USERS_PATH}?done=${key}#${anchor}`, 303);
  const refuse = (problem: UsersProblem) => {
    view.problem = t.problems[problem];
    context.response.status = problem === 'notFound' ? 404 : problem === 'unknown' ? 400 : 409;
    return view;
  };

  const intent = field('intent');
  if (RECENT_AUTH_INTENTS.has(intent)) {
    const guard = requireRecentAuth(context, USERS_PATH);
    if (guard) return guard;
  }
  switch (intent) {
    case 'invite': {
      view.invite = { email: field('email'), role: field('role') };
      const result = await createInvitation(db, view.invite, inviter, invitationContext);
      if (result.ok) return done('invited', 'users-invitations');
      if (result.problem === 'role' || result.problem === 'above') view.inviteErrors.role = t.problems[result.problem];
      else if (result.problem === 'notFound') return refuse('notFound');
      else view.inviteErrors.email = t.problems[result.problem];
      context.response.status = 422;
      return view;
    }
    case 'invitation-resend': {
      const result = await resendInvitation(db, field('invitation'), inviter, invitationContext);
      return result.ok
        ? done('resent', 'users-invitations')
        : refuse(result.problem === 'email' ? 'unknown' : result.problem);
    }
    case 'invitation-revoke': {
      const result = await revokeInvitation(db, field('invitation'), actor, { ip });
      return result.ok ? done('revoked', 'users-invitations') : refuse(result.problem);
    }
    case 'role': {
      const result = await changeRole(db, field('user'), field('role'), actor, { ip });
      return result.ok
        ? done('role', 'users-accounts')
        : refuse(result.problem === 'role' ? 'unknown' : result.problem);
    }
    case 'disable':
    case 'enable': {
      const disable = intent === 'disable';
      const result = await setAccountDisabled(db, field('user'), disable, actor, { ip });
      if (result.ok) return done(disable ? 'disabled' : 'enabled', 'users-accounts');
      return refuse(result.problem === 'role' ? 'unknown' : result.problem);
    }
    case 'reset-factors': {
      const result = await resetAccountFactors(db, accountKeys.mail, field('user'), actor, { ip });
      return result.ok
        ? done('factorsReset', 'users-accounts')
        : refuse(result.problem === 'role' ? 'unknown' : result.problem);
    }
    case 'send-reset': {
      const token = newLinkToken();
      const link = resetPasswordUrlOn(env.SITE_URL)(token.token);
      const result = await startPasswordReset(db, field('user'), actor, { mailKey: accountKeys.mail, token, link, ip });
      return result.ok ? done('resetSent', 'users-accounts') : refuse(result.problem);
    }
    case 'policy': {
      const required = field('required') === 'true';
      await setSecondFactorRequired(db, required, actor, { ip });
      return done(required ? 'policyOn' : 'policyOff', 'users-policy');
    }
    default:
      return refuse('unknown');
  }
}
