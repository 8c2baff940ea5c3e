/**
 * The slots a visitor may book: the engine's free slots from the first bookable day (the
 * notice in business days) over the horizon, and never one that has already begun.
 */
import { freeSlots, type Slot, type SlotRequest } from '../../domain/demo/slots.ts';
import type { Db } from '../platform/db.server.ts';
import { type DemoWorld, readDemoWorld } from './demo-world.server.ts';

export async function bookableSlots(db: Db, request: SlotRequest, now: Date, world?: DemoWorld): Promise<Slot[]> {
  const seen = world ?? (await readDemoWorld(db, now));
  const slots = freeSlots(seen.input, request, seen.firstDay, seen.rules.horizonDays);
  return slots.filter((slot) => slot.start > now.getTime());
}
