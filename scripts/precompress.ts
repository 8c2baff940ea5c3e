/**
 * After `astro build`: write .br and .gz beside every compressible file of dist/client, so the
 * server sends precompressed bytes instead of compressing per request, and record the SITE_URL
 * the build was made for.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { siteUrlFromEnv } from '../src/server/platform/env.server.ts';

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|ico)$/;
const MIN_BYTES = 512;

const dist = new URL('../dist/', import.meta.url);
const client = new URL('client/', dist);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(client.pathname)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const data = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
  count += 1;
  before += data.length;
  after += brotli.length;
}

// Unset SITE_URL follows PORT and HOST, exactly as the server reads it.
const siteUrl = siteUrlFromEnv(process.env);
await writeFile(
  new URL('build-info.json', dist),
  `${JSON.stringify({ siteUrl, builtAt: new Date().toISOString() })}\n`,
);
process.stdout.write(`precompressed ${count} files: ${before} bytes → ${after} bytes brotli\n`);
