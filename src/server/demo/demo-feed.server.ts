/**
 * Each staff member's private, read-only calendar feed of their demos (issue 44), for a calendar
 * app to subscribe to. The URL's token is an HMAC of the person and the moment the feed was made,
 * under a key derived from the demo link's key; `demo_feeds` keeps only its SHA-256 and that
 * moment, so the person can see their URL again on their account page, regenerating makes a new
 * one (the old stops at once) and revoking deletes the row (the URL answers 404). Rotating the
 * server's secret ends every feed (the person makes a new one).
 *
 * The feed lists the person's demos from 90 days back: booked, held and missed as CONFIRMED,
 * cancelled ones kept as STATUS:CANCELLED, so a calendar that had the event removes it rather
 * than keeping a stale copy. Each event has the booking's UID and SEQUENCE, as in the mails.
 */
import { createHash } from 'node:crypto';
import { demoStaffMail } from '../../content/demo/staff-mail.ts';
import { companyName, site } from '../../content/site.ts';
import { isDemoKind } from '../../domain/demo/slots.ts';
import { fill } from '../delivery/mail.server.ts';
import type { Db } from '../platform/db.server.ts';
import { deriveKey, sign } from '../platform/secret.server.ts';
import { buildFeed, type IcsEvent } from './demo-ics.server.ts';
import { demoLocation } from './demo-mail-compose.server.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** How far back the feed reaches. */
const FEED_PAST_MS = 90 * 86_400_000;

const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const feedToken = (demoKey: Buffer, userId: string, createdAt: string): string =>
  sign(deriveKey(demoKey, 'demo-feed'), `${userId}\n${createdAt}`);

/** The person's feed token, or null when they have none (never made, or revoked). */
export async function feedTokenOf(db: Db, demoKey: Buffer, userId: string): Promise<string | null> {
  const row = await db.selectFrom('demo_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst();
  return row ? feedToken(demoKey, userId, row.created_at) : null;
}

/** Makes the person's feed, or a new one in place of the old (whose URL stops working). */
export async function regenerateFeed(db: Db, demoKey: Buffer, userId: string, now: Date = new Date()): Promise<string> {
  const createdAt = now.toISOString();
  const token = feedToken(demoKey, userId, createdAt);
  await db
    .insertInto('demo_feeds')
    .values({ user_id: userId, token_hash: hashFeedToken(token), created_at: createdAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: hashFeedToken(token), created_at: createdAt }))
    .execute();
  return token;
}

/** Ends the person's feed: its URL answers 404 from now on. */
export async function revokeFeed(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('demo_feeds').where('user_id', '=', userId).execute();
}

/** The calendar behind a feed token, or null (unknown, revoked, or its person disabled). */
export async function readFeed(
  db: Db,
  token: string,
  leadUrl: (id: string) => string,
  now: Date = new Date(),
): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const owner = await db
    .selectFrom('demo_feeds as f')
    .innerJoin('admin_users as u', 'u.id', 'f.user_id')
    .select(['u.id', 'u.email', 'u.display_name', 'u.disabled'])
    .where('f.token_hash', '=', hashFeedToken(token))
    .executeTakeFirst();
  if (!owner || owner.disabled) return null;
  const rows = await db
    .selectFrom('demo_bookings as b')
    .innerJoin('material_requests as m', 'm.id', 'b.request_id')
    .select([
      'b.id',
      'b.uid',
      'b.sequence',
      'b.status',
      'b.kind',
      'b.starts_at',
      'b.ends_at',
      'b.updated_at',
      'm.id as request_id',
      'm.name',
      'm.email',
      'm.organization',
      'm.address',
    ])
    .where('b.staff_id', '=', owner.id)
    .where('b.starts_at', '>=', new Date(now.getTime() - FEED_PAST_MS).toISOString())
    .orderBy('b.starts_at')
    .execute();
  const person = { name: owner.display_name || owner.email, email: owner.email };
  const events: IcsEvent[] = rows.flatMap((row) => {
    if (!isDemoKind(row.kind)) return [];
    const lead = {
      name: row.name,
      email: row.email,
      organization: row.organization,
      address: row.address,
      locale: 'ja' as const,
    };
    return [
      {
        uid: row.uid,
        sequence: row.sequence,
        start: Date.parse(row.starts_at),
        end: Date.parse(row.ends_at),
        summary: fill(demoStaffMail.summary, { name: row.name, organization: row.organization || '—' }),
        description: `${demoStaffMail.kinds[row.kind]}\n${leadUrl(row.request_id)}`,
        location: row.kind === 'online' ? demoStaffMail.online : demoLocation(row.kind, lead, 'ja'),
        status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
        organizer: { name: companyName('ja'), email: site.contact.email },
        attendees: [person, { name: row.name, email: row.email }],
        stamp: Date.parse(row.updated_at),
      },
    ];
  });
  return buildFeed(fill(demoStaffMail.feedName, { name: person.name }), events);
}
