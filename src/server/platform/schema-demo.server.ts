/** The demo booking tables as the queries see them (migration 0060, src/server/demo/). */
import type { ColumnType } from 'kysely';

type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;

export interface DemoSettingsTable {
  id: string;
  slot_minutes: number;
  step_minutes: number;
  notice_business_days: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  horizon_days: number;
  /** A prefecture. */
  showroom_place: string;
  travel_fallback_minutes: number;
  /** ISO-8601 UTC */
  updated_at: string;
  updated_by: string | null;
}

export interface DemoStaffTable {
  /** admin_users id */
  user_id: string;
  /** JSON: per weekday (0 Sunday) a list of [from, to] minutes of the Japan-time day. */
  hours: string;
  weight: number;
  daily_cap: number;
  takes_demos: Bool;
  updated_at: string;
}

export interface DemoStaffDaysTable {
  user_id: string;
  /** 'YYYY-MM-DD', Japan time */
  day: string;
  /** JSON: [from, to] minute ranges; [] is a day off. */
  hours: string;
  note: string | null;
}

export interface DemoUnitsTable {
  id: string;
  label: string;
  /** A prefecture. */
  home_base: string;
  position: number;
  active: Bool;
  created_at: string;
}

export interface DemoTravelTable {
  from_area: string;
  to_area: string;
  minutes: number;
}

export type DemoStatus = 'booked' | 'held' | 'missed' | 'cancelled';

export interface DemoBookingsTable {
  id: string;
  /** The calendar UID, stable across every change. */
  uid: string;
  request_id: string;
  kind: string;
  status: DemoStatus;
  /** ISO-8601 UTC */
  starts_at: string;
  ends_at: string;
  staff_id: string;
  unit_id: string | null;
  place: string | null;
  buffer_before: number;
  buffer_after: number;
  /** The iCalendar SEQUENCE: 0, raised on every change. */
  sequence: number;
  locale: string;
  /** Where the lead came from (the funnel's channel), fixed when booked. */
  channel: string | null;
  /** SHA-256 of the visitor's reschedule/cancel token. */
  manage_token_hash: string | null;
  /** admin_users id when staff booked it; null when the visitor did. */
  booked_by: string | null;
  created_at: string;
  updated_at: string;
  reminded_24h_at: string | null;
  reminded_2h_at: string | null;
  outcome_asked_at: string | null;
}

export interface DemoClaimsTable {
  /** `staff:<id>` or `unit:<id>` */
  resource: string;
  /** The 5-minute cell's start, ISO-8601 UTC to the minute. */
  cell: string;
  booking_id: string;
}

export interface DemoFeedsTable {
  user_id: string;
  token_hash: string;
  created_at: string;
}

/** The demo tables in the Database map (schema.server.ts extends it). */
export interface DemoTables {
  demo_settings: DemoSettingsTable;
  demo_staff: DemoStaffTable;
  demo_staff_days: DemoStaffDaysTable;
  demo_units: DemoUnitsTable;
  demo_travel: DemoTravelTable;
  demo_bookings: DemoBookingsTable;
  demo_claims: DemoClaimsTable;
  demo_feeds: DemoFeedsTable;
}
