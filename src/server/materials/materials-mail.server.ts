/**
 * The materials' two mails as outbox job kinds: `materials.links` to the lead, in its
 * language, with one personal link per brochure (fixed when queued: see links.server.ts); and
 * `materials.renewal`, asked for from an expired link's page, to the lead's owner (or the staff
 * address when it has none), in Japanese, with the link to the lead page.
 */
import { brochuresCopy } from '../../content/admin/brochures.ts';
import { demoCopy } from '../../content/demo/index.ts';
import { leadCopy } from '../../content/lead/index.ts';
import { materialsCopy } from '../../content/materials/index.ts';
import { companyName, site } from '../../content/site.ts';
import { isLocale, type Locale, localizedPath } from '../../i18n/locales.ts';
import {
  escapeHtml,
  fill,
  headerSafe,
  htmlDocument,
  type Mailer,
  type MailMessage,
  messageIdDomain,
  type StaffMailConfig,
} from '../delivery/mail.server.ts';
import { formatMailTime, unlinkable } from '../delivery/mail-text.server.ts';
import type { JobKind, JobKinds } from '../delivery/outbox.server.ts';
import type { Db } from '../platform/db.server.ts';
import { MATERIALS_LINKS_JOB, MATERIALS_RENEWAL_JOB, type MaterialsLinksPayload } from './links.server.ts';

export interface MaterialsMailContext {
  db: Db;
  mailer: Mailer;
  staff: StaffMailConfig;
}

/** An absolute URL of this site with its path in `locale`'s language. */
function localizedUrl(absolute: string, locale: Locale): string {
  if (!URL.canParse(absolute)) return absolute;
  const url = new URL(absolute);
  url.pathname = localizedPath(url.pathname, locale);
  return url.toString();
}

/** The mail with the links, as the lead reads it. */
export function composeLinksMail(
  lead: { email: string; name: string; locale: string },
  payload: MaterialsLinksPayload,
): MailMessage {
  const locale: Locale = isLocale(lead.locale) ? lead.locale : 'ja';
  const c = materialsCopy[locale].mail;
  const company = companyName(locale);
  const greeting = fill(c.greeting, { name: unlinkable(lead.name) });
  const expires = fill(c.expires, { date: formatMailTime(new Date(payload.expiresAt), leadCopy[locale].mailTime) });
  const signature = fill(c.signature, { company });
  const note = payload.note ? `${c.noteTitle}\n${payload.note}\n\n` : '';
  // The demo booking link sits beside the brochures', in the reader's language (issue 44).
  const demo = payload.demoUrl ? { title: demoCopy[locale].link, url: localizedUrl(payload.demoUrl, locale) } : null;
  const all = demo ? [...payload.links, demo] : payload.links;
  const linksText = all.map((link) => `■ ${link.title}\n${link.url}`).join('\n\n');
  const linksHtml = all
    .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.title)}</a></li>`)
    .join('');
  return {
    to: headerSafe(lead.email),
    // The sender's name in the reader's language, as on the receipt (issue 30).
    fromName: fill(leadCopy[locale].autoReply.senderName, { company, brand: site.brand }),
    subject: headerSafe(fill(c.subject, { brand: site.brand })),
    text: `${greeting}\n\n${c.body.join('\n\n')}\n\n${note}${c.linksTitle}\n${linksText}\n\n${expires}\n\n${signature}\n${site.contact.email}\n`,
    html: htmlDocument(
      locale === 'zh-cn' ? 'zh-CN' : locale,
      `<p>${escapeHtml(greeting)}</p>${c.body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${
        payload.note
          ? `<h2 style="font-size:1.1em">${escapeHtml(c.noteTitle)}</h2><p>${escapeHtml(payload.note).replaceAll('\n', '<br>')}</p>`
          : ''
      }<h2 style="font-size:1.1em">${escapeHtml(c.linksTitle)}</h2><ul>${linksHtml}</ul><p>${escapeHtml(expires)}</p><p>${escapeHtml(signature)}<br>${escapeHtml(site.contact.email)}</p>`,
    ),
  };
}

const renewalWords = brochuresCopy.renewalMail;

async function leadOf(db: Db, payload: unknown) {
  const requestId = (payload as { requestId?: unknown } | null)?.requestId;
  if (typeof requestId !== 'string') throw new Error('payload has no requestId');
  const lead = await db
    .selectFrom('material_requests as m')
    .leftJoin('admin_users as o', 'o.id', 'm.owner_id')
    .select(['m.id', 'm.email', 'm.name', 'm.organization', 'm.locale', 'o.email as owner_email', 'o.disabled'])
    .where('m.id', '=', requestId)
    .executeTakeFirst();
  if (!lead) throw new Error(`brochure request ${requestId} not found`);
  return lead;
}

const linksJob: JobKind<MaterialsMailContext> = {
  handler: async (deps, job) => {
    const payload = JSON.parse(job.payload) as MaterialsLinksPayload;
    const lead = await leadOf(deps.db, payload);
    const message = {
      ...composeLinksMail(lead, payload),
      requestId: lead.id,
      messageId: `<${job.id}@${messageIdDomain()}>`,
    };
    return (signal) => deps.mailer.send(message, { signal });
  },
};

const renewalJob: JobKind<MaterialsMailContext> = {
  handler: async (deps, job) => {
    const lead = await leadOf(deps.db, JSON.parse(job.payload));
    const to = lead.owner_email && !lead.disabled ? lead.owner_email : deps.staff.notifyTo;
    const body = fill(renewalWords.body, { name: lead.name, organization: lead.organization || '—' });
    const url = deps.staff.leadUrl(lead.id);
    const message: MailMessage = {
      to: headerSafe(to),
      subject: headerSafe(fill(renewalWords.subject, { name: lead.name })),
      text: `${body}\n\n${url}\n`,
      html: htmlDocument('ja', `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`),
      requestId: lead.id,
      messageId: `<${job.id}@${messageIdDomain()}>`,
    };
    return (signal) => deps.mailer.send(message, { signal });
  },
};

/** Both kinds, for the composition root to register. */
export const materialsJobKinds: JobKinds<MaterialsMailContext> = {
  [MATERIALS_LINKS_JOB]: linksJob,
  [MATERIALS_RENEWAL_JOB]: renewalJob,
};
