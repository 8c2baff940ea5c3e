/**
 * The 発送 page's remembered codes and choices (issue 42): the format last used and, per format,
 * what was typed for it (B2: 送り状種類, 品名, 請求先顧客コード, 運賃管理番号; Click Post: 品名;
 * labels: the sheet and its offsets). Written when a file is made, with only the fields that
 * format checked, so a code typed for B2 is never overwritten by a Click Post file; the page
 * opens with them the next time. One row, absent until the first file.
 */
import type { Db } from '../platform/db.server.ts';
import type { ShipmentFormat } from '../platform/schema-dispatch.server.ts';

export interface RememberedDispatch {
  format: ShipmentFormat;
  service: string;
  item: string;
  billingCode: string;
  freightNumber: string;
  preset: string;
  offsetX: string;
  offsetY: string;
}

/** The fields each format checks (the rest are left as they were). */
const fieldsOf: Record<ShipmentFormat, readonly Exclude<keyof RememberedDispatch, 'format'>[]> = {
  b2: ['service', 'item', 'billingCode', 'freightNumber'],
  click_post: ['item'],
  labels: ['preset', 'offsetX', 'offsetY'],
};

const SETTINGS_ID = 'default';

export async function readDispatchSettings(db: Db): Promise<RememberedDispatch | null> {
  const row = await db.selectFrom('dispatch_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
  if (!row) return null;
  return {
    format: row.format,
    service: row.b2_service,
    item: row.item,
    billingCode: row.b2_billing_code,
    freightNumber: row.b2_freight_number,
    preset: row.label_preset,
    offsetX: row.label_offset_x,
    offsetY: row.label_offset_y,
  };
}

/**
 * The values a file was just made with, remembered: the format, and that format's fields over
 * the ones remembered before (or `defaults` on the first file).
 */
export async function rememberDispatchSettings(
  db: Db,
  input: { values: RememberedDispatch; defaults: RememberedDispatch; actorId: string; now: Date },
): Promise<void> {
  const before = (await readDispatchSettings(db)) ?? input.defaults;
  const next: RememberedDispatch = { ...before, format: input.values.format };
  for (const field of fieldsOf[input.values.format]) next[field] = input.values[field];
  const row = {
    format: next.format,
    b2_service: next.service,
    item: next.item,
    b2_billing_code: next.billingCode,
    b2_freight_number: next.freightNumber,
    label_preset: next.preset,
    label_offset_x: next.offsetX,
    label_offset_y: next.offsetY,
    updated_at: input.now.toISOString(),
    updated_by: input.actorId,
  };
  await db
    .insertInto('dispatch_settings')
    .values({ id: SETTINGS_ID, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}
