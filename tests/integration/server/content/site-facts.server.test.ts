/**
 * The commercial facts' versions on each database: the code's values are version 1; a draft
 * changes nothing live; only an admin publishes; publishing refuses a failed rule and an
 * advertising error unless an admin gives a reason (audited with the text); a revert publishes
 * a copy of an earlier version; a publication moves the `site` content version; and a version
 * scheduled for later goes live at its moment by itself, or is taken back before.
 */
import { describe, expect, it } from 'vitest';
import { defaultSiteFacts } from '../../../../src/content/site-facts.ts';
import type { SiteFacts } from '../../../../src/domain/site-facts/facts.ts';
import { jstLocalToIso } from '../../../../src/domain/site-facts/time.ts';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import { seenContentVersion } from '../../../../src/server/content/content-version.server.ts';
import {
  getVersion,
  liveSiteFacts,
  liveVersion,
  pendingDraft,
  publishFacts,
  revertTo,
  type SiteActor,
  saveDraft,
  scheduledVersions,
  unschedule,
} from '../../../../src/server/content/site-facts.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

const withBanner = (text: string): SiteFacts => {
  const facts = structuredClone(defaultSiteFacts);
  facts.banner = { text: { ja: text, en: 'Exhibition news', 'zh-cn': '展会消息' }, link: '', from: null, until: null };
  return facts;
};

