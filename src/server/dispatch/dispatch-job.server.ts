/**
 * The label sheet and the carriers' files as offloaded jobs (ADR 029): a batch of up to
 * MAX_BATCH leads read, checked against the carrier's layout, drawn into a PDF or encoded into
 * CSV, and recorded, on an offload worker with its own connection. The page parses, hands over
 * and sends the bytes back; one file per person at a time, one batch written at a time.
 */
import { type OffloadContext, offloadJob } from '../platform/offload.server.ts';
import { createDispatch, type DispatchPartResult, type DispatchResult, dispatchPart } from './shipments.server.ts';

type CreateInput = Parameters<typeof createDispatch>[1];
type PartInput = Parameters<typeof dispatchPart>[1];

export const DISPATCH_CREATE_JOB = offloadJob<CreateInput, DispatchResult>('dispatch.create', {
  perKind: 1,
  perPerson: 1,
});
export const DISPATCH_PART_JOB = offloadJob<PartInput, DispatchPartResult>('dispatch.part', {
  perKind: 2,
  perPerson: 1,
});

export const offloaded = {
  [DISPATCH_CREATE_JOB.kind]: ({ db }: OffloadContext, input: CreateInput) => createDispatch(db, input),
  [DISPATCH_PART_JOB.kind]: ({ db }: OffloadContext, input: PartInput) => dispatchPart(db, input),
};
