/**
 * Saving news against the advertising check: a draft always saves; publishing over an error
 * is held back until its box is ticked, and then audited with the text as it stood.
 */
import { describe, expect, it } from 'vitest';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import { latestNews } from '../../../../src/server/content/news.server.ts';
import { type NewsAdminContext, submitNewsForm } from '../../../../src/server/content/news-form.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

const claim = '座るだけで尿漏れが治る';

const fields = (overrides: Record<string, string> = {}) =>
  new Map(
    Object.entries({
      title: '新しいチェアのご案内',
      content: claim,
      url: '/product/plus',
      publishDate: '2026-06-01',
      locale: 'ja',
      status: 'published',
      ...overrides,
    }),
  );

describe.each(testBackends())('news and the advertising check on %s', (backend) => {
  const t = useTestDb(backend);

  async function context(): Promise<NewsAdminContext> {
    const user = await createAdmin(t.db, { role: 'staff' });
    return { db: t.db, actor: { id: user.id, email: user.email }, ip: '192.0.2.7' };
  }

  it('holds back publishing over an error, with the hits, and stores nothing', async () => {
    const result = await submitNewsForm(await context(), null, { fields: fields(), file: null });
    if (result.ok) throw new Error('published without confirmation');
    expect(result.needsConfirmation).toBe(true);
    expect(result.errors.form).toMatch(/確認/);
    // It names no product, but sitting is how the consumer chair is sold: judged as its advertising.
    expect(result.advertising?.map((hit) => hit.rule)).toContain('ja-cure');
    expect(result.advertising?.[0]?.clauseLabel).toContain('薬機法 第66条第1項');
    expect(await latestNews(t.db, { locale: 'ja', limit: 10 })).toEqual([]);
  });

  it('saves a draft with the same text without asking', async () => {
    const result = await submitNewsForm(await context(), null, { fields: fields({ status: 'draft' }), file: null });
    expect(result.ok).toBe(true);
  });

  it('publishes once confirmed and audits the text as it stood with its hits', async () => {
    const ctx = await context();
    const form = { fields: fields({ confirmAdvertising: 'yes' }), file: null };
    const result = await submitNewsForm(ctx, null, form);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { rows } = await listAudit(t.db, { action: 'news.publish_despite_advertising_errors' }, 1);
    expect(rows).toHaveLength(1);
    const detail = JSON.parse(rows[0]?.detail ?? '{}');
    expect(detail).toMatchObject({ id: result.item.id, title: '新しいチェアのご案内', content: claim });
    expect(detail.hits).toEqual(expect.arrayContaining([expect.objectContaining({ rule: 'ja-cure', words: '治る' })]));
  });

  it('publishes clean copy without a confirmation or an extra audit entry', async () => {
    const ctx = await context();
    const result = await submitNewsForm(ctx, null, {
      fields: fields({ content: '座ったまま骨盤底筋の運動をサポートします。' }),
      file: null,
    });
    expect(result.ok).toBe(true);
    expect((await listAudit(t.db, { action: 'news.publish_despite_advertising_errors' }, 1)).rows).toEqual([]);
  });
});
