/**
 * The interface contract's fields alone (`name, email, organization, position, phone, address,
 * product, purpose, agreement`), with `address` the whole line: accepted, with and without
 * JavaScript (JSON with the island's proof, a plain form post), and stored with its parts read
 * from the line. An empty address keeps the specification's message.
 */
import { describe, expect, it } from 'vitest';
import { handleBrochureRequest } from '../../../src/actions/brochure-request.ts';
import { readLeadFlash } from '../../../src/server/leads/lead-flash.server.ts';
import { testBackends, useTestDb } from '../../setup/db.ts';
import { formProof, leadDeps, testFormKeys } from '../../setup/form-proof.ts';

const url = 'https://www.example.jp/api/brochure-requests';
// The proof's expiry is checked against the real clock (altcha-lib), so the test runs now.
const now = new Date();
const keys = testFormKeys();

/** Exactly the contract's fields. */
const contract = (email: string, address: string) => ({
  name: '山田 花子',
  email,
  organization: '株式会社サンプル',
  position: '院長',
  phone: '090-1234-5678',
  address,
  product: 'co2-laser',
  purpose: '導入を検討しています。',
  agreement: 'on',
});

const headers = { Origin: 'https://www.example.jp' };

describe.each(testBackends())('a request posted with the contract’s one address on %s', (backend) => {
  const t = useTestDb(backend);
  const deps = () => leadDeps(t.db, { limit: 100, now });
  const stored = (email: string) =>
    t.db.selectFrom('material_requests').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it.each([
    ['東京都中央区銀座1-1-1', null],
    ['〒104-0061 東京都中央区銀座1-1-1', '1040061'],
    ['〒１０４－００６１　東京都中央区銀座１－１－１', '1040061'],
  ])('accepts %s as JSON with the island’s proof and stores its parts', async (address, postalCode) => {
    const email = `json${Math.random().toString(36).slice(2, 8)}@example.jp`;
    const response = await handleBrochureRequest(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ ...contract(email, address), ...(await formProof(keys, now)) }),
      }),
      deps(),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await stored(email)).toMatchObject({
      address: '東京都中央区銀座1-1-1',
      address_prefecture: '東京都',
      address_city: '中央区',
      address_line1: '銀座1-1-1',
      address_line2: null,
      postal_code: postalCode,
      org_key: '東京都|サンプル',
    });
    expect(Boolean((await stored(email)).review)).toBe(false);
  });

  it('accepts the same as a plain form post (no JavaScript), kept for review, and shows success', async () => {
    const email = 'nojs-one-line@example.jp';
    // As the form posts it: the parts present and empty, the whole address in the street line.
    const fields = {
      ...contract(email, '東京都中央区銀座1-1-1'),
      prefecture: '',
      city: '',
      building: '',
      postalCode: '',
    };
    const response = await handleBrochureRequest(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      }),
      deps(),
    );
    expect(response.status).toBe(303);
    const token = new URL(response.headers.get('location') ?? '', url).searchParams.get('lead');
    expect((await readLeadFlash(t.db, token ?? '', now))?.status).toBe('success');
    const row = await stored(email);
    expect(row).toMatchObject({ address_prefecture: '東京都', address_city: '中央区', address_line1: '銀座1-1-1' });
    expect(Boolean(row.review)).toBe(true);
  });

  it('keeps a line with no prefecture it knows whole, and accepts it', async () => {
    const email = 'unknown-line@example.jp';
    const response = await handleBrochureRequest(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ ...contract(email, '中央区銀座1-1-1'), ...(await formProof(keys, now)) }),
      }),
      deps(),
    );
    expect(await response.json()).toEqual({ ok: true });
    expect(await stored(email)).toMatchObject({
      address: '中央区銀座1-1-1',
      address_prefecture: null,
      address_city: null,
      address_line1: '中央区銀座1-1-1',
    });
  });

  it('answers an empty address with the specification’s message alone', async () => {
    const response = await handleBrochureRequest(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ ...contract('empty@example.jp', ''), prefecture: '', city: '' }),
      }),
      deps(),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ ok: false, errors: { address: '住所を入力してください' } });
  });
});
