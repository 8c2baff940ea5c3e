/** The postal-dispatch tables as the queries see them (migrations 0023 and 0042, src/server/dispatch/). */

export type ShipmentFormat = 'b2' | 'click_post' | 'labels';
export type ShipmentCarrier = 'yamato' | 'japan_post' | 'unspecified';

export interface LeadShipmentsTable {
  id: string;
  /** Every lead of one 発送データ download shares it. */
  batch_id: string;
  request_id: string;
  format: ShipmentFormat;
  carrier: ShipmentCarrier;
  /** The carrier's number (B2's 伝票番号), from the issued-data import; null until then. */
  tracking_number: string | null;
  /** ISO-8601 UTC */
  created_at: string;
  /** admin_users id */
  created_by: string;
  /** ISO-8601 UTC: marked 発送済み; null until then. */
  shipped_at: string | null;
  shipped_by: string | null;
}

/** A lead waiting for the post (migration 0042): put there by the lead page's 郵送する. */
export interface LeadPostQueueTable {
  request_id: string;
  /** ISO-8601 UTC */
  queued_at: string;
  /** admin_users id */
  queued_by: string;
}

/** The 発送 page's last codes and choices (migration 0042); one row, id 'default'. */
export interface DispatchSettingsTable {
  id: string;
  format: ShipmentFormat;
  b2_service: string;
  item: string;
  b2_billing_code: string;
  b2_freight_number: string;
  label_preset: string;
  label_offset_x: string;
  label_offset_y: string;
  /** ISO-8601 UTC */
  updated_at: string;
  updated_by: string | null;
}
