/**
 * Runs a snapshot's check off the main thread: `PRAGMA integrity_check` is synchronous in
 * node:sqlite and reads the whole file (about 2 s at 100,000 requests), which on the server's
 * event loop would stall every request meanwhile. Started by verifySnapshotOffThread, which
 * passes the migrations this version knows, so this thread loads snapshot-check.server.ts only.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkSnapshot } from './snapshot-check.server.ts';

const { file, known } = workerData as { file: string; known: readonly string[] };
parentPort?.postMessage(await checkSnapshot(file, known));
