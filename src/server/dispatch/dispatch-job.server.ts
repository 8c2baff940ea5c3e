/**
 * The label sheet and the carriers' files as offloaded jobs (ADR 029): a batch of up to
 * MAX_BATCH leads read, checked against the carrier's layout, drawn into a PDF or encoded into
 * CSV, and recorded, on an offload worker with its own connection. The page parses, hands over
 * and sends the bytes back; one file per person at a time, one batch written at a time. Named
 * here (types only, so the process entry loads no PDF library); run in dispatch-run.server.ts.
 */
import { offloadJob } from '../platform/offload.server.ts';
import type { createDispatch, DispatchPartResult, DispatchResult, dispatchPart } from './shipments.server.ts';

export type CreateInput = Parameters<typeof createDispatch>[1];
export type PartInput = Parameters<typeof dispatchPart>[1];

export const DISPATCH_CREATE_JOB = offloadJob<CreateInput, DispatchResult>('dispatch.create', {
  perKind: 1,
  perPerson: 1,
});
export const DISPATCH_PART_JOB = offloadJob<PartInput, DispatchPartResult>('dispatch.part', {
  perKind: 2,
  perPerson: 1,
});
