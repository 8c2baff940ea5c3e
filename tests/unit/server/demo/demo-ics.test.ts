/**
 * The demo's iCalendar text (issue 44): escaping and folding as RFC 5545 has them, Asia/Tokyo
 * times with their VTIMEZONE, METHOD and SEQUENCE; and the result read back by ical.js, a real
 * parser, so the builder is not only checked against its own assumptions.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  buildFeed,
  buildInvite,
  escapeText,
  foldLine,
  type IcsEvent,
  tokyoLocal,
} from '../../../../src/server/demo/demo-ics.server.ts';

const start = Date.parse('2026-11-04T01:00:00Z'); // 10:00 in Japan
const event: IcsEvent = {
  uid: 'b7c1@demo',
  sequence: 2,
  start,
  end: start + 3_600_000,
  summary: '体験・デモ（Pelvia）',
  description: 'Line one\nLine two; with, commas\\',
  location: '東京都中央区銀座0丁目0番0号 サンプルビル5階、受付でお名前を',
  status: 'CONFIRMED',
  organizer: { name: 'Pelvia Medical, LLC', email: 'info@example.jp' },
  attendees: [
    { name: '佐藤 花子', email: 'hanako@example.jp' },
    { name: 'Staff', email: 'staff@example.jp' },
  ],
  stamp: Date.parse('2026-11-02T00:00:00Z'),
};

describe('the demo .ics', () => {
  it('escapes backslash, semicolon, comma and newline in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'体験・デモ'.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes Japan time with TZID, its VTIMEZONE, CRLF lines, METHOD and SEQUENCE', () => {
    const text = buildInvite('REQUEST', event);
    expect(tokyoLocal(start)).toBe('20261104T100000');
    expect(text).toContain('METHOD:REQUEST\r\n');
    expect(text).toContain('DTSTART;TZID=Asia/Tokyo:20261104T100000\r\n');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo\r\n');
    expect(text).toContain('ORGANIZER;CN="Pelvia Medical, LLC":mailto:info@example.jp');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/\n/);
  });

  it('reads back through ical.js with the UID, SEQUENCE, the time in Asia/Tokyo and the texts', () => {
    const root = new ICAL.Component(ICAL.parse(buildInvite('REQUEST', event)));
    expect(root.getFirstPropertyValue('method')).toBe('REQUEST');
    // The calendar's own VTIMEZONE, as a calendar app reads it, gives the absolute time.
    ICAL.TimezoneService.register(root.getFirstSubcomponent('vtimezone') as ICAL.Component);
    const vevent = new ICAL.Event(root.getFirstSubcomponent('vevent') as ICAL.Component);
    expect(vevent.uid).toBe('b7c1@demo');
    expect(vevent.sequence).toBe(2);
    expect(vevent.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Tokyo');
    expect(vevent.startDate.toString()).toBe('2026-11-04T10:00:00');
    expect(vevent.startDate.toJSDate().getTime()).toBe(start);
    expect(vevent.endDate.toJSDate().getTime()).toBe(start + 3_600_000);
    expect(vevent.location).toBe(event.location);
    expect(vevent.description).toBe(event.description);
    expect(vevent.summary).toBe(event.summary);
    expect(vevent.attendees.length).toBe(2);
  });

  it('marks a cancellation METHOD:CANCEL and STATUS:CANCELLED', () => {
    const root = new ICAL.Component(ICAL.parse(buildInvite('CANCEL', { ...event, sequence: 3 })));
    expect(root.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = root.getFirstSubcomponent('vevent') as ICAL.Component;
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(3);
  });

  it('makes a feed without METHOD, one VEVENT per booking', () => {
    const root = new ICAL.Component(
      ICAL.parse(buildFeed('体験・デモ（担当）', [event, { ...event, uid: 'other@demo', status: 'CANCELLED' }])),
    );
    expect(root.getFirstPropertyValue('method')).toBeNull();
    expect(root.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual([
      'b7c1@demo',
      'other@demo',
    ]);
  });
});
