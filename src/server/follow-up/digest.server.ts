/**
 * The daily reminder (docs/product.md#reminders): at 9:00 JST on each business day, every
 * active account that owns leads whose materials are due today or late (the due date is
 * 資料送付期限, issue 24) gets one mail listing them: its 未対応 leads, then its 連絡済み leads
 * still without materials; an admin's mail adds the unassigned 未対応 leads and everyone's
 * overdue 未対応 ones.
 *
 * Exactly once per account and day, however many instances check and however often: each
 * digest is an outbox job whose id is made of the day and the account
 * (`digest-2026-11-26-<user id>`), inserted with on-conflict-do-nothing, so the first insert
 * wins and every later one, from any process or after any restart, changes nothing. The outbox
 * then delivers it like any mail (ADR 003).
 *
 * Which leads a digest lists is fixed when it is queued (their ids are its payload), as of
 * 9:00 JST that day, so a check later in the day (a server started at noon) chooses the same
 * leads and a lead that falls overdue at 18:00 does not start a second mail. Names and due
 * dates are read when the mail is composed. A payload names at most DIGEST_SECTION_LIMIT leads a
 * section, the ones the mail lists, with each section's count (capped at DIGEST_COUNT_CAP), so
 * its size and the work of a day follow what the mail shows, not the backlog.
 */
import { funnelCopy } from '../../content/admin/funnel.ts';
import { leadCopy } from '../../content/lead/index.ts';
import { japaneseProductName } from '../../domain/product-choices.ts';
import {
  escapeHtml,
  fill,
  headerSafe,
  htmlDocument,
  type MailMessage,
  type StaffMailConfig,
} from '../delivery/mail.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { type Periodic, runPeriodically } from '../platform/periodic.server.ts';
import { formatDueJa, isBusinessDay, japanDate } from './business-days.server.ts';
import { chooseLists, DIGEST_COUNT_CAP, DIGEST_SECTION_LIMIT, firstOpenedBetween } from './digest-leads.server.ts';
import { readFollowUpSettings } from './follow-up-settings.server.ts';
import { overdueNextSteps } from './next-steps.server.ts';

export const DIGEST_JOB_KIND = 'digest.owner';
/** The hour (JST) from which a business day's digests are queued. */
export const DIGEST_HOUR_JST = 9;
export const DIGEST_CHECK_INTERVAL_MS = 5 * 60_000; // each instance; the job ids make later checks harmless
export { DIGEST_COUNT_CAP, DIGEST_SECTION_LIMIT };

const HOUR_MS = 3_600_000;
const JST_OFFSET_MS = 9 * HOUR_MS;

/** What a digest job carries: whom it is for, which day, and the leads chosen at 9:00. */
export interface DigestPayload {
  day: string;
  userId: string;
  leads: {
    /** The account's own 未対応 leads, overdue or due today. */
    own: string[];
    /**
     * The account's own 連絡済み leads whose materials are not sent, overdue or due today: the
     * rest of the promise (a 未対応 lead has no materials either; it is listed in `own`). Absent
     * from digests queued before this section existed.
     */
    materials: string[];
    /** Admins only: 未対応 leads nobody owns. */
    unassigned: string[];
    /** Admins only: other owners' overdue leads, 未対応 or 連絡済み without materials. */
    overdue: string[];
    /**
     * The account's own leads whose materials were first downloaded since the previous digest
     * (issue 24): warm leads. Absent when there are none, and from digests queued before.
     */
    warm?: string[];
    nextSteps?: string[]; // own leads whose next step (issue 34) is past its day
  };
  /**
   * How many leads each section holds as of 9:00, capped at DIGEST_COUNT_CAP, and how many of
   * them all are overdue or due today (the subject): a section lists only its first leads.
   * Absent when every section is whole (and from digests queued before): the lengths are the counts.
   */
  totals?: {
    own: number;
    materials: number;
    unassigned: number;
    overdue: number;
    marks: { overdue: number; dueToday: number };
  };
}

/** The outbox job id of one account's digest for one day: the same from every caller. */
export const digestJobId = (day: string, userId: string): string => `digest-${day}-${userId}`;

