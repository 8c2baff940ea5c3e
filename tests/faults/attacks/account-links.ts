/**
 * Issue 21: the account links and the forgotten-password form under attack.
 * - Guessing an invitation or reset token: random tokens, a token's own hash (a leaked row), a
 *   used, a revoked and an expired one all get the same 404 page, while the real link opens.
 * - Enumerating accounts through パスワードをお忘れの方: an existing, a disabled and an unknown
 *   address get the same status, redirect and page, in the same time; one client is throttled.
 */
import { randomUUID } from 'node:crypto';
import { newLinkToken } from '../../../src/server/accounts/link-tokens.server.ts';
import { createAdmin } from '../../setup/factories.ts';
import { check, formPost, raw, STACK_TRACE } from '../attack-support.ts';
import type { AttackScenario } from './scenario.ts';

const DAY = 24 * 60 * 60_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** The page without what differs per request (the token in the form's action). */
const pageOf = (text: string) => text.replace(/\/admin\/(invitation|reset-password)\/[^"]*/g, '$1');

export const scenarios: AttackScenario[] = [
  {
    name: 'account links: a guessed, leaked, used, revoked or expired token opens nothing, and says nothing',
    async run({ url, db }) {
      const user = await createAdmin(db, { role: 'staff' });
      const now = Date.now();
      const iso = (offset: number) => new Date(now + offset).toISOString();
      const invitation = (overrides: Record<string, string | null>) => {
        const token = newLinkToken();
        const row = {
          id: randomUUID(),
          token_hash: token.hash,
          email: `${randomUUID().slice(0, 8)}@example.jp`,
          role: 'staff' as const,
          invited_by: null,
          created_at: iso(0),
          expires_at: iso(7 * DAY),
          accepted_at: null,
          accepted_user_id: null,
          revoked_at: null,
          ...overrides,
        };
        return { token, insert: db.insertInto('admin_invitations').values(row).execute() };
      };
      const live = invitation({});
      const used = invitation({ accepted_at: iso(0) });
      const revoked = invitation({ revoked_at: iso(0) });
      const expired = invitation({ expires_at: iso(-1) });
      await Promise.all([live, used, revoked, expired].map((i) => i.insert));
      const reset = newLinkToken();
      await db
        .insertInto('admin_password_resets')
        .values({
          id: reset.hash,
          user_id: user.id,
          requested_by: null,
          created_at: iso(0),
          expires_at: iso(3_600_000),
          used_at: null,
        })
        .execute();

      const open = await raw(`${url}/admin/invitation/${live.token.token}`);
      check(open.status === 200, `the real invitation answered ${open.status}`);
      const openReset = await raw(`${url}/admin/reset-password/${reset.token}`);
      check(openReset.status === 200, `the real reset link answered ${openReset.status}`);

      const guesses = [
        ...Array.from({ length: 40 }, () => newLinkToken().token),
        live.token.hash,
        used.token.token,
        revoked.token.token,
        expired.token.token,
        // One character changed (never to itself: a 32-byte token's last character is one of 16).
        `${live.token.token.slice(0, -1)}${live.token.token.endsWith('A') ? 'E' : 'A'}`,
        live.token.token.toLowerCase(),
        '',
        '%00',
      ];
      const pages = new Set<string>();
      for (const [index, guess] of guesses.entries()) {
        for (const prefix of ['/admin/invitation/', '/admin/reset-password/']) {
          const answer =
            index % 2 === 0
              ? await raw(`${url}${prefix}${guess}`)
              : await formPost(url, `${prefix}${guess}`, {
                  name: 'x',
                  password: 'a long enough passphrase',
                  confirm: 'a long enough passphrase',
                  code: '123456',
                });
          if (guess === '') {
            check(
              answer.status === 404 || answer.status === 303,
              `${prefix} without a token answered ${answer.status}`,
            );
            continue;
          }
          check(answer.status === 404, `${prefix}<guess ${index}> answered ${answer.status}`);
          check(!STACK_TRACE.test(answer.text), `a stack trace in ${prefix}<guess>`);
          pages.add(`${prefix}${pageOf(answer.text).length}`);
        }
      }
      // One page per kind of link, whatever was wrong with the token.
      check(pages.size === 2, `bad links got ${pages.size} different pages: ${[...pages].join(', ')}`);
      const users = await db.selectFrom('admin_users').select('id').execute();
      check(users.length === 1, `a guessed link created an account (${users.length} accounts)`);
      return `${guesses.length * 2} guesses: all 404, ${pages.size} distinct page lengths across both link kinds; the real links open`;
    },
  },
  {
    name: 'forgotten password: the form tells no one whether an account exists, and throttles a client',
    env: { TRUST_PROXY: '1' },
    async run({ url, db }) {
      const user = await createAdmin(db, { role: 'staff' });
      const gone = await createAdmin(db, { role: 'staff' });
      await db.updateTable('admin_users').set({ disabled: true }).where('id', '=', gone.id).execute();
      const addresses = { active: user.email, disabled: gone.email, none: 'no-such-person@example.jp' };
      const times: Record<string, number[]> = { active: [], disabled: [], none: [] };
      const answers = new Set<string>();
      let client = 0;
      for (let round = 0; round < 15; round++) {
        const kinds = Object.entries(addresses);
        for (const [kind, email] of [...kinds.slice(round % 3), ...kinds.slice(0, round % 3)]) {
          client += 1;
          const started = performance.now();
          const answer = await formPost(
            url,
            '/admin/forgot-password',
            { email },
            { 'x-forwarded-for': `198.51.100.${client % 250}` },
          );
          times[kind]?.push(performance.now() - started);
          answers.add(`${answer.status} ${answer.headers.location} ${answer.text.length}`);
        }
      }
      check(answers.size === 1, `the answers differ: ${[...answers].join(' | ')}`);
      const sent = await raw(`${url}/admin/forgot-password?sent=1`);
      check(sent.status === 200 && sent.text.includes('data-forgot-sent'), 'the sent page is missing');
      const medians = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.round(median(v) * 10) / 10]));
      // Paired by round (three posts back to back): what an observer could learn is the median gap.
      const none = times.none ?? [];
      for (const kind of ['active', 'disabled']) {
        const gap = median((times[kind] ?? []).map((time, round) => time - (none[round] ?? 0)));
        check(Math.abs(gap) < Math.max(3, 0.2 * median(none)), `${kind} answers ${gap.toFixed(1)} ms apart from none`);
      }
      const throttled: number[] = [];
      for (let i = 0; i < 7; i++) {
        const answer = await formPost(
          url,
          '/admin/forgot-password',
          { email: `x${i}@example.jp` },
          { 'x-forwarded-for': '203.0.113.77' },
        );
        throttled.push(answer.status);
      }
      check(
        throttled.slice(-2).every((status) => status === 429),
        `one client was not throttled: ${throttled.join(',')}`,
      );
      return `one answer (${[...answers][0]}) for all 45 posts; median ms ${JSON.stringify(medians)}; one client: ${throttled.join(',')}`;
    },
  },
];
