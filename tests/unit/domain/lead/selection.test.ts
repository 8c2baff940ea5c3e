import { describe, expect, it } from 'vitest';
import { MAX_SELECTION, parseSelection, selectionQuery } from '../../../../src/domain/lead/selection.ts';

describe('inbox selection', () => {
  it('is null when nothing was selected, and keeps distinct well-formed ids in order', () => {
    expect(parseSelection([])).toBeNull();
    expect(parseSelection(['b', 'a', 'b', '../x', ''])).toEqual({ ok: true, ids: ['b', 'a'] });
  });

  it(`refuses more than ${MAX_SELECTION} leads rather than cutting them`, () => {
    const ids = Array.from({ length: MAX_SELECTION + 1 }, (_, i) => `lead-${i}`);
    expect(parseSelection(ids)).toEqual({ ok: false, problem: 'tooMany' });
    expect(parseSelection(ids.slice(1))).toEqual({ ok: true, ids: ids.slice(1) });
  });

  it('writes the selection back as a query', () => {
    expect(selectionQuery(['a', 'b'], { sent: 'k' })).toBe('?id=a&id=b&sent=k');
    expect(selectionQuery([])).toBe('');
  });
});
