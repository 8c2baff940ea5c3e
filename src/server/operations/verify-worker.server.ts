/**
 * Runs verifySnapshot off the main thread: `PRAGMA integrity_check` is synchronous in
 * node:sqlite and reads the whole file (about 2 s at 100,000 requests), which on the server's
 * event loop would stall every request meanwhile. Started by verifySnapshotOffThread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { verifySnapshot } from './backup.server.ts';

parentPort?.postMessage(await verifySnapshot((workerData as { file: string }).file));
