/**
 * The demo's mails as the reader sees them (issue 44): to the lead in its language, with its
 * `.ics` (METHOD:REQUEST when booked, moved or reminded; METHOD:CANCEL when cancelled) and its
 * own change and cancel links; to the staff member in Japanese, with the same event. What a
 * mail says is fixed when it was queued (the payload), so a mail sent late still tells the
 * change that caused it, with that change's SEQUENCE.
 */
import { demoCopy } from '../../content/demo/index.ts';
import { demoStaffMail } from '../../content/demo/staff-mail.ts';
import { leadCopy } from '../../content/lead/index.ts';
import { companyName, site } from '../../content/site.ts';
import type { DemoKind } from '../../domain/demo/slots.ts';
import { htmlLang, type Locale } from '../../i18n/locales.ts';
import { escapeHtml, fill, headerSafe, htmlDocument, type MailMessage } from '../delivery/mail.server.ts';
import { unlinkable } from '../delivery/mail-text.server.ts';
import { buildInvite, type IcsEvent, type IcsPerson } from './demo-ics.server.ts';

export type DemoMailEvent = 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder24' | 'reminder2';

/** What a demo mail says, fixed when queued. */
export interface DemoMailPayload {
  bookingId: string;
  requestId: string;
  event: DemoMailEvent;
  uid: string;
  sequence: number;
  start: number;
  end: number;
  kind: DemoKind;
  staffId: string;
}

export interface DemoMailLead {
  name: string;
  email: string;
  organization: string;
  address: string;
  locale: Locale;
}

/** The demo's date and time in the reader's language, in Japan time (where the demo is). */
export function demoWhenIn(locale: Locale, start: number): string {
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

/** Where the demo happens, in `locale`: the clinic's address, the showroom's, or online. */
export function demoLocation(kind: DemoKind, lead: DemoMailLead, locale: Locale): string {
  if (kind === 'online') return demoCopy[locale].mail.online;
  if (kind === 'showroom')
    return locale === 'ja'
      ? site.company.addressJa
      : locale === 'zh-cn'
        ? site.company.addressZh
        : site.company.addressEn;
  return [lead.organization, lead.address].filter(Boolean).join(' ');
}

/** The calendar event of one mail: the booking's UID and SEQUENCE, lead and staff attending. */
export function demoEvent(
  payload: DemoMailPayload,
  lead: DemoMailLead,
  staff: IcsPerson,
  locale: Locale,
  stamp: number,
): IcsEvent {
  const words = demoCopy[locale].mail.event;
  return {
    uid: payload.uid,
    sequence: payload.sequence,
    start: payload.start,
    end: payload.end,
    summary: fill(words.summary, { brand: site.brand }),
    description: fill(words.description, { brand: site.brand }),
    location: demoLocation(payload.kind, lead, locale),
    status: payload.event === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: companyName(locale), email: site.contact.email },
    attendees: [{ name: lead.name, email: lead.email }, staff],
    stamp,
  };
}

const method = (event: DemoMailEvent) => (event === 'cancelled' ? 'CANCEL' : 'REQUEST');

function invite(event: DemoMailEvent, ics: IcsEvent) {
  const m = method(event);
  return {
    filename: m === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content: buildInvite(m, ics),
    contentType: `text/calendar; charset=utf-8; method=${m}`,
  };
}

export interface LeadMailLinks {
  reschedule: string;
  cancel: string;
  /** After a cancellation: the lead's own booking page. */
  bookAgain: string;
}

/** The mail to the lead, in its language. */
export function composeLeadDemoMail(
  payload: DemoMailPayload,
  lead: DemoMailLead,
  staff: IcsPerson,
  links: LeadMailLinks | null,
  stamp: number,
): MailMessage {
  const locale = lead.locale;
  const c = demoCopy[locale];
  const company = companyName(locale);
  const greeting = fill(c.mail.greeting, { name: unlinkable(lead.name) });
  const rows: [string, string][] = [
    [c.mail.labels.when, demoWhenIn(locale, payload.start)],
    [c.mail.labels.kind, c.kind[payload.kind]],
    [c.mail.labels.place, demoLocation(payload.kind, lead, locale)],
    [c.mail.labels.staff, staff.name],
  ];
  const linkRows: [string, string][] = !links
    ? []
    : payload.event === 'cancelled'
      ? [[c.mail.bookAgain, links.bookAgain]]
      : [
          [c.mail.change, links.reschedule],
          [c.mail.cancel, links.cancel],
        ];
  const signature = fill(c.mail.signature, { company });
  const intro = c.mail.intro[payload.event];
  const text = [
    greeting,
    intro,
    rows.map(([label, value]) => `■ ${label}\n${value}`).join('\n\n'),
    c.mail.calendar,
    ...linkRows.map(([label, url]) => `■ ${label}\n${url}`),
    `${signature}\n${site.contact.email}`,
  ].join('\n\n');
  const html = htmlDocument(
    htmlLang[locale],
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><dl>${rows
      .map(([label, value]) => `<dt><strong>${escapeHtml(label)}</strong></dt><dd>${escapeHtml(value)}</dd>`)
      .join('')}</dl><p>${escapeHtml(c.mail.calendar)}</p>${linkRows
      .map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`)
      .join('')}<p>${escapeHtml(signature)}<br>${escapeHtml(site.contact.email)}</p>`,
  );
  return {
    to: headerSafe(lead.email),
    fromName: fill(leadCopy[locale].autoReply.senderName, { company, brand: site.brand }),
    subject: headerSafe(fill(c.mail.subject[payload.event], { brand: site.brand })),
    text: `${text}\n`,
    html,
    attachments: [invite(payload.event, demoEvent(payload, lead, staff, locale, stamp))],
  };
}

/** The notice to the assigned staff member, in Japanese, with the lead page's link. */
export function composeStaffDemoMail(
  payload: DemoMailPayload & { event: 'confirmed' | 'rescheduled' | 'cancelled' },
  lead: DemoMailLead,
  staff: IcsPerson,
  leadUrl: string,
  stamp: number,
): MailMessage {
  const w = demoStaffMail;
  const when = demoWhenIn('ja', payload.start);
  const name = unlinkable(lead.name);
  const rows: [string, string][] = [
    [w.labels.when, when],
    [w.labels.kind, w.kinds[payload.kind]],
    [w.labels.place, payload.kind === 'online' ? w.online : demoLocation(payload.kind, lead, 'ja')],
    [w.labels.lead, lead.organization ? `${name}（${unlinkable(lead.organization)}）` : name],
    [w.labels.link, leadUrl],
  ];
  const event = demoEvent(payload, lead, staff, 'ja', stamp);
  event.summary = fill(w.summary, { name: lead.name, organization: lead.organization || '—' });
  return {
    to: headerSafe(staff.email),
    subject: headerSafe(fill(w.subject[payload.event], { when, name: lead.name })),
    text: `${w.body[payload.event]}\n\n${rows.map(([label, value]) => `■ ${label}\n${value}`).join('\n\n')}\n`,
    html: htmlDocument(
      'ja',
      `<p>${escapeHtml(w.body[payload.event])}</p><dl>${rows
        .map(([label, value]) => `<dt><strong>${escapeHtml(label)}</strong></dt><dd>${escapeHtml(value)}</dd>`)
        .join('')}</dl>`,
    ),
    attachments: [invite(payload.event, event)],
  };
}
