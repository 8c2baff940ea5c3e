/**
 * The account page's POSTs (src/pages/admin/account.astro, every signed-in user): the name,
 * the password, the e-mail, ending sessions, renaming and removing passkeys, regenerating the
 * recovery codes. Plain forms (an `intent` field says which); success is a 303 back to the page
 * saying what was done, except the new recovery codes, which are shown once in the answer to
 * the post itself and never stored in a way that could show them again. The password, the
 * e-mail and the factors need a recent re-authentication (./reauth-guard.ts).
 */
import { accountPage as t } from '../../content/admin/account.ts';
import {
  type AccountActor,
  changeDisplayName,
  changeOwnEmail,
  changeOwnPassword,
  regenerateOwnRecoveryCodes,
} from '../../server/accounts/account-profile.server.ts';
import { endOtherSessions, endSession } from '../../server/accounts/account-sessions.server.ts';
import { removePasskey, renamePasskey } from '../../server/accounts/passkeys.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { ACCOUNT_PATH } from '../paths.ts';
import { requireRecentAuth } from './reauth-guard.ts';

export type AccountDone = keyof typeof t.done;
export const accountDone = Object.keys(t.done) as AccountDone[];

export type PasswordField = 'current' | 'next' | 'confirm';

export interface AccountView {
  /** The typed name when the form came back with a problem, else null (show the stored one). */
  name: string | null;
  nameError: string | null;
  passwordErrors: Partial<Record<PasswordField, string>>;
  email: string;
  emailError: string | null;
  /** A problem that belongs to no field (a passkey or session already gone, the last factor). */
  problem: string | null;
  /** Ten fresh recovery codes, in the answer to the post that made them only. */
  recoveryCodes: string[] | null;
}

const emptyView = (): AccountView => ({
  name: null,
  nameError: null,
  passwordErrors: {},
  email: '',
  emailError: null,
  problem: null,
  recoveryCodes: null,
});

/** Intents that change a credential: re-authentication first. */
const SENSITIVE = new Set(['password', 'email', 'passkey-remove', 'recovery-regenerate']);

export async function accountAction(context: PageContext): Promise<Response | AccountView> {
  const view = emptyView();
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const form = await readForm(context.request);
  if (!form) {
    context.response.status = 400;
    view.problem = t.unknown;
    return view;
  }
  const field = (name: string) => form.get(name) ?? '';
  const intent = field('intent');
  if (SENSITIVE.has(intent)) {
    const reauth = requireRecentAuth(context, ACCOUNT_PATH);
    if (reauth) return reauth;
  }
  const { db, accountKeys } = context.locals.services;
  const actor: AccountActor = {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    sessionId: user.sessionId,
  };
  const change = { ip: clientIp(context) };
  const done = (key: AccountDone, anchor: string) => context.redirect(`${ACCOUNT_PATH}?done=${key}#${anchor}`, 303);

  switch (intent) {
    case 'name': {
      const result = await changeDisplayName(db, actor, field('name').slice(0, 1000), change);
      if (result.ok) return done('name', 'account-profile');
      view.name = field('name').slice(0, 1000);
      view.nameError = t.profile.nameProblem;
      break;
    }
    case 'password': {
      const result = await changeOwnPassword(
        db,
        accountKeys.mail,
        actor,
        { current: field('current'), next: field('next'), confirm: field('confirm') },
        change,
      );
      if (result.ok) return done('password', 'account-password');
      const problem = result.problem;
      const at: PasswordField = problem === 'current' ? 'current' : problem === 'mismatch' ? 'confirm' : 'next';
      view.passwordErrors = { [at]: t.password.problems[problem] };
      break;
    }
    case 'email': {
      view.email = field('email').slice(0, 320);
      const result = await changeOwnEmail(db, accountKeys.mail, actor, view.email, change);
      if (result.ok) return done('email', 'account-email');
      view.emailError = t.email.problems[result.problem];
      break;
    }
    case 'session-end': {
      const result = await endSession(db, actor, field('session'), change);
      if (result.ok) return done('sessionEnded', 'account-sessions');
      view.problem = t.sessions.notFound;
      break;
    }
    case 'sessions-end-others': {
      await endOtherSessions(db, user.id, user.sessionId, { actor: { id: user.id, email: user.email }, ...change });
      return done('othersEnded', 'account-sessions');
    }
    case 'passkey-rename': {
      const result = await renamePasskey(db, actor, field('passkey'), field('name'), change);
      if (result.ok) return done('passkeyRenamed', 'account-factors');
      view.problem = result.problem === 'name' ? t.factors.nameProblem : t.factors.notFound;
      break;
    }
    case 'passkey-remove': {
      const result = await removePasskey(db, actor, field('passkey'), { mailKey: accountKeys.mail, ...change });
      if (result.ok) return done('passkeyRemoved', 'account-factors');
      view.problem = result.problem === 'lastFactor' ? t.factors.lastFactor : t.factors.notFound;
      break;
    }
    case 'recovery-regenerate': {
      view.recoveryCodes = await regenerateOwnRecoveryCodes(db, accountKeys.mail, actor, change);
      return view;
    }
    default:
      context.response.status = 400;
      view.problem = t.unknown;
      return view;
  }
  context.response.status = view.problem ? 409 : 422;
  return view;
}
