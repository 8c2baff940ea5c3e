/**
 * Finding 2 and 3 of issue 20, the limits: with TRUST_PROXY=1 and the port reached directly,
 * forged X-Forwarded-For made every post a new client (60 leads in 0.85 s); and `A@x`, `a@x`,
 * `A@X` were three fresh receipts. Now a site-wide ceiling sends requests above it to review
 * (no mail), and one normalised address gets one receipt a day. Both run with proofs solved as
 * a browser would, so only the limits stand in the way.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { brochureProducts } from '../../../src/content/products.ts';
import { fetchFormProof } from '../../setup/form-proof.ts';
import { loadLead } from '../../setup/load-run.ts';
import type { AttackScenario } from './scenario.ts';

const CEILING = 10;
const FORGED = 256;
const TRAP_MS = 3_100;

const forgedIp = (i: number) => `198.51.${(i >> 8) & 255}.${i & 255}`;

const post = (url: string, body: Record<string, unknown>, ip: string) =>
  fetch(`${url}/api/brochure-requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: await response.text() }));

export const scenarios: AttackScenario[] = [
  {
    name: 'one client: 30 proven posts at once',
    env: { TRUST_PROXY: '1', LEAD_PROOF_WORK: '1000' },
    async run(context) {
      const single = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      const proofs = [];
      for (let i = 0; i < 30; i++) proofs.push(await fetchFormProof(context.url));
      await sleep(TRAP_MS);
      const started = Date.now();
      await Promise.all(
        proofs.map((proof, i) => post(context.url, { ...loadLead(i, '単独'), ...proof, agreement: true }, single)),
      );
      const seconds = (Date.now() - started) / 1000;
      const rows = await context.db
        .selectFrom('material_requests')
        .select(['review', 'status'])
        .where('name', 'like', '単独 %')
        .execute();
      const notified = rows.filter((r) => !r.review && r.status === 'pending').length;
      const summary = `30 posts in ${seconds.toFixed(2)} s: ${notified} notified (LEAD_RATE_LIMIT 5 per sliding 10 min)`;
      if (notified > 5) throw new Error(summary);
      return summary;
    },
  },
  {
    name: `forged X-Forwarded-For: ${FORGED} clients against a ceiling of ${CEILING}`,
    env: { TRUST_PROXY: '1', LEAD_PROOF_WORK: '1000', LEAD_SITE_CEILING: String(CEILING) },
    async run(context) {
      const proofs = [];
      for (let i = 0; i < FORGED; i++) proofs.push(await fetchFormProof(context.url));
      await sleep(TRAP_MS);
      const started = Date.now();
      const answers = await Promise.all(
        proofs.map((proof, i) => post(context.url, { ...loadLead(i, '偽装'), ...proof, agreement: true }, forgedIp(i))),
      );
      const seconds = (Date.now() - started) / 1000;
      const rows = await context.db
        .selectFrom('material_requests')
        .select(['review', 'status'])
        .where('name', 'like', '偽装 %')
        .execute();
      const notified = rows.filter((r) => !r.review && r.status === 'pending').length;
      const summary = `${FORGED} forged clients in ${seconds.toFixed(2)} s: ${rows.length} stored, ${notified} notified (${(notified / seconds).toFixed(0)}/s), answers ${[...new Set(answers.map((a) => a.status))].join(',')}`;
      if (notified > CEILING) throw new Error(`${summary}: over the ceiling`);
      return summary;
    },
  },
  {
    name: 'receipt flood: A@x, a@x, A@X',
    env: { TRUST_PROXY: '1', LEAD_PROOF_WORK: '1000' },
    async run(context) {
      const user = `victim-${Date.now()}`;
      const emails = [`${user.toUpperCase()}@Example.org`, `${user}@example.org`, `${user.toUpperCase()}@EXAMPLE.ORG`];
      const proofs = [];
      for (const _ of emails) proofs.push(await fetchFormProof(context.url));
      await sleep(TRAP_MS);
      for (const [i, email] of emails.entries()) {
        // Another product each, so none is a duplicate of the one before: only the receipt limit holds.
        const product = brochureProducts[i % brochureProducts.length]?.id ?? '';
        await post(context.url, { ...loadLead(i, '洪水'), email, product, ...proofs[i], agreement: true }, forgedIp(i));
      }
      const receipts = await context.db
        .selectFrom('outbox_jobs')
        .innerJoin('material_requests', 'material_requests.id', 'outbox_jobs.request_id')
        .select('outbox_jobs.id')
        .where('outbox_jobs.kind', '=', 'lead.auto_reply')
        .where('material_requests.name', 'like', '洪水 %')
        .execute();
      const summary = `${emails.length} requests, ${receipts.length} receipt(s) to one address`;
      if (receipts.length > 1) throw new Error(summary);
      return summary;
    },
  },
];
