/**
 * One download of a personal link: wait for a stamping slot, read the version's bytes, stamp
 * every page with the requester's details in the lead's language, record the download. The
 * caller hands the copy over and then calls `release` (stamp.server.ts says why).
 */
import { materialsCopy } from '../../content/materials/index.ts';
import { isLocale } from '../../i18n/locales.ts';
import { fill } from '../delivery/mail.server.ts';
import { japanDate } from '../follow-up/business-days.server.ts';
import type { Db } from '../platform/db.server.ts';
import { versionBytes } from './brochures.server.ts';
import { type LinkState, recordDownload } from './links.server.ts';
import { type StampText, stampPdf, stampSlots } from './stamp.server.ts';

export type OpenLink = Extract<LinkState, { state: 'ok' }>;

/** The two stamped lines for a lead, in its language. */
export function stampText(link: Pick<OpenLink, 'locale' | 'stamp'>): StampText {
  const c = materialsCopy[isLocale(link.locale) ? link.locale : 'ja'].stamp;
  const values = {
    name: link.stamp.name,
    organization: link.stamp.organization.trim(),
    date: japanDate(new Date(link.stamp.requestDate)),
    number: link.stamp.requestNumber,
  };
  return { line: fill(values.organization ? c.line : c.lineWithoutOrganization, values), notice: c.notice };
}

export type StampedCopy =
  | { ok: true; pdf: Uint8Array; release: () => void; first: boolean }
  | { ok: false; problem: 'busy' | 'gone' };

export async function stampedCopy(db: Db, link: OpenLink, now: Date = new Date()): Promise<StampedCopy> {
  const release = await stampSlots.acquire();
  if (!release) return { ok: false, problem: 'busy' };
  try {
    const bytes = await versionBytes(db, link.versionId);
    if (!bytes) {
      release();
      return { ok: false, problem: 'gone' };
    }
    const pdf = await stampPdf(bytes, stampText(link));
    const { first } = await recordDownload(db, link, now);
    return { ok: true, pdf, release, first };
  } catch (error) {
    release();
    throw error;
  }
}