describe.each(testBackends())('site facts on %s', (backend) => {
  const t = useTestDb(backend);

  async function actor(role: 'admin' | 'staff'): Promise<SiteActor> {
    const user = await createAdmin(t.db, { role });
    return { db: t.db, actor: { id: user.id, email: user.email }, role, ip: '192.0.2.9' };
  }

  it('starts from the code values as version 1', async () => {
    const live = await liveVersion(t.db);
    expect(live?.number).toBe(1);
    expect(live?.facts).toEqual(defaultSiteFacts);
  });

  it('a draft changes nothing live; staff cannot publish', async () => {
    const staff = await actor('staff');
    const draft = await saveDraft(staff, withBanner('新製品の展示会を開催します'));
    expect((await pendingDraft(t.db))?.id).toBe(draft.id);
    expect((await liveSiteFacts(t.db)).banner.text.ja).toBe(defaultSiteFacts.banner.text.ja);
    expect(await publishFacts(staff, withBanner('x'), null)).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('publishes, moves the site version and is read back at once', async () => {
    const admin = await actor('admin');
    const before = seenContentVersion(t.db, 'site') ?? 0;
    const result = await publishFacts(admin, withBanner('12月は展示会に出展します'), null);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(seenContentVersion(t.db, 'site')).toBeGreaterThan(before);
    expect((await liveSiteFacts(t.db)).banner.text.ja).toBe('12月は展示会に出展します');
    expect(await pendingDraft(t.db)).toBeNull();
  });

  it('refuses 「尿漏れが治る」 with its clause, then publishes it with an admin reason, audited with the text', async () => {
    const admin = await actor('admin');
    const facts = withBanner('座るだけで尿漏れが治る');
    const refused = await publishFacts(admin, facts, null);
    if (refused.ok || refused.reason !== 'advertising') throw new Error(JSON.stringify(refused));
    expect(refused.hits[0]).toMatchObject({ field: 'banner_ja', rule: 'ja-cure' });
    expect(refused.hits[0]?.clauseLabel).toContain('薬機法');
    const published = await publishFacts(admin, facts, '医師監修の記事の引用として法務確認済み');
    if (!published.ok) throw new Error(JSON.stringify(published));
    const { rows } = await listAudit(t.db, { action: 'site.publish_despite_advertising_errors' }, 1);
    const detail = JSON.parse(rows[0]?.detail ?? '{}');
    expect(detail.reason).toBe('医師監修の記事の引用として法務確認済み');
    expect(detail.texts).toEqual([{ field: 'banner_ja', text: '座るだけで尿漏れが治る' }]);
  });

  it('publishes the regulatory identity, read back at once; a not-device product may claim no effect', async () => {
    const admin = await actor('admin');
    const facts = structuredClone(defaultSiteFacts);
    facts.regulatory.products.dr = { class: 'controlled', generic: '低周波治療器', number: '300AFBZX00000000' };
    facts.regulatory.products.plus = { class: 'not_device', generic: '', number: '' };
    facts.regulatory.licences.maker = '第二種医療機器製造販売業 13B2X00000';
    const published = await publishFacts(admin, facts, null);
    if (!published.ok) throw new Error(JSON.stringify(published));
    expect((await liveSiteFacts(t.db)).regulatory).toEqual(facts.regulatory);
    // The chair recorded as not a medical device: an efficacy word in its launch text is refused.
    facts.products.plus.launchText.ja = '姿勢の改善を実感できる新モデル';
    const refused = await publishFacts(admin, facts, null);
    if (refused.ok || refused.reason !== 'advertising') throw new Error(JSON.stringify(refused));
    expect(refused.hits).toMatchObject([{ field: 'launch_text_plus_ja', rule: 'ja-not-device-efficacy' }]);
  });

  it('refuses a struck-through price without 8 weeks of evidence, and says why', async () => {
    const admin = await actor('admin');
    const facts = structuredClone(defaultSiteFacts);
    facts.rental = {
      monthlyYen: 88_000,
      period: { from: jstLocalToIso('2026-12-01T00:00') ?? '', until: jstLocalToIso('2027-01-01T00:00') ?? '' },
      usualMonthlyYen: 110_000,
      compare: true,
      usualEvidence: [{ from: '2026-11-16', until: '2026-11-30' }],
    };
    const result = await publishFacts(admin, facts, 'reason does not help');
    if (result.ok || result.reason !== 'rules') throw new Error(JSON.stringify(result));
    expect(result.problems.rental_evidence).toContain('過半');
  });

  it('reverts by publishing a copy of an earlier version, audited', async () => {
    const admin = await actor('admin');
    const first = await publishFacts(admin, withBanner('一つ目のお知らせ'), null);
    const second = await publishFacts(admin, withBanner('二つ目のお知らせ'), null);
    if (!first.ok || !second.ok) throw new Error('not published');
    const reverted = await revertTo(admin, first.version.id);
    if (!reverted.ok) throw new Error(JSON.stringify(reverted));
    expect(reverted.version.revertedFrom).toBe(first.version.id);
    expect((await liveSiteFacts(t.db)).banner.text.ja).toBe('一つ目のお知らせ');
    expect((await getVersion(t.db, second.version.id))?.status).toBe('published');
    const { rows } = await listAudit(t.db, { action: 'site.revert' }, 1);
    expect(JSON.parse(rows[0]?.detail ?? '{}')).toEqual({ from: first.version.number });
    expect(await revertTo(await actor('staff'), first.version.id)).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('schedules a version that goes live at its moment by itself, and takes one back before it does', async () => {
    const admin = await actor('admin');
    const staff = await actor('staff');
    const now = Date.now();
    const inAnHour = new Date(now + 3_600_000);
    const result = await publishFacts(admin, withBanner('12月1日から新しい電話窓口'), null, inAnHour);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.version.publishedAt).toBe(inAnHour.toISOString());
    // Not live yet: the version before stays; the cached entry already knows the next one.
    expect((await liveVersion(t.db))?.number).toBe(1);
    expect((await liveSiteFacts(t.db, now)).banner.text.ja).toBe(defaultSiteFacts.banner.text.ja);
    expect((await liveSiteFacts(t.db, now + 3_600_000)).banner.text.ja).toBe('12月1日から新しい電話窓口');
    expect((await liveVersion(t.db, new Date(now + 3_600_000)))?.id).toBe(result.version.id);
    expect((await scheduledVersions(t.db)).map((v) => v.id)).toEqual([result.version.id]);
    const audit = await listAudit(t.db, { action: 'site.publish' }, 1);
    expect(JSON.parse(audit.rows[0]?.detail ?? '{}')).toEqual({ liveFrom: inAnHour.toISOString() });

    expect(await unschedule(staff, result.version.id)).toEqual({ ok: false, reason: 'forbidden' });
    const taken = await unschedule(admin, result.version.id);
    expect(taken.ok).toBe(true);
    expect((await liveSiteFacts(t.db, now + 3_600_000)).banner.text.ja).toBe(defaultSiteFacts.banner.text.ja);
    expect((await getVersion(t.db, result.version.id))?.status).toBe('draft');
    expect((await pendingDraft(t.db))?.id).toBe(result.version.id);
    // A version already live cannot be "taken back": that is a revert.
    expect(await unschedule(admin, (await liveVersion(t.db))?.id ?? '')).toEqual({ ok: false, reason: 'not-found' });
    expect((await listAudit(t.db, { action: 'site.unschedule' }, 1)).rows).toHaveLength(1);
  });
});
