/**
 * The time a booking holds, as 5-minute cells per resource (`staff:<id>`, `unit:<id>`) under
 * the primary key (resource, cell): from the start less the buffer before to the end plus the
 * buffer after. Two bookings whose held times overlap share a cell, so the second insert finds
 * it taken, on SQLite and PostgreSQL alike, whatever runs at once. Overlapping intervals
 * conflict, not only identical starts.
 */
import type { Db } from '../platform/db.server.ts';

export const CELL_MINUTES = 5;
const CELL_MS = CELL_MINUTES * 60_000;

/** Thrown inside a booking's transaction when a cell is taken: the transaction rolls back. */
export class ClaimTaken extends Error {
  constructor() {
    super('demo time already claimed');
  }
}

/** The cells [from, to) covers, each named by its start (ISO, to the minute). */
export function cellsOf(from: number, to: number): string[] {
  const cells: string[] = [];
  for (let t = Math.floor(from / CELL_MS) * CELL_MS; t < to; t += CELL_MS)
    cells.push(new Date(t).toISOString().slice(0, 16));
  return cells;
}

export interface Claim {
  bookingId: string;
  start: number;
  end: number;
  bufferBefore: number;
  bufferAfter: number;
  staffId: string;
  unitId: string | null;
}

/** Claims a booking's time for its person and its unit, or throws ClaimTaken. */
export async function claimTime(trx: Db, claim: Claim): Promise<void> {
  const cells = cellsOf(claim.start - claim.bufferBefore * 60_000, claim.end + claim.bufferAfter * 60_000);
  const resources = [`staff:${claim.staffId}`, ...(claim.unitId ? [`unit:${claim.unitId}`] : [])];
  for (const resource of resources) {
    // ON CONFLICT DO NOTHING keeps a PostgreSQL transaction usable: a short count says "taken".
    const inserted = await trx
      .insertInto('demo_claims')
      .values(cells.map((cell) => ({ resource, cell, booking_id: claim.bookingId })))
      .onConflict((oc) => oc.columns(['resource', 'cell']).doNothing())
      .returning('cell')
      .execute();
    if (inserted.length !== cells.length) throw new ClaimTaken();
  }
}

/** Gives a booking's time back (cancelled, or before it is claimed again elsewhere). */
export async function releaseTime(trx: Db, bookingId: string): Promise<void> {
  await trx.deleteFrom('demo_claims').where('booking_id', '=', bookingId).execute();
}
