import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// End-to-end tests against the production build served by the sandbox (ARCHITECTURE.md "Testing"),
// in Debian's Chromium: Playwright never downloads a browser here.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  // ARCHITECTURE.md "Testing": the three hosts each run the shared smoke journey. `phone` is the plain browser host and
  // runs every spec; `telegram` (mocked launch, e2e/hosts.ts) and `pwa` (standalone display mode) run the smoke
  // journey. `desktop` runs the route and layout specs at laptop width, where the header differs from the phone's.
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      // Laptop and wider (SPEC §9 from 992 px): the header carries the language switch and logout, the sidebar is a column.
      name: 'desktop',
      testMatch: /(routes|layout)\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
    },
    {
      // Also the cashier's one Telegram journey: a deposit leaving through Telegram's link opening (platform/ is the
      // door to the host).
      name: 'telegram',
      testMatch: /(smoke|cashier-telegram|tournaments-telegram|betting-telegram|verification|identification|who-may-not-play|play-limits-telegram)\.spec\.ts$/,
      use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'pwa',
      testMatch: /smoke\.spec\.ts$/,
      use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: 'node scripts/ensure-build.mjs && node --import tsx mocks/server.ts',
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(PORT), SANDBOX_TEST: '1', DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
