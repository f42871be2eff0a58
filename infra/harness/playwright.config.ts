import { defineConfig, devices } from '@playwright/test';
import { E2E_ENV, STORE_URL, repoRoot } from './src/store';

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests',
  outputDir: `../../var/e2e-results${process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : ''}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: { baseURL: STORE_URL, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    // Deploying once proves the release flow; the phone project runs every other journey.
    { name: 'phone', testIgnore: /deploy\.spec\.ts/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
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
