/**
 * Who follows a new lead up: the assignment rules an admin keeps in /admin/settings
 * (docs/product.md#follow-up). Rules are tried in position order and the first that matches
 * wins; a rule with several owners hands leads to its active owners in turn. Every change to
 * the rules is audited ('settings.update').
 */
import { randomUUID } from 'node:crypto';
import { settings } from '../../content/admin/follow-up.ts';
import { type ProductFamily, productFamilyOf } from '../../domain/follow-up/product-family.ts';
import { type Region, regionOfPrefecture } from '../../domain/follow-up/regions.ts';
import { type RuleField, validateRule } from '../../domain/follow-up/schema.ts';
import type { Locale } from '../../i18n/locales.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { leadPrefecture } from '../platform/postal-codes.server.ts';
import { SETTINGS_TARGET, type SettingsChange } from './follow-up-settings.server.ts';

/** What a rule can match a lead on. */
export interface LeadRoutingFacts {
  product: string;
  locale: string;
  address: string;
  postal_code: string | null;
  /** Its region, when already worked out (an enriched lead); else looked up here if a rule asks. */
  region?: Region | undefined;
  /** Its product family, when already worked out (an enriched lead). */
  productFamily?: ProductFamily | null;
}

export interface AssignmentRule {
  id: string;
  position: number;
  productFamily: ProductFamily | null;
  locale: Locale | null;
  region: Region | null;
  ownerIds: string[];
}

function parseOwnerIds(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Every rule, in the order they are tried. */
export async function listRules(db: Db): Promise<AssignmentRule[]> {
  const rows = await db.selectFrom('assignment_rules').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    productFamily: row.product_family as ProductFamily | null,
    locale: row.locale as Locale | null,
    region: row.region as Region | null,
    ownerIds: parseOwnerIds(row.owner_ids),
  }));
}

/**
 * The region of a lead: from the prefecture its address starts with, else from its postal code
 * (Japan Post's data, loaded on first use). Undefined when neither settles it, or when the
 * postal data cannot be read: a lead is stored whatever happens here.
 */
export async function regionOfLead(
  lead: Pick<LeadRoutingFacts, 'address' | 'postal_code'>,
): Promise<Region | undefined> {
  const prefecture = await leadPrefecture(lead);
  return prefecture ? regionOfPrefecture(prefecture) : undefined;
}

/**
 * The next owner of `rule` among its owners that are still active accounts, or null when none
 * is. Each turn moves `next_index` on with one `update … set next_index = next_index % n + 1
 * … returning`, which locks the rule's row until the lead's transaction ends: two instances
 * taking turns at once are served one after the other, each with its own turn. A disabled
 * owner's turn is taken and passed on, so the others keep their order.
 */
async function takeTurn(trx: Db, rule: AssignmentRule): Promise<string | null> {
  const n = rule.ownerIds.length;
  if (n === 0) return null;
  const active = new Set(
    (
      await trx
        .selectFrom('admin_users')
        .select('id')
        .where('id', 'in', rule.ownerIds)
        .where('disabled', '=', false)
        .execute()
    ).map((row) => row.id),
  );
  if (active.size === 0) return null;
  for (let tried = 0; tried < n; tried += 1) {
    const turn = await trx
      .updateTable('assignment_rules')
      .set((eb) => ({ next_index: eb(eb('next_index', '%', n), '+', 1) }))
      .where('id', '=', rule.id)
      .returning('next_index')
      .executeTakeFirst();
    if (!turn) return null;
    // next_index is now the 1-based place of the owner whose turn this is.
    const owner = rule.ownerIds[Number(turn.next_index) - 1];
    if (owner && active.has(owner)) return owner;
  }
  return null;
}

/**
 * The owner for a new lead, or null when no rule matches. Runs in the lead's transaction. A rule
 * whose owners have all been disabled is passed over, so the next rule can still place the lead.
 */
