import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // Two spec files at a time against the one product and database: about a fifth off the run on
  // this 2-core machine (docs/performance.md, stops 64 and 65). Specs therefore share nothing they
  // change: no exact count of a shared person across steps, no ending a shared person's sessions,
  // random words for names a search must find, and a search's answer awaited before its option is picked.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // No transitions: axe then always sees menus and dialogs fully shown, never half faded in.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
