/**
 * Issue 20, finding 4: anyone could lock a staff member out. Five wrong passwords for the admin
 * from five addresses (forged X-Forwarded-For behind TRUST_PROXY=1, as five clients) made the
 * real admin's right password answer 429. Now a client's failures slow that client only, and
 * past the account's ceiling a client that failed is asked for a proof of work, not refused.
 */
import { createAdmin } from '../../setup/factories.ts';
import { check, formPost } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

const PASSWORD = 'the owner knows this one';
const EMAIL = 'admin@example.jp';

export const scenarios: AttackScenario[] = [
  {
    name: 'lockout: failures from other clients never refuse the owner',
    env: { TRUST_PROXY: '1' },
    async run({ url, db }) {
      await createAdmin(db, { email: EMAIL, password: PASSWORD });
      const login = (password: string, client: string) =>
        formPost(url, '/admin/login', { email: EMAIL, password, next: '/admin' }, { 'x-forwarded-for': client });
      for (let i = 1; i <= 5; i += 1) {
        const wrong = await login(`wrong password ${i}`, `198.51.100.${i}`);
        check(wrong.status === 401, `wrong password ${i} answered ${wrong.status}`);
      }
      const owner = await login(PASSWORD, '203.0.113.10');
      check(owner.status === 303, `the right password from a new client answered ${owner.status} after 5 failures`);
      // Past the ceiling (10 failing clients): a client that failed needs a proof, a new one does not.
      for (let i = 6; i <= 12; i += 1) await login(`wrong password ${i}`, `198.51.100.${i}`);
      const failed = await login(PASSWORD, '198.51.100.3');
      check(failed.status === 429, `a client that failed, past the ceiling, answered ${failed.status}`);
      check(failed.text.includes('altcha-widget'), 'no proof-of-work challenge on the page');
      check(!failed.headers['retry-after'], 'a proof was asked for with a wait');
      const fresh = await login(PASSWORD, '203.0.113.11');
      check(fresh.status === 303, `the right password from a new client past the ceiling answered ${fresh.status}`);
      return '5 and 12 failing clients: the owner signs in from a new client; a failed one is asked for a proof';
    },
  },
];
