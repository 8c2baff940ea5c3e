/**
 * A line in a lead's history that leaves its status as it is (宛先を直す, 宛名を直す, the post
 * queue): the history is `lead_status_events`, so a correction is an event from the status to
 * itself with its note. A status change proper is written by `lead-state/`.
 */
import { randomUUID } from 'node:crypto';
import type { MaterialRequestStatus } from '../../domain/lead/statuses.ts';
import type { Db } from '../platform/db.server.ts';
import type { Actor } from './lead-changes.server.ts';

export async function recordHistoryLine(
  trx: Db,
  lead: { id: string; status: MaterialRequestStatus },
  line: { note: string; actor: Pick<Actor, 'id' | 'email'>; at: string },
): Promise<void> {
  await trx
    .insertInto('lead_status_events')
    .values({
      id: randomUUID(),
      request_id: lead.id,
      from_status: lead.status,
      to_status: lead.status,
      note: line.note,
      actor_id: line.actor.id,
      actor_email: line.actor.email,
      created_at: line.at,
    })
    .execute();
}
