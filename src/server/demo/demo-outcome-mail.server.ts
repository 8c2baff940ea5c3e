/**
 * The two outcome mails as outbox job kinds (queued by demo-outcome.server.ts): `demo.outcome_ask`
 * asks the demo's owner, in Japanese, whether it was held or missed, with the link to the lead
 * page in the admin, where it is recorded; `demo.rebook` offers the lead of a missed demo,
 * in their language, their own link to book again. Each job reads its booking when it runs:
 * nothing is sent once the question is moot (the outcome recorded, the booking cancelled or
 * erased with its lead, the account disabled).
 */
import { demoHistory } from '../../content/demo/history.ts';
import { demoOutcomeCopy } from '../../content/demo-outcome/index.ts';
import { demoOutcomeStaffCopy } from '../../content/demo-outcome/staff.ts';
import { companyName, site } from '../../content/site.ts';
import { isDemoKind } from '../../domain/demo/slots.ts';
import { fillMessage } from '../../domain/fill-message.ts';
import { htmlLang, isLocale, type Locale } from '../../i18n/locales.ts';
import {
  escapeHtml,
  headerSafe,
  htmlDocument,
  type Mailer,
  type MailMessage,
  messageIdDomain,
  type StaffMailConfig,
} from '../delivery/mail.server.ts';
import type { JobKind, JobKinds } from '../delivery/outbox.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { demoWhen } from './demo-lead.server.ts';
import { OUTCOME_ASK_JOB_KIND, REBOOK_JOB_KIND, type RebookPayload } from './demo-outcome.server.ts';

export interface DemoOutcomeMailDeps {
  db: Db;
  staff: Pick<StaffMailConfig, 'leadUrl'>;
}

const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

/** A demo's date and time in the reader's language, in Japan time (where the demo is). */
export function demoWhenIn(locale: Locale, start: number): string {
  if (locale === 'ja') return demoWhen(start);
  return new Intl.DateTimeFormat(htmlLang[locale], {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(start);
}

function bookingIdOf(payload: string): string {
  const value = JSON.parse(payload) as { bookingId?: unknown } | null;
  if (typeof value?.bookingId !== 'string') throw new Error('demo outcome payload has no booking');
  return value.bookingId;
}

/** The question to the owner; undefined when it is moot (recorded, cancelled, gone, disabled). */
export async function composeOutcomeAsk(
  deps: DemoOutcomeMailDeps,
  job: { id: string; payload: string },
): Promise<MailMessage | undefined> {
  const booking = await deps.db
    .selectFrom('demo_bookings')
    .innerJoin('material_requests', 'material_requests.id', 'demo_bookings.request_id')
    .innerJoin('admin_users', 'admin_users.id', 'demo_bookings.staff_id')
    .select([
      'demo_bookings.request_id',
      'demo_bookings.kind',
      'demo_bookings.status',
      'demo_bookings.starts_at',
      'material_requests.name',
      'admin_users.email',
      'admin_users.disabled',
    ])
    .where('demo_bookings.id', '=', bookingIdOf(job.payload))
    .executeTakeFirst();
  if (booking?.status !== 'booked' || booking.disabled) return undefined;
  const c = demoOutcomeStaffCopy.ja.ask;
  const leadUrl = deps.staff.leadUrl(booking.request_id);
  const values = {
    name: booking.name,
    when: demoWhen(Date.parse(booking.starts_at)),
    kind: isDemoKind(booking.kind) ? demoHistory.kinds[booking.kind] : booking.kind,
  };
  const lines = [fillMessage(c.body, values), c.missedNote];
  return {
    to: headerSafe(booking.email),
    subject: headerSafe(fillMessage(c.subject, values)),
    text: `${lines.join('\n\n')}\n\n${fillMessage(c.lead, { url: leadUrl })}\n`,
    html: htmlDocument(
      'ja',
      `${paragraphs(lines)}<p><a href="${escapeHtml(leadUrl)}">${escapeHtml(fillMessage(c.lead, { url: leadUrl }))}</a></p>`,
    ),
    requestId: booking.request_id,
    messageId: `<${job.id}@${messageIdDomain()}>`,
  };
}

/**
 * The lead's mail after a missed demo, in their language. Like the brochure receipt it holds
 * nothing the visitor typed (a fixed greeting): only our words, the time and the lead's link.
 */
export async function composeRebook(
  deps: Pick<DemoOutcomeMailDeps, 'db'>,
  job: { id: string; payload: string },
): Promise<MailMessage | undefined> {
  const payload = JSON.parse(job.payload) as Partial<RebookPayload> | null;
  if (typeof payload?.bookingId !== 'string' || typeof payload.url !== 'string')
    throw new Error('rebook payload has no booking or link');
  const booking = await deps.db
    .selectFrom('demo_bookings')
    .innerJoin('material_requests', 'material_requests.id', 'demo_bookings.request_id')
    .select(['demo_bookings.request_id', 'demo_bookings.status', 'demo_bookings.starts_at', 'material_requests.email'])
    .where('demo_bookings.id', '=', payload.bookingId)
    .executeTakeFirst();
  // Corrected to 実施済み before the mail left, or erased with its lead: nothing to offer.
  if (booking?.status !== 'missed' || !booking.email) return undefined;
  const lead = await deps.db
    .selectFrom('material_requests')
    .select(['locale'])
    .where('id', '=', booking.request_id)
    .executeTakeFirstOrThrow();
  const locale: Locale = isLocale(lead.locale) ? lead.locale : 'ja';
  const c = demoOutcomeCopy[locale].rebook;
  const body = c.body.map((line) => fillMessage(line, { when: demoWhenIn(locale, Date.parse(booking.starts_at)) }));
  const link = fillMessage(c.link, { url: payload.url });
  const company = companyName(locale);
  return {
    to: headerSafe(booking.email),
    fromName: company,
    subject: headerSafe(c.subject),
    text: `${c.greeting}\n\n${body.join('\n')}\n\n${link}\n\n${c.closing}\n\n${company}\n${site.contact.email}\n`,
    html: htmlDocument(
      locale === 'zh-cn' ? 'zh-CN' : locale,
      `<p>${escapeHtml(c.greeting)}</p>${paragraphs(body)}<p><a href="${escapeHtml(payload.url)}">${escapeHtml(link)}</a></p><p>${escapeHtml(c.closing)}</p><p>${escapeHtml(company)}<br>${escapeHtml(site.contact.email)}</p>`,
    ),
    requestId: booking.request_id,
    messageId: `<${job.id}@${messageIdDomain()}>`,
  };
}

type OutcomeJobContext = DemoOutcomeMailDeps & { mailer: Mailer; log: Logger };

const send =
  (compose: (deps: OutcomeJobContext, job: { id: string; payload: string }) => Promise<MailMessage | undefined>) =>
  async (deps: OutcomeJobContext, job: { id: string; payload: string }) => {
    const message = await compose(deps, job);
    if (!message) deps.log.info({ job: job.id }, 'demo outcome: nothing left to send');
    return message ? (signal: AbortSignal) => deps.mailer.send(message, { signal }) : async () => {};
  };

/** Both kinds, for the composition root to register. */
export const demoOutcomeJobKinds: JobKinds<OutcomeJobContext> = {
  [OUTCOME_ASK_JOB_KIND]: { handler: send(composeOutcomeAsk) } satisfies JobKind<OutcomeJobContext>,
  [REBOOK_JOB_KIND]: { handler: send(composeRebook) } satisfies JobKind<OutcomeJobContext>,
};
