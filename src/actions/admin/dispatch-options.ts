/**
 * The 発送データ form's fields, read strictly: each option checked, each selected lead a
 * `lead:<id>` checkbox (a repeated name would keep only its last value), an error per field
 * in the page's words. src/actions/admin/dispatch.ts answers the posts.
 */

import { dispatchCopy } from '../../content/admin/dispatch.ts';
import { isCalendarDay } from '../../domain/dates.ts';
import { type B2Service, b2Services } from '../../server/dispatch/b2-csv.server.ts';
import type { RememberedDispatch } from '../../server/dispatch/dispatch-settings.server.ts';
import { type LabelPresetId, labelPresetIds, MAX_OFFSET_MM } from '../../server/dispatch/label-sheet.server.ts';
import { carrierWidth } from '../../server/dispatch/recipient.server.ts';
import type { DispatchRequest } from '../../server/dispatch/shipments.server.ts';

const t = dispatchCopy;

export type DispatchFormat = 'b2' | 'click_post' | 'labels';
export const dispatchFormats: readonly DispatchFormat[] = ['b2', 'click_post', 'labels'];

/** What the form shows: the last values typed, or the defaults. */
export interface DispatchValues {
  format: DispatchFormat;
  service: B2Service;
  shipDate: string;
  item: string;
  billingCode: string;
  freightNumber: string;
  preset: LabelPresetId;
  offsetX: string;
  offsetY: string;
}

/** Today in Japan, as YYYY-MM-DD. */
const japanToday = (now: Date): string => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

export function defaultValues(now: Date): DispatchValues {
  return {
    format: 'b2',
    service: 'hatsubarai',
    shipDate: japanToday(now),
    item: t.itemDefault,
    billingCode: '',
    freightNumber: '01',
    preset: '12',
    offsetX: '0',
    offsetY: '0',
  };
}

const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
  value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * What the page opens with: the codes and choices remembered from the last file (issue 42) over
 * the defaults; the ship date is always today.
 */
export function openingValues(remembered: RememberedDispatch | null, now: Date): DispatchValues {
  const defaults = defaultValues(now);
  if (!remembered) return defaults;
  return {
    ...defaults,
    format: pick(remembered.format, dispatchFormats, defaults.format),
    service: pick(remembered.service, b2Services, defaults.service),
    item: remembered.item || defaults.item,
    billingCode: remembered.billingCode,
    freightNumber: remembered.freightNumber || defaults.freightNumber,
    preset: pick(remembered.preset, labelPresetIds, defaults.preset),
    offsetX: remembered.offsetX || defaults.offsetX,
    offsetY: remembered.offsetY || defaults.offsetY,
  };
}

/** The values a file was made with, as the settings remember them (the ship date is not). */
export const rememberedFrom = ({ shipDate: _shipDate, ...values }: DispatchValues): RememberedDispatch => values;

export function valuesFrom(fields: Map<string, string>, now: Date): DispatchValues {
  const defaults = defaultValues(now);
  const text = (name: string, fallback: string) => (fields.get(name) ?? fallback).trim().slice(0, 100);
  return {
    format: pick(fields.get('format'), dispatchFormats, defaults.format),
    service: pick(fields.get('service'), b2Services, defaults.service),
    shipDate: text('shipDate', defaults.shipDate),
    item: text('item', defaults.item),
    billingCode: text('billingCode', ''),
    freightNumber: text('freightNumber', defaults.freightNumber),
    preset: pick(fields.get('preset'), labelPresetIds, defaults.preset),
    offsetX: text('offsetX', '0'),
    offsetY: text('offsetY', '0'),
  };
}

/** The selected lead ids, in the order posted, at most `max + 1` (the caller refuses more). */
export function selectedIds(fields: Map<string, string>, max: number): string[] {
  const ids: string[] = [];
  for (const [name, value] of fields) {
    if (!name.startsWith('lead:') || value !== '1') continue;
    const id = name.slice('lead:'.length);
    if (/^[A-Za-z0-9-]{1,64}$/.test(id)) ids.push(id);
    if (ids.length > max) break;
  }
  return ids;
}

const offset = (value: string): number | null => {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return null;
  const mm = Number(value);
  return Math.abs(mm) <= MAX_OFFSET_MM ? mm : null;
};

/** The request the values describe, or the first field's message. */
export function requestFrom(
  values: DispatchValues,
): { ok: true; request: DispatchRequest } | { ok: false; error: string } {
  if (values.format === 'labels') {
    const x = offset(values.offsetX);
    const y = offset(values.offsetY);
    if (x === null || y === null) return { ok: false, error: t.errors.offset };
    return { ok: true, request: { format: 'labels', preset: values.preset, offset: { x, y } } };
  }
  const itemWidth = values.format === 'b2' ? 50 : 30;
  if (values.item === '' || carrierWidth(values.item) > itemWidth) return { ok: false, error: t.errors.item };
  if (values.format === 'click_post') return { ok: true, request: { format: 'click_post', item: values.item } };
  if (!isCalendarDay(values.shipDate)) {
    return { ok: false, error: t.errors.shipDate };
  }
  if (!/^\d{10,12}$/.test(values.billingCode)) return { ok: false, error: t.errors.billingCode };
  if (!/^\d{2}$/.test(values.freightNumber)) return { ok: false, error: t.errors.freightNumber };
  return {
    ok: true,
    request: {
      format: 'b2',
      options: {
        service: values.service,
        shipDate: values.shipDate,
        item: values.item,
        billingCode: values.billingCode,
        freightNumber: values.freightNumber,
      },
    },
  };
}
