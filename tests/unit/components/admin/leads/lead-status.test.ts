import { describe, expect, it } from 'vitest';
import { leadStatusView } from '../../../../../src/components/admin/leads/lead-status.ts';
import { adminCopy } from '../../../../../src/content/admin/index.ts';

const labels = { statuses: adminCopy.ja.statuses, duplicate: adminCopy.ja.lead.duplicateStatus };

describe('leadStatusView', () => {
  it('reads a closed lead marked as a duplicate as 重複', () => {
    expect(leadStatusView({ status: 'closed', duplicateOf: 'other' }, labels)).toEqual({
      key: 'duplicate',
      label: '重複',
    });
  });

  it('reads every other lead by its stored status', () => {
    expect(leadStatusView({ status: 'closed', duplicateOf: null }, labels)).toEqual({ key: 'closed', label: '完了' });
    expect(leadStatusView({ status: 'pending', duplicateOf: null }, labels)).toEqual({
      key: 'pending',
      label: '未対応',
    });
    // Moved to spam after the marking: where it is now.
    expect(leadStatusView({ status: 'spam', duplicateOf: 'other' }, labels)).toEqual({ key: 'spam', label: 'スパム' });
  });
});
