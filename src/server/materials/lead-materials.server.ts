/**
 * What the lead page shows of the materials: each sending (link or post, who, tracking
 * number), each link with its downloads and expiry, and the opens in total with the last one
 * (開封済み（2回・最終 11/27 10:12）).
 */
import type { Db } from '../platform/db.server.ts';

export interface LeadMaterials {
  opens: number;
  lastOpenedAt: string | null;
  sent: { id: string; method: string; sentAt: string; by: string | null; trackingNumber: string | null }[];
  links: {
    id: string;
    title: string;
    expiresAt: string;
    expired: boolean;
    downloads: number;
    renewalRequested: boolean;
  }[];
}

export async function leadMaterials(db: Db, requestId: string, now: Date = new Date()): Promise<LeadMaterials> {
  const [sent, links, downloads] = await Promise.all([
    db
      .selectFrom('materials_sent')
      .select(['id', 'method', 'sent_at', 'actor_email', 'tracking_number'])
      .where('request_id', '=', requestId)
      .orderBy('sent_at', 'desc')
      .execute(),
    db
      .selectFrom('material_links as l')
      .leftJoin('brochures as b', 'b.id', 'l.brochure_id')
      .select(['l.id', 'b.title', 'l.expires_at', 'l.created_at', 'l.renewal_requested_at'])
      .where('l.request_id', '=', requestId)
      .orderBy('l.created_at', 'desc')
      .execute(),
    db
      .selectFrom('material_downloads')
      .select(['link_id', 'downloaded_at'])
      .where('request_id', '=', requestId)
      .orderBy('downloaded_at', 'desc')
      .execute(),
  ]);
  const iso = now.toISOString();
  return {
    opens: downloads.length,
    lastOpenedAt: downloads[0]?.downloaded_at ?? null,
    sent: sent.map((row) => ({
      id: row.id,
      method: row.method,
      sentAt: row.sent_at,
      by: row.actor_email,
      trackingNumber: row.tracking_number,
    })),
    links: links.map((row) => ({
      id: row.id,
      title: row.title ?? '',
      expiresAt: row.expires_at,
      expired: row.expires_at <= iso,
      downloads: downloads.filter((d) => d.link_id === row.id).length,
      renewalRequested: row.renewal_requested_at !== null,
    })),
  };
}
