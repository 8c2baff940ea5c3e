/**
 * The receipt findings of issue 30, replayed against the built product writing its mail as
 * files (no SMTP_URL), as an outside attacker sends them:
 * - `victim+1@`, `victim+2@`, `v.ictim@gmail.com` and `victim@googlemail.com` each got a
 *   receipt: one Gmail inbox mailed four times in a day;
 * - a "name" of 至急 0120-000-000 へお電話ください was delivered as written, in our receipt;
 * - the mail files (reset links, tokens, leads) were world-readable: folder 0755, files 0644.
 * Each post is proven as a browser's (token and solved challenge, past the time trap), so only
 * the defence under test stands in the way.
 */
import { chmod, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brochureProducts } from '../../../src/content/products.ts';
import { FORM_TRAP_WAIT_MS, fetchFormProof } from '../../setup/form-proof.ts';
import { loadLead } from '../../setup/load-run.ts';
import { type ParsedMail, parseMail } from '../../setup/mime.ts';
import { check } from '../attack-support.ts';
import type { AttackContext, AttackScenario } from './scenario.ts';

const env = { TRUST_PROXY: '1', LEAD_PROOF_WORK: '1000' };
let client = 0;

/** Proven posts, each from a client of its own and for another product (no duplicate, no limit). */
async function postProven(context: AttackContext, leads: Record<string, string>[]) {
  const proofs = [];
  for (const _ of leads) proofs.push(await fetchFormProof(context.url));
  await sleep(FORM_TRAP_WAIT_MS);
  for (const [i, lead] of leads.entries()) {
    client++;
    const response = await fetch(`${context.url}/api/brochure-requests`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: context.url,
        'X-Forwarded-For': `203.0.113.${client % 250}`,
      },
      body: JSON.stringify({
        ...lead,
        product: brochureProducts[i % brochureProducts.length]?.id ?? '',
        ...proofs[i],
        agreement: true,
      }),
    });
    check(response.status === 200, `post answered ${response.status}`);
  }
}

/** The mail files written so far, read as a mail client would. */
async function mailFiles(dataDir: string): Promise<{ name: string; mail: ParsedMail; raw: string }[]> {
  const dir = join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(join(dir, name), 'utf8');
      return { name, raw, mail: await parseMail(raw) };
    }),
  );
}

/** Waits (up to 20 s) until `count` mails went to `to`. */
async function waitForMails(dataDir: string, to: (address: string) => boolean, count: number) {
  for (let waited = 0; waited < 20_000; waited += 250) {
    const found = (await mailFiles(dataDir)).filter((file) => to(file.mail.to));
    if (found.length >= count) return found;
    await sleep(250);
  }
  return (await mailFiles(dataDir)).filter((file) => to(file.mail.to));
}

const mode = async (path: string) => ((await stat(path)).mode & 0o777).toString(8);

export const scenarios: AttackScenario[] = [
  {
    name: 'receipt: one Gmail inbox flooded through +tags, dots and googlemail.com',
    env,
    async run(context) {
      const user = `victim${Date.now().toString(36)}`;
      const dotted = `${user.slice(0, 1)}.${user.slice(1)}`;
      const emails = [`${user}+1@gmail.com`, `${user}+2@gmail.com`, `${dotted}@gmail.com`, `${user}@googlemail.com`];
      await postProven(
        context,
        emails.map((email, i) => ({ ...loadLead(i, '受信箱'), email })),
      );
      const receipts = await context.db
        .selectFrom('outbox_jobs')
        .innerJoin('material_requests', 'material_requests.id', 'outbox_jobs.request_id')
        .select('material_requests.email')
        .where('outbox_jobs.kind', '=', 'lead.auto_reply')
        .where('material_requests.email', 'in', emails)
        .execute();
      const stored = await context.db
        .selectFrom('material_requests')
        .select('id')
        .where('email', 'in', emails)
        .execute();
      const summary = `${emails.length} requests stored ${stored.length}, receipts ${receipts.length} to one inbox`;
      check(stored.length === emails.length, `${summary}: a request was lost`);
      check(receipts.length <= 1, summary);
      return summary;
    },
  },
  {
    name: 'receipt: a stranger’s phone number as the name, relayed by us',
    env,
    async run(context) {
      const email = `callme-${Date.now().toString(36)}@example.org`;
      const name = '至急 0120-000-000 へお電話ください';
      await postProven(context, [{ ...loadLead(1, '電話'), name, email, postalCode: '1040061' }]);
      const [receipt] = await waitForMails(context.dataDir, (to) => to === email, 1);
      check(receipt, 'no receipt was written');
      const text = `${receipt.mail.subject}\n${receipt.mail.text}\n${receipt.mail.html}`;
      for (const echo of ['0120', '至急', 'お電話', '104-0061', '電話 1']) {
        check(!text.includes(echo), `the receipt carries the visitor's "${echo}"`);
      }
      check(receipt.mail.text.includes('申込者様'), 'the receipt does not greet with 申込者様');
      check(/^Auto-Submitted: auto-generated$/m.test(receipt.raw), 'the receipt is not marked Auto-Submitted');
      return `receipt to ${email.replace(/@.*/, '@…')}: no typed text, greeted 申込者様, Auto-Submitted`;
    },
  },
  {
    name: 'receipt: mail files readable by other users of the machine, even in a loosened folder',
    env,
    async run(context) {
      const dir = join(context.dataDir, 'mail');
      await postProven(context, [{ ...loadLead(1, '権限'), email: `perm-${Date.now().toString(36)}@example.org` }]);
      const first = await waitForMails(context.dataDir, () => true, 2);
      check(first.length >= 2, `only ${first.length} mail file(s) written`);
      const folder = await mode(dir);
      const files = await Promise.all(first.map((file) => mode(join(dir, file.name))));
      const summary = `folder ${folder}, files ${[...new Set(files)].join(',')}`;
      check(folder === '700', summary);
      check(
        files.every((bits) => bits === '600'),
        summary,
      );
      // Someone loosens the folder (a restore, a hand-made folder): the next mail closes it again.
      await chmod(dir, 0o755);
      await postProven(context, [{ ...loadLead(2, '権限'), email: `perm2-${Date.now().toString(36)}@example.org` }]);
      await waitForMails(context.dataDir, () => true, first.length + 2);
      const again = await mode(dir);
      check(again === '700', `${summary}; loosened to 755, then ${again}`);
      return `${summary}; loosened to 755, closed again to ${again}`;
    },
  },
];