export async function pickOwner(trx: Db, lead: LeadRoutingFacts): Promise<string | null> {
  const rules = await listRules(trx);
  if (rules.length === 0) return null;
  const family = lead.productFamily !== undefined ? lead.productFamily : productFamilyOf(lead.product);
  let region: Region | undefined | null = null;
  for (const rule of rules) {
    if (rule.productFamily !== null && rule.productFamily !== family) continue;
    if (rule.locale !== null && rule.locale !== lead.locale) continue;
    if (rule.region !== null) {
      // Only a rule that asks for a region may load the postal data.
      if (region === null) region = 'region' in lead ? lead.region : await regionOfLead(lead);
      if (rule.region !== region) continue;
    }
    const owner = await takeTurn(trx, rule);
    if (owner) return owner;
  }
  return null;
}

export type RuleResult = { ok: true } | { ok: false; errors: Partial<Record<RuleField, string>> };

/** Adds a rule at the end of the list; every owner must be an active account. */
export async function addRule(db: Db, input: unknown, change: SettingsChange): Promise<RuleResult> {
  const validation = validateRule(input);
  if (!validation.ok) return validation;
  const rule = validation.data;
  const now = change.now ?? new Date();
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const active = await trx
      .selectFrom('admin_users')
      .select('id')
      .where('id', 'in', rule.ownerIds)
      .where('disabled', '=', false)
      .execute();
    if (active.length !== rule.ownerIds.length)
      return { ok: false, errors: { owners: settings.messages.ownerInactive } } as const;
    const last = await trx
      .selectFrom('assignment_rules')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst();
    const position = Number(last?.position ?? 0) + 1;
    const id = randomUUID();
    await trx
      .insertInto('assignment_rules')
      .values({
        id,
        position,
        product_family: rule.productFamily,
        locale: rule.locale,
        region: rule.region,
        owner_ids: JSON.stringify(rule.ownerIds),
        next_index: 0,
        created_at: iso,
        updated_at: iso,
      })
      .execute();
    await recordAudit(trx, {
      action: 'settings.update',
      actor: change.actor,
      target: SETTINGS_TARGET,
      detail: { setting: 'assignmentRules', added: { id, position, ...rule } },
      ip: change.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}

/** Deletes a rule; 'notFound' when it is already gone. */
export async function deleteRule(
  db: Db,
  id: string,
  change: SettingsChange,
): Promise<{ ok: true } | { ok: false; problem: 'notFound' }> {
  const now = change.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('assignment_rules').where('id', '=', id).returningAll().executeTakeFirst();
    if (!removed) return { ok: false, problem: 'notFound' } as const;
    await recordAudit(trx, {
      action: 'settings.update',
      actor: change.actor,
      target: SETTINGS_TARGET,
      detail: {
        setting: 'assignmentRules',
        removed: {
          id: removed.id,
          position: removed.position,
          productFamily: removed.product_family,
          locale: removed.locale,
          region: removed.region,
          ownerIds: parseOwnerIds(removed.owner_ids),
        },
      },
      ip: change.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}

/**
 * Swaps a rule with its neighbour above ('up') or below ('down'). The first rule moved up or the
 * last moved down stays where it is (ok, nothing logged); 'notFound' when the rule is gone.
 */
export async function moveRule(
  db: Db,
  id: string,
  direction: 'up' | 'down',
  change: SettingsChange,
): Promise<{ ok: true } | { ok: false; problem: 'notFound' }> {
  const now = change.now ?? new Date();
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const rules = await listRules(trx);
    const index = rules.findIndex((rule) => rule.id === id);
    const rule = rules[index];
    if (!rule) return { ok: false, problem: 'notFound' } as const;
    const other = rules[direction === 'up' ? index - 1 : index + 1];
    if (!other) return { ok: true } as const;
    // The whole list is renumbered 1…n in its new order, so positions that tie (two rules
    // added at once) or have gaps (after deletions) cannot keep the swap from showing.
    const order = [...rules];
    order[index] = other;
    order[direction === 'up' ? index - 1 : index + 1] = rule;
    for (const [i, each] of order.entries()) {
      if (each.position === i + 1) continue;
      await trx
        .updateTable('assignment_rules')
        .set({ position: i + 1, updated_at: iso })
        .where('id', '=', each.id)
        .execute();
    }
    await recordAudit(trx, {
      action: 'settings.update',
      actor: change.actor,
      target: SETTINGS_TARGET,
      detail: {
        setting: 'assignmentRules',
        moved: { id: rule.id, direction, from: index + 1, to: index + (direction === 'up' ? 0 : 2) },
      },
      ip: change.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}
