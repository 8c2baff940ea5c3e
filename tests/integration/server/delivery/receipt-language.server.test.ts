/**
 * A receipt speaks its reader's language throughout: the product as the form of that language
 * offered it, the company's name as that language writes it. Sent through the outbox to a real
 * SMTP server on loopback and read back with mailparser; the staff notification stays Japanese.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { site } from '../../../../src/content/site.ts';
import { brochureProductChoices } from '../../../../src/domain/product-choices.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { runDueJobs } from '../../../../src/server/delivery/outbox.server.ts';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { JOB_KINDS } from '../../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { validLead } from '../../../setup/factories.ts';
import { parseMail } from '../../../setup/mime.ts';
import { startSmtp } from '../../../setup/smtp.ts';

const log = createLogger('silent');
const now = new Date('2026-11-21T03:00:00.000Z');
const brand = site.brand.toLowerCase();

describe.each(testBackends())('receipts in the reader’s language on %s', (backend) => {
  const t = useTestDb(backend);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  /** Sends one request's two mails and reads them back: the receipt and the staff notification. */
  async function mailsFor(locale: 'ja' | 'en' | 'zh-cn', product: string) {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, dataDir: '/nonexistent', log });
    cleanups.push(() => mailer.close());
    const email = `${locale}-${product}@example.jp`;
    const lead = await createBrochureRequest(t.db, { ...validLead, email, product }, { locale, now, fillMs: 60_000 });
    expect(lead.ok).toBe(true);
    const deps = {
      db: t.db,
      log,
      mailer,
      staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') },
      kinds: JOB_KINDS,
    };
    expect(await runDueJobs(deps, () => now)).toBe(2);
    const mails = await Promise.all(smtp.received.map((received) => parseMail(received.raw)));
    const receipt = mails.find((mail) => mail.to === email);
    const staff = mails.find((mail) => mail.to === 'sales@example.jp');
    if (!receipt || !staff) throw new Error('a mail is missing');
    return { receipt, staff };
  }

  it('names the product and signs in Chinese on the Chinese receipt', async () => {
    const { receipt, staff } = await mailsFor('zh-cn', 'co2-laser');
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('CO2点阵激光');
      expect(part).not.toContain('CO2 laser system');
      expect(part).toContain(site.company.nameZh);
      expect(part).not.toContain(site.company.nameEn);
    }
    expect(receipt.fromName).toContain('资料申请服务');
    // Staff read Japanese whatever the requester's language.
    expect(staff.text).toContain('CO2フラクショナルレーザー');
  });

  it('names the product and signs in English on the English receipt', async () => {
    const { receipt } = await mailsFor('en', 'co2-laser');
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('CO2 fractional laser');
      expect(part).not.toContain('CO2 laser system');
      expect(part).toContain(site.company.nameEn);
      expect(part).not.toContain(site.company.nameJa);
    }
  });

  it('names the rental plan as the form of each language offers it (one source)', async () => {
    for (const locale of ['ja', 'en', 'zh-cn'] as const) {
      const label = brochureProductChoices(locale).find((choice) => choice.id === `${brand}-rental`)?.label;
      const { receipt } = await mailsFor(locale, `${brand}-rental`);
      expect(label && receipt.text.includes(label), `${locale}: ${label}`).toBe(true);
    }
  });
});
