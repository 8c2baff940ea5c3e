/**
 * One download of a personal link (issue 30): within the link's and the client's limits, the
 * stamped copy (made once per link and version on the PDF worker, then kept as a file:
 * copies.server.ts) streamed as fast as the client reads it, and the download recorded. The
 * stamp carries the requester's details in the lead's language.
 */
import type { FileHandle } from 'node:fs/promises';
import { materialsCopy } from '../../content/materials/index.ts';
import { isLocale } from '../../i18n/locales.ts';
import { fill } from '../delivery/mail.server.ts';
import { japanDate } from '../follow-up/business-days.server.ts';
import type { Db } from '../platform/db.server.ts';
import { openStampedCopy } from './copies.server.ts';
import { type LinkState, recordDownload } from './links.server.ts';
import type { MaterialsRuntime } from './runtime.server.ts';
import type { StampText } from './stamp.server.ts';

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

export type Download =
  | { ok: true; body: ReadableStream<Uint8Array>; size: number; first: boolean }
  /** limited: this link or client has enough under way; busy: the PDF work is full or failed. */
  | { ok: false; problem: 'limited' | 'busy' | 'gone' | 'cancelled' };

export interface DownloadOptions {
  /** The client's key for its limit (locals.clientKey). */
  clientKey: string;
  /** The client's connection: aborted when it hangs up. */
  signal?: AbortSignal | undefined;
  /** Resolves once the response has room (locals.responseDrained). */
  drained?: (() => Promise<void>) | undefined;
  now?: Date;
}

/**
 * Bytes read from a copy per step: large enough that twenty downloads of a 9 MB brochure cost
 * the request thread a few hundred reads, not thousands of stream chunks (a profile of the
 * issue 40 bench put ~40 % of its time during downloads in per-chunk stream work and GC).
 */
export const COPY_READ_CHUNK = 512 * 1024;

/**
 * The copy read straight from its file handle, one chunk per pull and no faster than the
 * response drains (Astro's adapter does not wait: ADR 024); `done` called when the last chunk
 * is handed to the response, or the client has hung up: the download's slot is held for as long
 * as the client takes to read all but that chunk, not only while the file is read. The handle
 * closes with the stream.
 */
function handedOver(
  file: FileHandle,
  size: number,
  done: () => void,
  drained: (() => Promise<void>) | undefined,
): ReadableStream<Uint8Array> {
  let position = 0;
  const finish = async () => {
    done();
    await file.close().catch(() => undefined);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          await drained?.();
          const chunk = position < size ? Buffer.allocUnsafe(Math.min(COPY_READ_CHUNK, size - position)) : null;
          const bytesRead = chunk ? (await file.read(chunk, 0, chunk.byteLength, position)).bytesRead : 0;
          if (!chunk || bytesRead === 0) {
            controller.close();
            await finish();
            return;
          }
          position += bytesRead;
          controller.enqueue(chunk.subarray(0, bytesRead));
          // The last chunk handed over: the slot frees now, not a pull later once the response
          // has drained, by when the client may already be asking for its next copy (a 429).
          if (position >= size) {
            controller.close();
            await finish();
          }
        } catch (error) {
          await finish();
          throw error;
        }
      },
      cancel() {
        return finish();
      },
    },
    { highWaterMark: 0 },
  );
}

export async function downloadCopy(
  db: Db,
  runtime: Pick<MaterialsRuntime, 'jobs' | 'copiesDir' | 'limits'>,
  link: OpenLink,
  options: DownloadOptions,
): Promise<Download> {
  const leave = runtime.limits.enter(link.linkId, options.clientKey);
  if (!leave) return { ok: false, problem: 'limited' };
  let copy: Awaited<ReturnType<typeof openStampedCopy>> | undefined;
  try {
    copy = await openStampedCopy(
      { db, dir: runtime.copiesDir, jobs: runtime.jobs },
      link,
      stampText(link),
      options.signal,
    );
    if (!copy.ok) {
      leave();
      return { ok: false, problem: copy.problem === 'failed' ? 'busy' : copy.problem };
    }
    const { first } = await recordDownload(db, link, options.now);
    return { ok: true, body: handedOver(copy.file, copy.size, leave, options.drained), size: copy.size, first };
  } catch (error) {
    leave();
    if (copy?.ok) await copy.file.close().catch(() => undefined);
    throw error;
  }
}
