import { describe, expect, it } from 'vitest';
import { handleBrochureRequest } from '../../../../src/actions/brochure-request.ts';
import { leadCopy } from '../../../../src/content/lead/index.ts';
import { leadMaxLength } from '../../../../src/domain/lead/schema.ts';
import {
  FLASH_MAX_ROWS,
  FLASH_TTL_MS,
  type LeadFlash,
  pruneLeadFlashes,
  putLeadFlash,
  readLeadFlash,
} from '../../../../src/server/leads/lead-flash.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { openAnotherHandle, testBackends, useTestDb } from '../../../setup/db.ts';
import { validLead } from '../../../setup/factories.ts';
import { leadDeps } from '../../../setup/form-proof.ts';

const now = new Date('2026-11-21T03:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);

const errorFlash: LeadFlash = {
  status: 'error',
  locale: 'en',
  pagePath: '/en/beauty-devices',
  errors: { email: 'Please enter a valid email address' },
  message: null,
  values: { name: '山田 花子', email: 'bad', phone: '09012345678' },
};

async function withAnotherInstance<T>(db: Db, fn: (other: Db) => Promise<T>): Promise<T> {
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

describe.each(testBackends())('the no-JS result flash on %s', (backend) => {
  const t = useTestDb(backend);

  it('is written by one instance and read by another, for ten minutes', async () => {
    const token = await putLeadFlash(t.db, errorFlash, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await withAnotherInstance(openAnotherHandle(t.current), async (other) => {
      expect(await readLeadFlash(other, token, now)).toEqual(errorFlash);
      expect(await readLeadFlash(other, token, at(FLASH_TTL_MS - 1))).toEqual(errorFlash);
      expect(await readLeadFlash(other, token, at(FLASH_TTL_MS))).toBeUndefined();
    });
  });

  it('stores only the token’s hash, never the token itself', async () => {
    const token = await putLeadFlash(t.db, errorFlash, now);
    const rows = await t.db.selectFrom('lead_flashes').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.expires_at).toBe(at(FLASH_TTL_MS).toISOString());
  });

  it('ignores unknown, empty and oversized tokens', async () => {
    await putLeadFlash(t.db, errorFlash, now);
    for (const token of [null, undefined, '', 'unknown-token', 'x'.repeat(10_000)]) {
      expect(await readLeadFlash(t.db, token, now)).toBeUndefined();
    }
  });

  it('deletes expired flashes (personal data) on the next write, and on demand', async () => {
    await putLeadFlash(t.db, errorFlash, now);
    await putLeadFlash(t.db, errorFlash, at(60_000));
    const count = async () => (await t.db.selectFrom('lead_flashes').select('id').execute()).length;
    expect(await count()).toBe(2);
    // Ten minutes after the first: it goes as the next one is written.
    await putLeadFlash(t.db, { status: 'success', locale: 'ja', pagePath: '/' }, at(FLASH_TTL_MS));
    expect(await count()).toBe(2);
    expect(await pruneLeadFlashes(t.db, at(FLASH_TTL_MS + 60_000))).toBe(1);
    expect(await pruneLeadFlashes(t.db, at(2 * FLASH_TTL_MS))).toBe(1);
    expect(await count()).toBe(0);
  });

  it('answers a form post from the database, readable by another instance', async () => {
    const response = await handleBrochureRequest(
      new Request('https://www.example.jp/api/brochure-requests', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://www.example.jp' },
        body: new URLSearchParams({ ...validLead, email: 'bad', page_path: '/zh-cn/' }).toString(),
      }),
      leadDeps(t.db, { now }),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location') ?? '', 'https://www.example.jp');
    // Only the random token travels in the URL, nothing the visitor typed.
    expect([...location.searchParams.keys()]).toEqual(['lead']);
    expect(location.href).not.toContain('bad');
    await withAnotherInstance(openAnotherHandle(t.current), async (other) => {
      expect(await readLeadFlash(other, location.searchParams.get('lead'), now)).toMatchObject({
        status: 'error',
        locale: 'zh-cn',
        values: { email: 'bad', name: validLead.name },
      });
    });
  });

  it('answers a localised 503 when the flash cannot be stored', async () => {
    await t.db.schema.dropTable('lead_flashes').execute();
    const response = await handleBrochureRequest(
      new Request('https://www.example.jp/api/brochure-requests', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://www.example.jp' },
        body: new URLSearchParams({ ...validLead, email: 'bad', locale: 'en' }).toString(),
      }),
      leadDeps(t.db, { now }),
    );
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(leadCopy.en.form.messages.submitFailed);
  });

  it('stores a failed post’s values cut to their fields’ limits, without control characters', async () => {
    const response = await handleBrochureRequest(
      new Request('https://www.example.jp/api/brochure-requests', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://www.example.jp' },
        body: new URLSearchParams({
          ...validLead,
          email: 'bad',
          name: `\u0001${'あ'.repeat(500)}`,
          purpose: 'a\nb\u0000',
        }).toString(),
      }),
      leadDeps(t.db, { now }),
    );
    const token = new URL(response.headers.get('Location') ?? '', 'https://www.example.jp').searchParams.get('lead');
    const flash = await readLeadFlash(t.db, token, now);
    expect(flash?.status === 'error' && flash.values.name).toBe('あ'.repeat(leadMaxLength.name));
    expect(flash?.status === 'error' && flash.values.purpose).toBe('a\nb');
  });

  it('keeps at most FLASH_MAX_ROWS flashes at once', async () => {
    const flash: LeadFlash = { status: 'success', locale: 'ja', pagePath: '/' };
    await t.db
      .insertInto('lead_flashes')
      .values(
        Array.from({ length: FLASH_MAX_ROWS }, (_, i) => ({
          id: `f${i}`,
          flash: '{}',
          created_at: now.toISOString(),
          expires_at: at(FLASH_TTL_MS).toISOString(),
        })),
      )
      .execute();
    expect(await putLeadFlash(t.db, flash, now)).toBeNull();
    expect((await t.db.selectFrom('lead_flashes').select('id').execute()).length).toBe(FLASH_MAX_ROWS);
  });
});
