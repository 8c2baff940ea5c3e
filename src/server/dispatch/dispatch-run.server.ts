/** The dispatch files as they are made on an offload worker (dispatch-job.server.ts names them; ADR 029). */
import type { OffloadContext } from '../platform/offload.server.ts';
import { type CreateInput, DISPATCH_CREATE_JOB, DISPATCH_PART_JOB, type PartInput } from './dispatch-job.server.ts';
import { createDispatch, dispatchPart } from './shipments.server.ts';

export const offloaded = {
  [DISPATCH_CREATE_JOB.kind]: ({ db }: OffloadContext, input: CreateInput) => createDispatch(db, input),
  [DISPATCH_PART_JOB.kind]: ({ db }: OffloadContext, input: PartInput) => dispatchPart(db, input),
};