/** The business day before `day`: the day of the previous digest. */
function previousBusinessDay(day: string, closures: ReadonlySet<string>): string {
  let ms = Date.parse(`${day}T00:00:00Z`);
  do ms -= 86_400_000;
  while (!isBusinessDay(new Date(ms).toISOString().slice(0, 10), closures));
  return new Date(ms).toISOString().slice(0, 10);
}

/** An instant `hours` hours into the JST day `day`. */
const jstHour = (day: string, hours: number): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - JST_OFFSET_MS + hours * HOUR_MS);

export type DigestRun =
  | { day: string; status: 'not-business-day' | 'too-early' }
  | {
      day: string;
      status: 'queued' /** Accounts whose digest this call queued (not already there). */;
      userIds: string[];
    };

/**
 * Queues today's digests (JST) if `now` falls on a business day at or after 9:00; idempotent.
 * `closures` defaults to the company's closure days from the settings.
 */
export async function queueDailyDigests(
  db: Db,
  now: Date,
  options: { closures?: ReadonlySet<string> } = {},
): Promise<DigestRun> {
  const day = japanDate(now);
  const closures = options.closures ?? (await readFollowUpSettings(db)).closures;
  if (!isBusinessDay(day, closures)) return { day, status: 'not-business-day' };
  const cutoff = jstHour(day, DIGEST_HOUR_JST);
  if (now < cutoff) return { day, status: 'too-early' };
  const cutoffIso = cutoff.toISOString();
  const window = { cutoff: cutoffIso, endOfDay: jstHour(day, 24).toISOString() };

  const [users, warm] = await Promise.all([
    db.selectFrom('admin_users').select(['id', 'role', 'disabled']).execute(),
    // Opened since the previous digest: its 9:00 on the business day before, to this one's.
    firstOpenedBetween(db, jstHour(previousBusinessDay(day, closures), DIGEST_HOUR_JST).toISOString(), cutoffIso),
  ]);
  const lateSteps = await overdueNextSteps(db, cutoffIso);
  const warmByOwner = new Map<string, string[]>();
  for (const lead of warm) warmByOwner.set(lead.owner_id, [...(warmByOwner.get(lead.owner_id) ?? []), lead.id]);
  const lists = (await chooseLists(db, users, window)).map(
    ([userId, { leads, totals }]) =>
      [userId, { leads: { ...leads, warm: warmByOwner.get(userId) ?? [] }, totals }] as const,
  );

  const iso = now.toISOString();
  const queued: string[] = [];
  for (const [userId, { leads, totals }] of lists) {
    const { warm: opened, ...due } = leads;
    const nextSteps = lateSteps.get(userId) ?? [];
    // Warm leads only when there are some: a payload without them reads as before.
    // Counts only when a section lists fewer leads than it holds: a small inbox's payload reads as before.
    const cut = (['own', 'materials', 'unassigned', 'overdue'] as const).some((key) => totals[key] > due[key].length);
    const payload: DigestPayload = {
      day,
      userId,
      leads: { ...(opened.length > 0 ? leads : due), ...(nextSteps.length > 0 ? { nextSteps } : {}) },
      ...(cut ? { totals } : {}),
    };
    const { own, materials, unassigned, overdue } = due;
    if ([own, materials, unassigned, overdue, opened, nextSteps].every((list) => list.length === 0)) continue;
    const inserted = await db
      .insertInto('outbox_jobs')
      .values({
        id: digestJobId(day, userId),
        kind: DIGEST_JOB_KIND,
        payload: JSON.stringify(payload),
        request_id: null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: iso,
        locked_until: null,
        last_error: null,
        created_at: iso,
        updated_at: iso,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) queued.push(userId);
  }
  return { day, status: 'queued', userIds: queued };
}

/** A lead as the digest shows it. */
export interface DigestLead {
  id: string;
  name: string;
  organization: string;
  product: string;
  /** ISO-8601 UTC, or null for a lead received before due dates were kept. */
  dueAt: string | null;
  /** The owner's display name; null when unassigned. */
  owner: string | null;
  /** Warm leads: when the materials were first downloaded (ISO-8601 UTC). */
  openedAt?: string;
}

export interface DigestContent {
  day: string;
  recipient: { name: string; email: string };
  own: DigestLead[];
  /** Own 連絡済み leads whose materials are due today or late. */
  materials: DigestLead[];
  unassigned: DigestLead[];
  overdue: DigestLead[];
  /** Own leads that first opened their materials since the previous digest (absent: none). */
  warm?: DigestLead[];
  nextSteps?: DigestLead[];
  /** Whether the recipient is an admin (their mail explains the extra sections). */
  admin: boolean;
  /**
   * Counts as of 9:00 for sections longer than the leads given (capped at DIGEST_COUNT_CAP), and
   * the subject's counts when any section is; otherwise the leads given are counted.
   */
  totals?: {
    own?: number;
    materials?: number;
    unassigned?: number;
    overdue?: number;
    marks?: { overdue: number; dueToday: number };
  };
}

/** `2026年11月26日` for a 'YYYY-MM-DD' day. */
const dayJa = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}年${month}月${date}日`;
};

/** The digest mail itself: plain text and simple HTML, as the staff notification is. */
export function composeDigest(content: DigestContent, leadUrl: StaffMailConfig['leadUrl']): MailMessage {
  const c = leadCopy.ja.digestMail;
  const cutoff = jstHour(content.day, DIGEST_HOUR_JST).toISOString();
  const endOfDay = jstHour(content.day, 24).toISOString();
  const mark = (lead: DigestLead): string =>
    lead.dueAt === null ? '' : lead.dueAt < cutoff ? c.marks.overdue : lead.dueAt < endOfDay ? c.marks.dueToday : '';
  const warm = content.warm ?? [];
  const everyone = new Map(
    [...content.own, ...content.materials, ...content.unassigned, ...content.overdue].map(
      (lead) => [lead.id, lead] as const,
    ),
  );
  const count = (marker: string) => [...everyone.values()].filter((lead) => mark(lead) === marker).length;
  // 「55件」, or 「10,000件以上」 once a count reached the cap.
  const counted = (n: number): string =>
    n >= DIGEST_COUNT_CAP
      ? fill(c.countAtLeast, { count: DIGEST_COUNT_CAP.toLocaleString('ja-JP') })
      : fill(c.count, { count: String(n) });
  const totals = content.totals;
  const unassigned = totals?.unassigned ?? content.unassigned.length;
  const date = dayJa(content.day);
  const opened = warm.length > 0 ? fill(c.subjectWarm, { count: String(warm.length) }) : '';
  const subject =
    everyone.size === 0
      ? fill(c.subjectWarmOnly, { count: String(warm.length), date })
      : fill(c.subject, {
          dueToday: counted(totals?.marks?.dueToday ?? count(c.marks.dueToday)),
          overdue: counted(totals?.marks?.overdue ?? count(c.marks.overdue)),
          extra: `${unassigned > 0 ? fill(c.subjectUnassigned, { count: counted(unassigned) }) : ''}${opened}`,
          date,
        });

  const sections = [
    { title: c.sections.own, leads: content.own, withOwner: false, total: totals?.own },
    { title: c.sections.materials, leads: content.materials, withOwner: false, total: totals?.materials },
    { title: c.sections.warm, leads: warm, withOwner: false, total: undefined },
    { title: c.sections.unassigned, leads: content.unassigned, withOwner: false, total: totals?.unassigned },
    { title: c.sections.overdue, leads: content.overdue, withOwner: true, total: totals?.overdue },
    { title: funnelCopy.digest.heading, leads: content.nextSteps ?? [], withOwner: false, total: undefined },
  ]
    .filter((section) => section.leads.length > 0)
    .map((section) => {
      const shown = section.leads.slice(0, DIGEST_SECTION_LIMIT);
      const total = Math.max(section.total ?? section.leads.length, section.leads.length);
      const rest = total - shown.length;
      return {
        ...section,
        shown,
        title: fill(c.sectionTitle, { title: section.title, count: counted(total) }),
        // Past the cap the rest is a lower bound too: 「ほか 9,950件以上」.
        more:
          rest <= 0
            ? undefined
            : fill(c.more, {
                count:
                  total >= DIGEST_COUNT_CAP
                    ? fill(c.countAtLeast, { count: rest.toLocaleString('ja-JP') })
                    : fill(c.count, { count: String(rest) }),
              }),
      };
    });

  const leadLines = (lead: DigestLead, withOwner: boolean): { heading: string; rows: [string, string][] } => {
    const person = fill(c.person, { name: lead.name, organization: lead.organization });
    const product: [string, string] = [c.labels.product, japaneseProductName(lead.product)];
    // A warm lead's materials went already: what matters is when they were opened, not the due date.
    if (lead.openedAt !== undefined)
      return {
        heading: `${c.marks.warm}${person}`,
        rows: [product, [c.labels.openedAt, formatDueJa(new Date(lead.openedAt))]],
      };
    return {
      heading: `${mark(lead)}${person}`,
      rows: [
        product,
        [c.labels.dueAt, lead.dueAt === null ? c.noDueDate : formatDueJa(new Date(lead.dueAt))],
        ...(withOwner ? [[c.labels.owner, lead.owner ?? c.unassigned] as [string, string]] : []),
      ],
    };
  };

  const greeting = fill(c.greeting, { name: content.recipient.name });
  const intro = [
    ...(everyone.size > 0 ? [fill(c.intro, { time: formatDueJa(jstHour(content.day, DIGEST_HOUR_JST)) })] : []),
    ...(warm.length > 0 ? [c.warmIntro] : []),
    ...(content.admin && everyone.size > 0 ? [c.adminIntro] : []),
  ];
  const footer = warm.length > 0 ? c.footerWithWarm : c.footer;
  const text = [
    greeting,
    ...intro,
    ...sections.map((section) => {
      return [
        `■ ${section.title}`,
        ...section.shown.map((lead) => {
          const { heading, rows } = leadLines(lead, section.withOwner);
          return [heading, ...rows.map(([label, value]) => `${label}：${value}`), leadUrl(lead.id)].join('\n');
        }),
        ...(section.more ? [section.more] : []),
      ].join('\n\n');
    }),
    `--\n${footer}`,
  ].join('\n\n');

  const html = htmlDocument(
    'ja',
    [
      `<p>${escapeHtml(greeting)}</p>`,
      ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
      ...sections.map((section) => {
        const items = section.shown
          .map((lead) => {
            const { heading, rows } = leadLines(lead, section.withOwner);
            return `<li style="margin-bottom:1em"><a href="${escapeHtml(leadUrl(lead.id))}"><strong>${escapeHtml(heading)}</strong></a><br>${rows
              .map(([label, value]) => `${escapeHtml(label)}：${escapeHtml(value)}`)
              .join('<br>')}</li>`;
          })
          .join('');
        return `<h2 style="font-size:1.1em">${escapeHtml(section.title)}</h2><ul>${items}</ul>${
          section.more ? `<p>${escapeHtml(section.more)}</p>` : ''
        }`;
      }),
      `<p style="color:#555;font-size:0.9em">${escapeHtml(footer)}</p>`,
    ].join(''),
  );
  return { to: headerSafe(content.recipient.email), subject: headerSafe(subject), text: `${text}\n`, html };
}

/**
 * Checks every few minutes whether today's digests are queued, and queues them once a business
 * day has reached 9:00 JST. Once this process has queued a day it checks again only the next
 * day; other instances and restarts are harmless (the job ids).
 */
export function startDigestSchedule(deps: {
  db: Db;
  log: Logger;
  now?: () => Date;
  intervalMs?: number;
  /** Called after digests were queued (the outbox worker's poke). */
  queued?: () => void;
}): Periodic {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  let doneDay: string | undefined;
  return runPeriodically(
    async () => {
      const at = now();
      if (doneDay === japanDate(at)) return;
      const run = await queueDailyDigests(db, at);
      if (run.status !== 'queued') return;
      doneDay = run.day;
      if (run.userIds.length > 0) {
        log.info({ day: run.day, digests: run.userIds.length }, 'digest: queued');
        deps.queued?.();
      }
    },
    {
      intervalMs: deps.intervalMs ?? DIGEST_CHECK_INTERVAL_MS,
      onError: (error) => log.error({ err: error }, 'digest: check failed'),
    },
  );
}
