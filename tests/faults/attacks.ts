/**
 * `npm run test:attacks`: the attack corpus, beside the bad-input corpus. Each file in
 * `tests/faults/attacks/` replays findings of the attacker's probe (issue "The brochure form
 * under attack") against the built product, as an outside attacker would send them: each
 * scenario failed before its fix. Runs every scenario on SQLite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set, each on a fresh server with the environment the scenario asks for.
 * Prints one line per scenario and database; exits 1 on a failure.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from '../e2e/support/server.ts';
import { loadDatabases } from '../setup/load-run.ts';
import type { AttackScenario } from './attacks/scenario.ts';

const dir = fileURLToPath(new URL('./attacks/', import.meta.url));
const only = process.env.ATTACK_ONLY;
const scenarios: AttackScenario[] = [];
for (const file of readdirSync(dir).sort()) {
  if (!file.endsWith('.ts') || file === 'scenario.ts') continue;
  const module: { scenarios: AttackScenario[] } = await import(join(dir, file));
  scenarios.push(...module.scenarios.filter((scenario) => !only || scenario.name.includes(only)));
}

let failed = 0;
for (const database of await loadDatabases(process.env.TEST_DATABASE_URL)) {
  try {
    for (const scenario of scenarios) {
      const started = Date.now();
      const server = await startBuiltServer({ ...database.env, ...(scenario.env ?? {}) });
      const db = database.open(server.dataDir);
      try {
        const summary = await scenario.run({ url: server.url, dataDir: server.dataDir, db, database: database.name });
        console.log(`ok   ${database.name.padEnd(10)} ${scenario.name}: ${summary} (${Date.now() - started} ms)`);
      } catch (error) {
        failed++;
        console.log(
          `FAIL ${database.name.padEnd(10)} ${scenario.name}: ${error instanceof Error ? error.message : error}`,
        );
      } finally {
        await db.destroy();
        await server.stop();
      }
    }
  } finally {
    await database.cleanup();
  }
}
console.log(failed ? `test:attacks: ${failed} failed` : `test:attacks: ${scenarios.length} scenarios held`);
process.exit(failed ? 1 : 0);
