/**
 * The lead's state model (issue 42), every event on every status: the table in
 * docs/product.md#lead-state, row by row.
 */
import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  asksNextStep,
  decide,
  type LeadEvent,
  type LeadState,
  leadStateOf,
} from '../../../../src/domain/lead/lead-state.ts';
import { leadStages } from '../../../../src/domain/lead/stages.ts';
import { leadStatuses, type MaterialRequestStatus } from '../../../../src/domain/lead/statuses.ts';

const lead = (status: MaterialRequestStatus, more: Partial<LeadState> = {}): LeadState => ({
  status,
  stage: null,
  review: false,
  materialsSent: false,
  ...more,
});

/** The outcome in one line: status, due date and next step, or the refusal. */
const summary = (state: LeadState, event: LeadEvent): string => {
  const outcome = decide(state, event);
  if (!outcome.ok) return `refused:${outcome.refused}`;
  return `${outcome.status} due:${outcome.clearDue ? 'clear' : 'keep'} next:${outcome.nextStep}`;
};

const open = ['meeting', 'trial', 'quote'] as const;
const closing = ['won', 'lost'] as const;

describe('the lead state model', () => {
  it('covers every stage: three open ones and two that close', () => {
    expect([...open, ...closing].sort()).toEqual([...leadStages].sort());
  });

  describe('an activity logged', () => {
    it.each([
      ['pending', 'contacted due:keep next:take'],
      ['contacted', 'contacted due:keep next:take'],
      ['materials_sent', 'materials_sent due:keep next:take'],
      // Closed: no next step asked, none stored.
      ['closed', 'closed due:keep next:keep'],
      // Spam keeps today's behaviour: logged, the status stays.
      ['spam', 'spam due:keep next:take'],
    ] as const)('on %s', (status, expected) => {
      expect(summary(lead(status), { kind: 'activity' })).toBe(expected);
    });

    it('leaves a lead under review 未対応, and asks no next step at 契約 or 失注', () => {
      expect(summary(lead('pending', { review: true }), { kind: 'activity' })).toBe('pending due:keep next:take');
      for (const stage of closing)
        expect(summary(lead('closed', { stage }), { kind: 'activity' })).toBe('closed due:keep next:keep');
    });
  });

  describe('a stage set', () => {
    it.each(
      open.flatMap((stage) => [
        [stage, 'pending', 'contacted due:keep next:keep'],
        [stage, 'contacted', 'contacted due:keep next:keep'],
        [stage, 'materials_sent', 'materials_sent due:keep next:keep'],
        // 完了 by hand with no materials recorded: reopened to 連絡済み.
        [stage, 'closed', 'contacted due:keep next:keep'],
        [stage, 'spam', 'refused:spam'],
      ]),
    )('%s on %s', (stage, status, expected) => {
      expect(summary(lead(status as MaterialRequestStatus), { kind: 'stage', to: stage })).toBe(expected);
    });

    it.each(
      closing.flatMap((stage) =>
        (['pending', 'contacted', 'materials_sent', 'closed'] as const).map((status) => [stage, status] as const),
      ),
    )('%s on %s closes it: 完了, no due date, no next step', (stage, status) => {
      expect(summary(lead(status), { kind: 'stage', to: stage })).toBe('closed due:clear next:clear');
    });

    it('refuses spam and leads under review, whatever the stage', () => {
      for (const to of leadStages) {
        expect(summary(lead('spam'), { kind: 'stage', to })).toBe('refused:spam');
        expect(summary(lead('pending', { review: true }), { kind: 'stage', to })).toBe('refused:review');
      }
    });

    it('reopens a lead moved back from 契約 or 失注 where its materials left it', () => {
      for (const from of closing)
        for (const to of open) {
          expect(summary(lead('closed', { stage: from, materialsSent: true }), { kind: 'stage', to })).toBe(
            'materials_sent due:keep next:keep',
          );
          expect(summary(lead('closed', { stage: from }), { kind: 'stage', to })).toBe('contacted due:keep next:keep');
        }
    });
  });

  describe('materials sent', () => {
    it.each([
      ['pending', 'materials_sent due:keep next:keep'],
      ['contacted', 'materials_sent due:keep next:keep'],
      ['materials_sent', 'materials_sent due:keep next:keep'],
      ['closed', 'closed due:keep next:keep'],
      ['spam', 'refused:spam'],
    ] as const)('on %s', (status, expected) => {
      expect(summary(lead(status), { kind: 'materials' })).toBe(expected);
    });

    it('refuses a lead under review', () => {
      expect(summary(lead('pending', { review: true }), { kind: 'materials' })).toBe('refused:review');
    });
  });

  describe('a status set by hand', () => {
    it('moves one step at a time, to spam from anywhere and from spam back to 未対応', () => {
      expect(allowedTransitions('pending')).toEqual(['contacted', 'spam']);
      expect(allowedTransitions('contacted')).toEqual(['materials_sent', 'spam']);
      expect(allowedTransitions('materials_sent')).toEqual(['closed', 'spam']);
      expect(allowedTransitions('closed')).toEqual(['spam']);
      expect(allowedTransitions('spam')).toEqual(['pending']);
    });

    it.each(leadStatuses.flatMap((from) => leadStatuses.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
      const expected = !allowedTransitions(from).includes(to)
        ? 'refused:transition'
        : `${to} due:keep next:${to === 'closed' ? 'clear' : 'keep'}`;
      expect(summary(lead(from), { kind: 'status', to })).toBe(expected);
    });
  });

  it('asks a next step of open leads only', () => {
    expect(asksNextStep({ status: 'pending', stage: null })).toBe(true);
    expect(asksNextStep({ status: 'materials_sent', stage: 'quote' })).toBe(true);
    expect(asksNextStep({ status: 'closed', stage: null })).toBe(false);
    expect(asksNextStep({ status: 'contacted', stage: 'lost' })).toBe(false);
    expect(asksNextStep({ status: 'closed', stage: 'won' })).toBe(false);
  });

  it('reads a row as both databases return it', () => {
    expect(leadStateOf({ status: 'pending', stage: null, review: 1, materials_sent_at: null })).toEqual(
      lead('pending', { review: true }),
    );
    expect(
      leadStateOf({ status: 'closed', stage: 'won', review: false, materials_sent_at: '2026-11-02T01:00:00.000Z' }),
    ).toEqual(lead('closed', { stage: 'won', materialsSent: true }));
  });
});
