/**
 * Import of the clinic network from the old site's WordPress (docs/product.md#clinics-admin,
 * ADR 011):
 * every page of GET {base}/wp-json/wp/v2/clinics?per_page=100&page=N (X-WP-TotalPages says how
 * many) is fetched first; only then are the clinics upserted by WordPress id, in one
 * transaction, so a failure on any page changes nothing. Success and failure each leave an
 * update-log entry whose message says what happened in Japanese.
 *
 * WordPress knows name, address, services and doctor. Phone, URL and the publish state of a
 * clinic that already exists here stay as staff set them; a new clinic is published. A clinic
 * entered here (or by CSV) with the same name and address is adopted rather than duplicated.
 *
 * What is read goes onto the public clinic list, so the import only talks https (plain http on
 * loopback alone, for tests), refuses redirects rather than follow them anywhere, and stops
 * reading a page past WORDPRESS_MAX_PAGE_BYTES.
 */
import { randomUUID } from 'node:crypto';
import { decodeHTML } from 'entities';
import { clinicsCopy } from '../../content/clinics/index.ts';
import { type ClinicInput, validateClinic } from '../../domain/clinics/schema.ts';
import { fillMessage } from '../../domain/fill-message.ts';
import type { Db } from '../platform/db.server.ts';
import { checkOutboundUrl, OutboundError, outboundFetchAsFetch } from '../platform/outbound.server.ts';
import { type AuditFn, changedFields, clinicColumns, toClinic, writeUpdateLog } from './clinics.server.ts';
import { writeContent } from './content-version.server.ts';

const { log: clinicLogMessages, messages: clinicMessages, wordpressErrors: wm } = clinicsCopy.ja;

export const WORDPRESS_PER_PAGE = 100;
export const WORDPRESS_MAX_PAGES = 100;
export const WORDPRESS_DEFAULT_TIMEOUT_MS = 15_000;
/** One page of 100 clinics is some hundreds of KB; anything far past that is not a clinic list. */
export const WORDPRESS_MAX_PAGE_BYTES = 5 * 1024 * 1024;

export interface WordPressImportOptions {
  /** The WordPress site's address, e.g. https://www.example.jp or https://example.jp/blog. */
  baseUrl: string;
  /** Replaceable for tests; by default fetch through outbound.server.ts (public addresses only). */
  fetch?: typeof globalThis.fetch;
  /** Per page, covering the body too. */
  timeoutMs?: number;
  /** Per page; WORDPRESS_MAX_PAGE_BYTES by default. */
  maxPageBytes?: number;
  audit?: AuditFn;
  now?: Date;
}

export type WordPressImportResult =
  | { ok: true; total: number; created: number; updated: number; unchanged: number }
  | { ok: false; message: string };

interface WordPressClinic {
  wordpressId: string;
  clinicName: string;
  address: string;
  services: string;
  doctor: string;
  /** Where it came from, for error messages. */
  page: number;
  index: number;
}

/**
 * A rendered title as plain text: tags dropped, then every HTML entity decoded as a browser
 * decodes text (the full HTML5 table, numeric references with the spec's replacements), so the
 * clinic is named here as the old site showed it.
 */
export const renderedToText = (html: string): string => decodeHTML(html.replace(/<[^>]*>/g, '')).trim();

