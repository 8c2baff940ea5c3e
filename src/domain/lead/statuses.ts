/** The stored states of a brochure request and of its mail jobs, named by the admin copy. */

export type MaterialRequestStatus = 'pending' | 'contacted' | 'materials_sent' | 'closed' | 'spam';

export const leadStatuses: readonly MaterialRequestStatus[] = [
  'pending',
  'contacted',
  'materials_sent',
  'closed',
  'spam',
];

export type OutboxJobStatus = 'pending' | 'sending' | 'sent' | 'failed';
