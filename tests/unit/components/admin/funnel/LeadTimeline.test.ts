import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadTimeline, type TimelineEntry } from '../../../../../src/components/admin/funnel/LeadTimeline.tsx';
import { timelineEntries } from '../../../../../src/components/admin/funnel/timeline-view.ts';

const entry = (id: string, at: string, kind: TimelineEntry['kind'] = 'activity'): TimelineEntry => ({
  id,
  at,
  when: at,
  kind,
  text: id,
  by: null,
  details: [],
});

const render = (entries: TimelineEntry[], shown: number) =>
  renderToStaticMarkup(
    createElement(LeadTimeline, {
      entries,
      shown,
      labels: { empty: 'まだ記録はありません。', by: '担当', older: (n: number) => `それより前の記録（${n}件）` },
    }),
  );

describe('LeadTimeline (issue 42: the conversation first)', () => {
  it('lists the latest entries first, open, and folds the older ones; the request is the oldest of its moment', () => {
    const at = (minute: number) => `2026-11-29T0${minute}:00:00.000Z`;
    const html = render(
      [
        entry('mail-a', at(1), 'mail'),
        entry('request', at(1), 'request'),
        entry('call', at(2)),
        entry('stage', at(3), 'stage'),
      ],
      2,
    );
    const [open = '', folded = ''] = html.split('<details');
    expect(open.indexOf('stage')).toBeLessThan(open.indexOf('call'));
    expect(open).not.toContain('request');
    expect(folded).toContain('それより前の記録（2件）');
    expect(folded.indexOf('mail-a')).toBeLessThan(folded.indexOf('request'));
  });

  it('labels what a stage stored: the meeting kind, never the raw value', () => {
    const [stage] = timelineEntries(
      [
        {
          id: 's1',
          at: '2026-11-29T01:00:00.000Z',
          actorEmail: null,
          kind: 'stage',
          from: null,
          to: 'meeting',
          amountMonthly: null,
          amountOnce: null,
          lostReason: null,
          lostNote: null,
          details: { meetingOn: '2026-12-01', meetingKind: 'online' },
        },
      ],
      () => null,
    );
    expect(stage?.details.join('\n')).toBe('商談の日付: 2026-12-01、商談の形式: オンライン');
  });
});
