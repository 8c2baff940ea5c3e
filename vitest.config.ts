import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Browser tests run under Playwright, not here.
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Forks rather than threads: node:sqlite and pg pools are happiest in their own process.
    pool: 'forks',
    // Most tests wait on a database, SMTP or a timer, not the CPU. The default, one worker
    // fewer than the cores, is a single worker on a 2-core machine: 184 s for the suite against
    // 65 s with three (SQLite and PostgreSQL, same machine, same run).
    maxWorkers: 3,
    // Real databases, argon2id and SMTP on a shared 2-core machine: 5 s is too tight under load.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Migrates once per run; every test database is a copy (tests/setup/db.ts).
    globalSetup: ['tests/setup/db-template.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
  },
});