class ImportFailure extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Meta registered without `single: true` arrives as a one-element array. */
function metaText(meta: Record<string, unknown>, key: string): string | undefined {
  const value = Array.isArray(meta[key]) ? (meta[key] as unknown[])[0] : meta[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function mapItem(item: unknown, page: number, index: number): WordPressClinic {
  const malformed = (reason: string) =>
    new ImportFailure(fillMessage(wm.malformedItem, { page, index: index + 1, reason }));
  if (!isRecord(item)) throw malformed(wm.notList);
  const id = item.id;
  if (!((typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && /^\d+$/.test(id)))) {
    throw malformed(wm.missingId);
  }
  const title = isRecord(item.title) ? item.title.rendered : undefined;
  if (typeof title !== 'string' || renderedToText(title) === '') throw malformed(wm.missingTitle);
  const meta = isRecord(item.meta) ? item.meta : {};
  const address = metaText(meta, 'clinic_address');
  if (address === undefined || address.trim() === '') throw malformed(wm.missingAddress);
  return {
    wordpressId: String(id),
    clinicName: renderedToText(title),
    address,
    services: metaText(meta, 'clinic_services') ?? '',
    doctor: metaText(meta, 'clinic_doctor') ?? '',
    page,
    index,
  };
}

type FetchOptions = Required<Pick<WordPressImportOptions, 'baseUrl' | 'fetch' | 'timeoutMs' | 'maxPageBytes'>>;

/** Where a redirect points, as staff can act on it: the target's origin and path, shortened. */
function redirectTarget(location: string | null, from: string): string {
  if (!location || !URL.canParse(location, from)) return '-';
  const target = new URL(location, from);
  const shown = `${target.origin}${target.pathname}`;
  return shown.length > 120 ? `${shown.slice(0, 119)}…` : shown;
}

/** The body as text, or null once it passes `max` bytes (then the rest is never read). */
async function readCapped(response: Response, max: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

async function fetchPage(
  options: FetchOptions,
  page: number,
): Promise<{ items: unknown[]; totalPages: number | undefined }> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/wp-json/wp/v2/clinics?per_page=${WORDPRESS_PER_PAGE}&page=${page}`;
  // Checked where it is used too, so no caller (or changed base URL) can send us over plain http.
  if (!checkOutboundUrl(url).ok) throw new ImportFailure(wm.insecure);
  const signal = AbortSignal.timeout(options.timeoutMs);
  let body: string | null;
  let response: Response;
  try {
    // A redirect could lead anywhere (and to http): it is refused and named, never followed.
    response = await options.fetch(url, { signal, headers: { Accept: 'application/json' }, redirect: 'manual' });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new ImportFailure(
        fillMessage(wm.redirect, {
          status: response.status,
          page,
          location: redirectTarget(response.headers.get('location'), url),
        }),
      );
    }
    body = await readCapped(response, options.maxPageBytes);
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    if (signal.aborted) {
      throw new ImportFailure(fillMessage(wm.timeout, { seconds: options.timeoutMs / 1000, page }));
    }
    // A category (接続できません, TLSエラー, …), not the network's text, which maps the network.
    const reason =
      error instanceof OutboundError
        ? error.message
        : error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
    throw new ImportFailure(fillMessage(wm.network, { page, reason }));
  }
  if (body === null) {
    throw new ImportFailure(fillMessage(wm.tooLarge, { page, megabytes: options.maxPageBytes / (1024 * 1024) }));
  }
  if (response.status === 401) throw new ImportFailure(fillMessage(wm.unauthorized, { page }));
  if (!response.ok) throw new ImportFailure(fillMessage(wm.httpStatus, { status: response.status, page }));
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new ImportFailure(fillMessage(wm.notJson, { page }));
  }
  if (!Array.isArray(data)) throw new ImportFailure(fillMessage(wm.notList, { page }));
  const header = Number.parseInt(response.headers.get('x-wp-totalpages') ?? '', 10);
  return { items: data, totalPages: Number.isFinite(header) && header >= 0 ? header : undefined };
}

async function fetchAll(options: FetchOptions) {
  const clinics = new Map<string, WordPressClinic>();
  for (let page = 1; ; page += 1) {
    if (page > WORDPRESS_MAX_PAGES) throw new ImportFailure(fillMessage(wm.tooManyPages, { max: WORDPRESS_MAX_PAGES }));
    const { items, totalPages } = await fetchPage(options, page);
    // A post edited while we page may show up twice; the later copy wins.
    for (const [index, item] of items.entries()) {
      const clinic = mapItem(item, page, index);
      clinics.set(clinic.wordpressId, clinic);
    }
    // Without the header, a short page is the last.
    const last = totalPages === undefined ? items.length < WORDPRESS_PER_PAGE : page >= totalPages;
    if (last) return [...clinics.values()];
  }
}

/**
 * Pulls every clinic from WordPress and upserts them in one transaction. Never throws for what
 * WordPress does (timeouts, errors, bad data): those are values and failure log entries.
 */
export async function importFromWordPress(db: Db, options: WordPressImportOptions): Promise<WordPressImportResult> {
  const now = options.now ?? new Date();
  const fail = async (message: string): Promise<WordPressImportResult> => {
    await writeUpdateLog(db, {
      success: false,
      message: fillMessage(clinicLogMessages.wordpressFailed, { reason: message }),
      now,
    });
    await options.audit?.('clinic.import_wordpress', { ok: false, message });
    return { ok: false, message };
  };
  if (!URL.canParse(options.baseUrl)) return fail(wm.notConfigured);
  if (!checkOutboundUrl(options.baseUrl).ok) return fail(wm.insecure);

  let fetched: WordPressClinic[];
  try {
    fetched = await fetchAll({
      baseUrl: options.baseUrl,
      fetch: options.fetch ?? outboundFetchAsFetch,
      timeoutMs: options.timeoutMs ?? WORDPRESS_DEFAULT_TIMEOUT_MS,
      maxPageBytes: options.maxPageBytes ?? WORDPRESS_MAX_PAGE_BYTES,
    });
  } catch (error) {
    if (error instanceof ImportFailure) return fail(error.message);
    throw error;
  }

  const iso = now.toISOString();
  let outcome: WordPressImportResult;
  try {
    outcome = await writeContent(db, ['clinics'], async (trx) => {
      const rows = (await trx.selectFrom('clinics').selectAll().execute()).map(toClinic);
      const byWordPressId = new Map(rows.filter((c) => c.wordpressId !== null).map((c) => [c.wordpressId, c]));
      const byKey = new Map(rows.map((c) => [`${c.clinicName}\u0000${c.address}`, c]));
      const taken = new Set<string>();
      const counts = { created: 0, updated: 0, unchanged: 0 };
      for (const item of fetched) {
        const current =
          byWordPressId.get(item.wordpressId) ??
          (() => {
            const sameKey = byKey.get(
              `${item.clinicName.normalize('NFKC').trim()}\u0000${item.address.normalize('NFKC').trim()}`,
            );
            return sameKey && sameKey.wordpressId === null ? sameKey : undefined;
          })();
        const validation = validateClinic({
          clinicName: item.clinicName,
          address: item.address,
          services: item.services,
          doctor: item.doctor,
          // An address without its prefecture keeps the one staff chose here.
          prefecture: current?.prefecture ?? '',
          phone: current?.phone ?? '',
          url: current?.url ?? '',
          status: current?.status ?? 'publish',
        });
        const malformed = (reason: string) =>
          new ImportFailure(fillMessage(wm.malformedItem, { page: item.page, index: item.index + 1, reason }));
        if (!validation.ok) {
          const [field, message] = Object.entries(validation.errors)[0] ?? ['', ''];
          throw malformed(fillMessage(wm.invalidItem, { field, message }));
        }
        const data: ClinicInput = validation.data;
        const key = `${data.clinicName}\u0000${data.address}`;
        const holder = byKey.get(key);
        if (taken.has(key) || (holder && holder.id !== current?.id)) throw malformed(clinicMessages.duplicate);
        taken.add(key);
        if (!current) {
          await trx
            .insertInto('clinics')
            .values({
              id: randomUUID(),
              ...clinicColumns(data),
              wordpress_id: item.wordpressId,
              created_at: iso,
              updated_at: iso,
            })
            .execute();
          counts.created += 1;
        } else if (changedFields(current, data).length > 0 || current.wordpressId !== item.wordpressId) {
          await trx
            .updateTable('clinics')
            .set({ ...clinicColumns(data), wordpress_id: item.wordpressId, updated_at: iso })
            .where('id', '=', current.id)
            .execute();
          counts.updated += 1;
        } else {
          counts.unchanged += 1;
        }
      }
      const result = { ok: true as const, total: fetched.length, ...counts };
      await writeUpdateLog(trx, {
        success: true,
        message: fillMessage(clinicLogMessages.wordpressApplied, { total: result.total, ...counts }),
        now,
      });
      return result;
    });
  } catch (error) {
    if (error instanceof ImportFailure) return fail(error.message);
    throw error;
  }
  await options.audit?.('clinic.import_wordpress', outcome);
  return outcome;
}
