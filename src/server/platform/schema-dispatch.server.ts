/** The postal-dispatch table as the queries see it (migration 0023, src/server/dispatch/). */

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
