/**
 * The commercial facts' versions (issue 33, migration 0038): staff save drafts, an admin
 * publishes one (after the rules of src/domain/site-facts/rules.ts and the advertising check on
 * every text in every language) or brings an earlier one back, which publishes a copy of it.
 * Every version is kept. Publishing writes through `writeContent(['site'])`, so the pages that
 * show a fact (served from the page cache) follow on every instance within a second (ADR 006);
 * what a page shows at a moment is `resolveFacts` over the live version.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AdminRole } from '../../domain/admin.ts';
import { newsContext } from '../../domain/advertising/news.ts';
import { withRegulatoryClasses } from '../../domain/advertising/regulatory.ts';
import type { AdvertisingHit, CheckContext, CopyLanguage } from '../../domain/advertising/types.ts';
import { factTexts, type SiteFacts } from '../../domain/site-facts/facts.ts';
import { type FactProblems, publishProblems } from '../../domain/site-facts/rules.ts';
import { locales } from '../../i18n/locales.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import type { Database } from '../platform/schema.server.ts';
import { checkCopy } from './advertising.server.ts';
import { writeContent } from './content-version.server.ts';
import { getVersion, type Row, type SiteFactVersion, versionOf } from './site-facts-read.server.ts';

export * from './site-facts-read.server.ts';

export interface SiteActor {
  db: Db;
  actor: { id: string; email: string };
  role: AdminRole;
  ip: string | null;
}

interface NewRow {
  facts: SiteFacts;
  status: 'draft' | 'published';
  actor: string;
  now: Date;
  overrideReason?: string | null;
  revertedFrom?: string | null;
  /** When a published version goes live: `now`, or a later moment (scheduled). */
  liveFrom?: Date;
}

async function insertVersion(trx: Transaction<Database>, row: NewRow): Promise<SiteFactVersion> {
  const max = await trx
    .selectFrom('site_fact_versions')
    .select((eb) => eb.fn.max<number>('number').as('n'))
    .executeTakeFirst();
  const at = row.now.toISOString();
  const values: Row = {
    id: randomUUID(),
    number: Number(max?.n ?? 0) + 1,
    facts: JSON.stringify(row.facts),
    status: row.status,
    created_by: row.actor,
    created_at: at,
    published_by: row.status === 'published' ? row.actor : null,
    published_at: row.status === 'published' ? (row.liveFrom ?? row.now).toISOString() : null,
    override_reason: row.overrideReason ?? null,
    reverted_from: row.revertedFrom ?? null,
  };
  await trx.insertInto('site_fact_versions').values(values).execute();
  return versionOf(values);
}

/** Inserts a published version and moves the `site` content version in the same transaction. */
function publishVersion(
  context: SiteActor,
  now: Date,
  row: Pick<NewRow, 'facts' | 'overrideReason' | 'revertedFrom' | 'liveFrom'>,
): Promise<SiteFactVersion> {
  return writeContent(
    context.db,
    ['site'],
    (trx) => insertVersion(trx, { ...row, status: 'published', actor: context.actor.email, now }),
    now,
  );
}

/** Saves a draft (anyone signed in); the pages do not change. */
export async function saveDraft(context: SiteActor, facts: SiteFacts): Promise<SiteFactVersion> {
  const now = eventTime();
  const version = await context.db
    .transaction()
    .execute((trx) => insertVersion(trx, { facts, status: 'draft', actor: context.actor.email, now }));
  await recordAudit(context.db, {
    action: 'site.draft',
    actor: context.actor,
    target: { type: 'site_facts', id: String(version.number) },
    ip: context.ip,
    now,
  });
  return version;
}

/** A text's hits with the field it came from. */
export interface FieldHit extends AdvertisingHit {
  field: string;
}

/**
 * What a text advertises: the launch text is its product's; the banner is judged by its words.
 * Each product's class as this version records it counts (issue 43): efficacy words are refused
 * for one recorded as not a medical device.
 */
function contextFor(field: string, text: string, facts: SiteFacts): CheckContext {
  const own: CheckContext = field.startsWith('launch_text_dr')
    ? { classes: ['professional-device'] }
    : field.startsWith('launch_text_plus')
      ? { classes: ['consumer-chair'] }
      : newsContext({ title: text, content: '' });
  return withRegulatoryClasses(own, facts.regulatory.products);
}

/**
 * Every visitor-facing text of `facts` in its language, through the same check as
 * `npm run lint:copy` and the news editor. Null when the check could not run.
 */
export async function checkFactTexts(facts: SiteFacts): Promise<FieldHit[] | null> {
  const texts = factTexts(facts);
  const hits: FieldHit[] = [];
  try {
    for (const locale of locales) {
      const language: CopyLanguage = locale;
      for (const { field, text } of texts[locale]) {
        for (const hit of await checkCopy([text], language, contextFor(field, text, facts)))
          hits.push({ ...hit, field });
      }
    }
  } catch {
    return null;
  }
  return hits;
}

