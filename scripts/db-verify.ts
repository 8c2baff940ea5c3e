/** `npm run db:verify -- FILE`: checks a snapshot (checksum, integrity, schema level) without restoring it. */
import { verifySnapshot } from '../src/server/operations/backup.server.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run db:verify -- FILE\n');
  process.exit(2);
}
const result = await verifySnapshot(file);
if (!result.ok) {
  process.stderr.write(
    `db:verify: ${file} is NOT a usable snapshot:\n${result.errors.map((e) => `  - ${e}`).join('\n')}\n`,
  );
  process.exit(1);
}
process.stdout.write(
  `${file}: ok\n  ${result.checksum ? 'checksum matches' : 'no .sha256 beside it: checksum not checked'}; integrity ok; schema ${result.migration}; ${result.leads} brochure requests; ${(result.bytes / 1024 / 1024).toFixed(1)} MB\n`,
);
