import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; never a downloaded browser. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // On CI one retry, so a test that fails once on a loaded 2-core machine and then passes does
  // not park a whole stop; the list reporter still names it as flaky, and a test that fails
  // twice fails the run. Locally none: a flake shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]] : 'list',
  outputDir: 'test-results',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Every test runs on the desktop except those tagged @phone. The phone runs only tests tagged
    // @phone or @both: layout- and touch-dependent behaviour, forms, dialogs and the Japanese
    // a11y sweep. Re-running viewport-independent checks there would double the suite's time on
    // a 2-core machine for no new coverage.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: 'phone',
      grep: /@phone|@both/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        channel: undefined,
      },
    },
  ],
});
