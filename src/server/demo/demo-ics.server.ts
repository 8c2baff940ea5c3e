/**
 * iCalendar (RFC 5545) for demo bookings (issue 44): the `.ics` a confirmation, a reschedule or a
 * cancellation carries (iTIP, RFC 5546: METHOD:REQUEST or METHOD:CANCEL), and a person's feed.
 * Pure text building, no library: every event has the booking's stable UID and its SEQUENCE
 * (raised on every change, so a calendar app replaces its copy), its times in Asia/Tokyo with
 * the zone's VTIMEZONE (Japan has kept +09:00 without summer time since 1951), CRLF line ends,
 * TEXT values escaped (backslash, semicolon, comma, newline) and lines folded at 75 octets
 * without splitting a UTF-8 character.
 */

export const ICS_TZID = 'Asia/Tokyo';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  sequence: number;
  /** Epoch ms. */
  start: number;
  end: number;
  summary: string;
  description: string;
  location: string;
  status: 'CONFIRMED' | 'CANCELLED';
  organizer: IcsPerson;
  attendees: IcsPerson[];
  /** When this version was made (DTSTAMP), epoch ms. */
  stamp: number;
}

/** A TEXT value with its special characters escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value: quoted when it holds `:`, `;` or `,`; quotes and controls removed. */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** One content line folded at 75 octets, continuation lines starting with a space (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Local time in Japan, `YYYYMMDDTHHMMSS` (used with TZID=Asia/Tokyo). */
export function tokyoLocal(ms: number): string {
  const d = new Date(ms + 9 * 3_600_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** UTC, `YYYYMMDDTHHMMSSZ` (DTSTAMP). */
export const utcStamp = (ms: number): string => `${new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:JST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const mailto = (email: string): string => `mailto:${email.replace(/[\s"<>]/g, '')}`;

function eventLines(event: IcsEvent, method: 'REQUEST' | 'CANCEL' | null): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${ICS_TZID}:${tokyoLocal(event.start)}`,
    `DTEND;TZID=${ICS_TZID}:${tokyoLocal(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...event.attendees.map(
      (person) =>
        `ATTENDEE;CN=${paramValue(person.name)};ROLE=REQ-PARTICIPANT${method === 'REQUEST' ? ';RSVP=FALSE' : ''}:${mailto(person.email)}`,
    ),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

function calendar(head: string[], events: IcsEvent[], method: 'REQUEST' | 'CANCEL' | null): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pelvia//Demo booking//EN',
    'CALSCALE:GREGORIAN',
    ...head,
    ...VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, method)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The invitation a mail carries: REQUEST when booked or moved, CANCEL when cancelled. */
export function buildInvite(method: 'REQUEST' | 'CANCEL', event: IcsEvent): string {
  return calendar(
    [`METHOD:${method}`],
    [{ ...event, status: method === 'CANCEL' ? 'CANCELLED' : event.status }],
    method,
  );
}

/** A person's read-only feed: no METHOD (RFC 5545 publishing), a name for the calendar app. */
export function buildFeed(name: string, events: IcsEvent[]): string {
  return calendar(
    [`X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${ICS_TZID}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H'],
    events,
    null,
  );
}