export type PublishResult =
  | { ok: true; version: SiteFactVersion }
  | { ok: false; reason: 'forbidden' }
  | { ok: false; reason: 'rules'; problems: FactProblems }
  | { ok: false; reason: 'advertising'; hits: FieldHit[] }
  | { ok: false; reason: 'unchecked' };

/**
 * Publishes `facts` as a new version: admin only; refused when a rule fails (the 8-week rule
 * among them), and when the advertising check finds an error, unless `overrideReason` is given,
 * which the audit log keeps with the texts and the hits. With `liveFrom` later than now, the
 * version is scheduled: it goes live at that moment by itself (liveSiteFacts).
 */
export async function publishFacts(
  context: SiteActor,
  facts: SiteFacts,
  overrideReason: string | null,
  liveFrom: Date | null = null,
): Promise<PublishResult> {
  if (context.role !== 'admin') return { ok: false, reason: 'forbidden' };
  const problems = publishProblems(facts);
  if (Object.keys(problems).length > 0) return { ok: false, reason: 'rules', problems };
  const hits = await checkFactTexts(facts);
  if (hits === null) return { ok: false, reason: 'unchecked' };
  const errors = hits.filter((hit) => hit.severity === 'error');
  const reason = overrideReason?.trim() || null;
  if (errors.length > 0 && !reason) return { ok: false, reason: 'advertising', hits };
  const now = eventTime();
  const scheduled = liveFrom && liveFrom.getTime() > now.getTime() ? liveFrom : undefined;
  const version = await publishVersion(context, now, {
    facts,
    overrideReason: errors.length > 0 ? reason : null,
    liveFrom: scheduled,
  });
  const target = { type: 'site_facts', id: String(version.number) };
  await recordAudit(context.db, {
    action: 'site.publish',
    actor: context.actor,
    target,
    ip: context.ip,
    now,
    ...(scheduled ? { detail: { liveFrom: scheduled.toISOString() } } : {}),
  });
  if (errors.length > 0) {
    const texts = factTexts(facts);
    await recordAudit(context.db, {
      action: 'site.publish_despite_advertising_errors',
      actor: context.actor,
      target,
      ip: context.ip,
      detail: {
        reason,
        texts: Object.values(texts)
          .flat()
          .filter((t) => errors.some((hit) => hit.field === t.field)),
        hits: errors.map(({ field, rule, words, clause }) => ({ field, rule, words, clause })),
      },
    });
  }
  return { ok: true, version };
}

export type RevertResult = { ok: true; version: SiteFactVersion } | { ok: false; reason: 'forbidden' | 'not-found' };

/** Brings an earlier version back: publishes a copy of it (admin only), audited. */
export async function revertTo(context: SiteActor, id: string): Promise<RevertResult> {
  if (context.role !== 'admin') return { ok: false, reason: 'forbidden' };
  const earlier = await getVersion(context.db, id);
  if (!earlier) return { ok: false, reason: 'not-found' };
  const now = eventTime();
  const version = await publishVersion(context, now, {
    facts: earlier.facts,
    overrideReason: earlier.overrideReason,
    revertedFrom: earlier.id,
  });
  await recordAudit(context.db, {
    action: 'site.revert',
    actor: context.actor,
    target: { type: 'site_facts', id: String(version.number) },
    detail: { from: earlier.number },
    ip: context.ip,
    now,
  });
  return { ok: true, version };
}

/**
 * Takes back a scheduled version before it goes live (admin only): it becomes a draft again,
 * kept with the rest, and the audit log records it. A version already live is reverted instead.
 */
export async function unschedule(context: SiteActor, id: string): Promise<RevertResult> {
  if (context.role !== 'admin') return { ok: false, reason: 'forbidden' };
  const now = eventTime();
  const version = await getVersion(context.db, id);
  const scheduled = version?.status === 'published' && Date.parse(version.publishedAt ?? '') > now.getTime();
  if (!version || !scheduled) return { ok: false, reason: 'not-found' };
  await writeContent(
    context.db,
    ['site'],
    (trx) =>
      trx
        .updateTable('site_fact_versions')
        .set({ status: 'draft', published_at: null, published_by: null })
        .where('id', '=', id)
        .where('published_at', '>', now.toISOString())
        .execute(),
    now,
  );
  await recordAudit(context.db, {
    action: 'site.unschedule',
    actor: context.actor,
    target: { type: 'site_facts', id: String(version.number) },
    detail: { liveFrom: version.publishedAt },
    ip: context.ip,
    now,
  });
  return { ok: true, version: { ...version, status: 'draft', publishedAt: null, publishedBy: null } };
}
