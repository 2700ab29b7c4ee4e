import { defineConfig, devices } from '@playwright/test';
import { bothViewports, phoneOnly } from './e2e/viewports.ts';
import { CHROMIUM_PATH, chromiumArgs } from './scripts/lib/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Tests act as visitors and do not wait for hydration, so a state that follows it (a redirect,
  // a lazy image's request) includes it. On a busy CI machine that outlasted the default 5 s three
  // times on 2026-11-27 (`/admin/account` still unredirected, an image still 'loading'). A state
  // that never comes still fails.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
    trace: 'off',
  },
  // Each project lists only the tests meant for it (e2e/viewports.ts): every test but the phone's
  // own runs at 1280 px; the phone lists those whose viewport matters, and its own.
  projects: [
    {
      name: 'desktop',
      grepInvert: new RegExp(phoneOnly.tag),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grep: new RegExp(`${bothViewports.tag}|${phoneOnly.tag}`),
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  webServer: {
    command: 'node server/index.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'test-results/e2e-data',
      LOG_LEVEL: 'warn',
      // Every test posts from 127.0.0.1: the real limit (5 per 10 minutes) is tested in tests/server/contact-forms.test.ts.
      CONTACT_RATE_LIMIT: '1000/1m',
      // Every page's beacon too, from all workers at once, as a whole office behind one address would; past the real
      // limit (120 a minute) a page's console shows the 429. The limit is tested in tests/server/insights.test.ts and
      // e2e/admin-insights.spec.ts.
      INSIGHTS_RATE_LIMIT: '100000/1m',
    },
  },
});
