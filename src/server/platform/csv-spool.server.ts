/**
 * A CP932 export written to a scratch file before a byte is sent (ADR 024). The encoder is the
 * check: a character CP932 cannot carry stops the writing, and the person exporting is sent
 * back to the list of such leads instead of receiving a file that breaks halfway. One walk of
 * the table either way, and the download, once it starts, cannot fail on content.
 *
 * The file is unlinked as soon as it is opened: the open handle keeps its bytes until the
 * download ends or is abandoned, and a crash leaves nothing behind on disk.
 */

import { randomUUID } from 'node:crypto';
import { mkdir, open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Cp932EncodeError } from './csv.server.ts';

export type SpoolResult =
  | { ok: true; body: ReadableStream<Uint8Array>; bytes: number }
  | { ok: false; reason: 'unencodable' };

/** The scratch folder for spooled exports, inside the data folder (not a RAM-backed /tmp). */
export const spoolDirOf = (dataDir: string): string => join(dataDir, 'tmp');

/**
 * Drains `csv` into an unlinked file under `dir`; `{ ok: false }` when the CP932 encoder
 * refused a character (the stream's source is released), otherwise a stream of the file.
 */
export async function spoolCsv(csv: ReadableStream<Uint8Array>, dir: string): Promise<SpoolResult> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `export-${randomUUID()}.csv`);
  const handle = await open(path, 'w+', 0o600);
  await unlink(path);
  let bytes = 0;
  try {
    for await (const chunk of csv) {
      await handle.write(chunk);
      bytes += chunk.length;
    }
  } catch (error) {
    await handle.close();
    if (error instanceof Cp932EncodeError) return { ok: false, reason: 'unencodable' };
    throw error;
  }
  const file = handle.createReadStream({ start: 0, autoClose: true });
  return { ok: true, body: Readable.toWeb(file) as ReadableStream<Uint8Array>, bytes };
}
