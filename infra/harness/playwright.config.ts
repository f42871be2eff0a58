import { defineConfig, devices } from '@playwright/test';
import { E2E_ENV, STORE_URL, repoRoot } from './src/store';

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium };

export default defineConfig({
  testDir: './tests',
  outputDir: `../../var/e2e-results${process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : ''}`,
  // A journey loads several pages; on a two-core runner with two workers a long one passes 60 s without
  // anything being wrong. Each expectation keeps its own 15 s limit.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: { baseURL: STORE_URL, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    // `*.desktop.spec.ts` and `*.phone.spec.ts` hold journeys that run on one viewport only (each
    // picks its language), so a long journey is not repeated on both.
    { name: 'desktop', testIgnore: [/deploy\.spec\.ts/, /\.phone\.spec\.ts/], use: desktop },
    { name: 'phone', testIgnore: [/deploy\.spec\.ts/, /\.desktop\.spec\.ts/], use: { ...devices['Pixel 7'], launchOptions: chromium } },
    // Deploying makes a visible change live on the shared store, so it runs alone, after every other
    // journey (some read the text it changes). Once is enough to prove the release flow.
    { name: 'deploy', testMatch: /deploy\.spec\.ts/, dependencies: ['desktop', 'phone'], use: desktop },
  ],
  webServer: {
    command: 'node --import tsx infra/registry/src/start.ts',
    cwd: repoRoot,
    url: `${STORE_URL}/ready`,
    env: { ...process.env, ...E2E_ENV },
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
