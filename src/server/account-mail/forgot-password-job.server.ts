/**
 * The outbox job kind behind the forgotten-password page (registered in services.server.ts):
 * opens the sealed request and lets issueRequestedReset decide whether the account gets a
 * link. The link's mail is one more account mail job, queued in the same transaction as the
 * reset, so this job itself sends nothing.
 */
import { FORGOT_PASSWORD_JOB_KIND, openForgotRequest } from '../accounts/forgot-password.server.ts';
import { issueRequestedReset } from '../accounts/password-resets.server.ts';
import type { JobKind } from '../delivery/outbox.server.ts';
import type { Db } from '../platform/db.server.ts';

export { FORGOT_PASSWORD_JOB_KIND };

export interface ForgotPasswordContext {
  db: Db;
  accountMailKey?: Buffer | undefined;
}

export const forgotPasswordJobKind: JobKind<ForgotPasswordContext> = {
  handler: async (deps, job) => {
    const request = deps.accountMailKey ? openForgotRequest(deps.accountMailKey, job.payload) : null;
    if (!request || !deps.accountMailKey) {
      throw Object.assign(new Error('forgotten password: the payload cannot be opened (server secret changed?)'), {
        permanent: true,
      });
    }
    await issueRequestedReset(deps.db, deps.accountMailKey, request);
    return async () => {};
  },
};
