/**
 * Findings 2 and 6 of issue 20: a bot that never loads the page POSTed JSON without the
 * honeypot or the time trap and got a pending lead with an owner, two mails and the webhooks;
 * the no-JS pages' build-time key and a filled honeypot answered `{"duplicate":true}` for an
 * e-mail that had asked before. Now a post without the signed token and a solved challenge is
 * kept for review (no receipt, no owner), a token and a challenge buy one request each, and
 * every accepted post is answered alike.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fetchFormProof } from '../../setup/form-proof.ts';
import { loadLead } from '../../setup/load-run.ts';
import type { AttackContext, AttackScenario } from './scenario.ts';

/** Each post from a client of its own (TRUST_PROXY=1), so no per-client limit hides the answer. */
let client = 0;
const post = async (url: string, body: Record<string, unknown>) => {
  client++;
  const response = await fetch(`${url}/api/brochure-requests`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: url,
      'X-Forwarded-For': `203.0.${(client >> 8) & 255}.${client & 255}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
};

/**
 * Leads of this scenario (named `label …`; PostgreSQL runs share one schema) that would mail
 * the requester: pending, not waiting for review.
 */
const notified = async (context: AttackContext, label: string) =>
  context.db
    .selectFrom('material_requests')
    .select(['email', 'review', 'status', 'owner_id'])
    .where('name', 'like', `${label} %`)
    .where('status', '=', 'pending')
    .where('review', '=', false)
    .execute();

const receipts = async (context: AttackContext, label: string) =>
  (
    await context.db
      .selectFrom('outbox_jobs')
      .innerJoin('material_requests', 'material_requests.id', 'outbox_jobs.request_id')
      .select('outbox_jobs.id')
      .where('outbox_jobs.kind', '=', 'lead.auto_reply')
      .where('material_requests.name', 'like', `${label} %`)
      .execute()
  ).length;

const proxied = { TRUST_PROXY: '1', LEAD_PROOF_WORK: '1000' };

/** What the time trap needs: a form shown longer ago than a bot would wait. */
const TRAP_MS = 3_100;

export const scenarios: AttackScenario[] = [
  {
    name: 'bot: JSON without token or proof',
    env: proxied,
    async run(context) {
      const { idempotency_key: _key, fill_ms: _fill, ...fields } = loadLead(1, 'ボット');
      const answer = await post(context.url, { ...fields, agreement: true });
      const leads = await notified(context, 'ボット');
      const sent = await receipts(context, 'ボット');
      const summary = `answered ${answer.status} ${answer.body}; notified leads ${leads.length}, receipts ${sent}`;
      if (leads.length > 0 || sent > 0) throw new Error(summary);
      return summary;
    },
  },
  {
    name: 'replay: one token, one challenge, one lead',
    env: proxied,
    async run(context) {
      const first = await fetchFormProof(context.url);
      const fresh = await fetchFormProof(context.url);
      await sleep(TRAP_MS);
      const lead = (i: number) => ({ ...loadLead(i, 'リプレイ'), agreement: true });
      const answers = [
        await post(context.url, { ...lead(1), ...first }),
        // The same token with another address: the same request, not a second one.
        await post(context.url, { ...lead(2), ...first }),
        // A fresh token with the spent challenge: no proof any more.
        await post(context.url, { ...lead(3), idempotency_key: fresh.idempotency_key, altcha: first.altcha }),
      ];
      const leads = await notified(context, 'リプレイ');
      const sent = await receipts(context, 'リプレイ');
      const summary = `answers ${answers.map((a) => a.status).join(',')}; notified leads ${leads.length}, receipts ${sent}`;
      if (leads.length !== 1 || sent !== 1) throw new Error(summary);
      if (new Set(answers.map((a) => `${a.status} ${a.body}`)).size !== 1)
        throw new Error(`${summary}: answers differ`);
      return summary;
    },
  },
  {
    name: 'probe: does an e-mail that asked before answer differently',
    env: proxied,
    async run(context) {
      const victim = `victim-${Date.now()}@example.org`;
      const proof = await fetchFormProof(context.url);
      await sleep(TRAP_MS);
      await post(context.url, { ...loadLead(1, '本人'), email: victim, ...proof, agreement: true });
      // The attacker's probe: the no-JS pages' build-time key, the honeypot filled.
      const probe = async (email: string) =>
        post(context.url, {
          ...loadLead(2, '探査'),
          email,
          idempotency_key: 'build-time-key-0001',
          website: 'x',
          agreement: true,
        });
      const asked = await probe(victim);
      const never = await probe('nobody@example.org');
      const summary = `asked before: ${asked.status} ${asked.body}; never asked: ${never.status} ${never.body}`;
      if (asked.status !== never.status || asked.body !== never.body) throw new Error(summary);
      return summary;
    },
  },
];
