/**
 * The materials (issue 24) under attack: guessing personal links, and uploading what is not a
 * brochure. A guessed token opens nothing and records nothing (32 random bytes, looked up by
 * hash); an upload over the raised cap is refused before it is read, and a file that is not a
 * PDF, whatever its name and type, stores nothing.
 */
import { randomBytes } from 'node:crypto';
import { createSession, SESSION_COOKIE } from '../../../src/server/accounts/sessions.server.ts';
import { createAdmin } from '../../setup/factories.ts';
import type { AttackContext, AttackScenario } from './scenario.ts';

const GUESSES = 500;

async function stored(context: AttackContext): Promise<number> {
  const tables = ['brochures', 'brochure_versions', 'material_downloads'] as const;
  let total = 0;
  for (const table of tables) {
    const row = await context.db.selectFrom(table).select(context.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}

function upload(file: Buffer, name: string, type: string): { body: Buffer; contentType: string } {
  const boundary = `----materials${randomBytes(8).toString('hex')}`;
  const field = (key: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    `${field('title', 'カタログ')}${field('locale', 'ja')}${field('product-other', '1')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const scenarios: AttackScenario[] = [
  {
    name: 'materials: guessing personal links',
    async run(context) {
      const before = await stored(context);
      const statuses = new Map<number, number>();
      for (let i = 0; i < GUESSES; i += 1) {
        const token = randomBytes(32).toString('base64url');
        const response = await fetch(`${context.url}/materials/${token}`, { redirect: 'manual' });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.headers.get('content-type')?.startsWith('application/pdf'))
          throw new Error(`a guess opened ${token}`);
      }
      if ((statuses.get(404) ?? 0) !== GUESSES) throw new Error(`guesses answered ${JSON.stringify([...statuses])}`);
      if ((await stored(context)) !== before) throw new Error('a guess recorded something');
      return `${GUESSES} guessed tokens: all 404, nothing recorded`;
    },
  },
  {
    name: 'materials: huge and non-PDF uploads',
    async run(context) {
      const admin = await createAdmin(context.db, { role: 'staff' });
      const session = await createSession(context.db, admin.id);
      const headers = (contentType: string) => ({
        'Content-Type': contentType,
        Cookie: `${SESSION_COOKIE}=${session.token}`,
        Origin: context.url,
      });
      const before = await stored(context);
      const huge = upload(Buffer.alloc(25 * 1024 * 1024, 0x25), 'huge.pdf', 'application/pdf');
      const big = await fetch(`${context.url}/admin/brochures`, {
        method: 'POST',
        headers: headers(huge.contentType),
        body: new Uint8Array(huge.body),
      }).catch(() => undefined);
      if (big && big.status !== 413) throw new Error(`a 25 MB upload answered ${big.status}`);
      const fakes = [
        upload(Buffer.from('<html>not a pdf</html>'), 'brochure.pdf', 'application/pdf'),
        upload(Buffer.from('%PDF-1.7\n garbage that no parser reads'), 'broken.pdf', 'application/pdf'),
        upload(randomBytes(5 * 1024 * 1024), 'random.pdf', 'application/pdf'),
      ];
      for (const fake of fakes) {
        const response = await fetch(`${context.url}/admin/brochures`, {
          method: 'POST',
          headers: headers(fake.contentType),
          body: new Uint8Array(fake.body),
          redirect: 'manual',
        });
        const text = await response.text();
        if (response.status !== 422) throw new Error(`a fake PDF answered ${response.status}`);
        if (!text.includes('PDF')) throw new Error('a fake PDF got no message');
      }
      if ((await stored(context)) !== before) throw new Error('a refused upload stored something');
      return 'a 25 MB upload refused with 413; three fake PDFs refused with 422; nothing stored';
    },
  },
];
