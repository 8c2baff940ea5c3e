/**
 * `DATA_DIR/server.pid`: written by the server when it starts on SQLite and removed when it
 * stops, so that `npm run db:restore` can refuse to swap the database under a running server.
 * A file left by a server that was killed names a process that no longer exists, which
 * `runningServer` tells apart by asking the kernel (signal 0), so a crash never blocks a restore.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SERVER_PID_FILE = 'server.pid';

const pidFile = (dataDir: string) => join(dataDir, SERVER_PID_FILE);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, which still means it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live server using `dataDir`, if there is one (never this process). */
export function runningServer(dataDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(pidFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text, 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  return alive(pid) ? pid : undefined;
}

/** Marks `dataDir` as served by this process; release() unmarks it if the mark is still ours. */
export function holdServerLock(dataDir: string): { release(): void } {
  writeFileSync(pidFile(dataDir), `${process.pid}\n`, { mode: 0o600 });
  return {
    release() {
      try {
        if (Number.parseInt(readFileSync(pidFile(dataDir), 'utf8'), 10) === process.pid) rmSync(pidFile(dataDir));
      } catch {
        // Already gone.
      }
    },
  };
}
