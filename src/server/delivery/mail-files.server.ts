/**
 * The `.eml` files written under DATA_DIR/mail when there is no SMTP_URL. They hold a request
 * in full, so they must go when the database forgets it: a file of a brochure request carries
 * the request's id in its name (`….lead-<id>.eml`), which lets deletion on request and the
 * retention job find it; the retention job also removes every file older than the lead
 * retention period (test mails, and files named before ids were part of the name).
 */
import { randomUUID } from 'node:crypto';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export const mailDirOf = (dataDir: string): string => join(dataDir, 'mail');

/** Only ids that are safe in a file name are written into one (ours are UUIDs). */
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;
const LEAD_FILE = /\.lead-([A-Za-z0-9_-]{1,100})\.eml$/;

/** A new file name: sortable by time, unique, and tagged with the request's id when known. */
export function mailFileName(requestId?: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const tag = requestId !== undefined && SAFE_ID.test(requestId) ? `.lead-${requestId}` : '';
  return `${stamp}-${randomUUID()}${tag}.eml`;
}

async function listMailFiles(mailDir: string): Promise<string[]> {
  try {
    return (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function removeFile(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    // Removed meanwhile by another run: the goal is reached all the same.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Removes the `.eml` files of these brochure requests; returns how many it removed. */
export async function removeLeadMailFiles(mailDir: string, requestIds: readonly string[]): Promise<number> {
  if (requestIds.length === 0) return 0;
  const ids = new Set(requestIds);
  let removed = 0;
  for (const name of await listMailFiles(mailDir)) {
    const id = LEAD_FILE.exec(name)?.[1];
    if (id !== undefined && ids.has(id) && (await removeFile(join(mailDir, name)))) removed += 1;
  }
  return removed;
}

/** Removes every `.eml` file last written before `cutoff`; returns how many it removed. */
export async function removeMailFilesOlderThan(mailDir: string, cutoff: Date): Promise<number> {
  let removed = 0;
  for (const name of await listMailFiles(mailDir)) {
    const path = join(mailDir, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < cutoff.getTime() && (await removeFile(path))) removed += 1;
  }
  return removed;
}
