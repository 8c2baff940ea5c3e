import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Browser tests run under Playwright, not here.
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Forks rather than threads: node:sqlite and pg pools are happiest in their own process.
    pool: 'forks',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
  },
});
