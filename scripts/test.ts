/**
 * `npm test`: every check, in the order that fails fastest — types, lint, the advertising check
 * of the copy, unit and integration tests, build, the lead fault test, the backup crash test,
 * the body cap test, the bad-input corpus, the HTML and structured-data validators, end-to-end
 * tests, size budgets. Stops at the first failure and
 * prints how long each step took.
 */
import { spawnSync } from 'node:child_process';

const steps: [name: string, command: string][] = [
  ['types', 'astro check --minimumSeverity warning'],
  // Biome, then dependency-cruiser: import cycles and which folder may import which.
  ['lint', 'biome ci . && depcruise src --config .dependency-cruiser.cjs'],
  // Every locale's copy, the product facts and the news seed against the advertising rules.
  ['copy', 'node scripts/lint-copy.ts'],
  ['unit + integration', 'vitest run'],
  ['build', 'npm run build'],
  ['faults', 'node tests/faults/lead-crash.ts'],
  // SIGKILL during the server's own snapshot: the previous one intact, the partial one discarded.
  ['backup crash', 'node tests/faults/backup-crash.ts'],
  ['body cap', 'node tests/faults/body-cap.ts'],
  ['bad input', 'node tests/faults/bad-input.ts'],
  ['attacks', 'node tests/faults/attacks.ts'],
  // SIGTERM in the middle of a 100k-lead export: the process exits within its grace, /healthz answered.
  ['export shutdown', 'node tests/faults/export-shutdown.ts'],
  // bench:admin at 10k (issue 23): every admin page and both exports answer; figures printed.
  ['admin smoke', 'node scripts/bench-admin.ts --smoke'],
  // The W3C HTML checker (Java) and structured-data-testing-tool over every sitemap page.
  ['html validator', 'node tests/validators/pages.ts'],
  // Two built instances on one PostgreSQL behind a round-robin proxy (skipped without one).
  ['two instances', 'node tests/faults/two-instances.ts'],
  ['e2e', 'playwright test'],
  ['budget', 'node scripts/budget.ts'],
];

const timings: string[] = [];
for (const [name, command] of steps) {
  process.stdout.write(`\n━━ ${name}: ${command}\n`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name.padEnd(20)} ${seconds.padStart(6)} s  ${result.status === 0 ? 'ok' : 'FAILED'}`);
  if (result.status !== 0) {
    process.stdout.write(`\n${timings.join('\n')}\n\nnpm test failed at: ${name}\n`);
    process.exit(result.status ?? 1);
  }
}
process.stdout.write(`\n${timings.join('\n')}\n\nnpm test: all checks passed\n`);
