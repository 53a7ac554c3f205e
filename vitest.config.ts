import { defineConfig } from 'vitest/config';
import { themeVariables } from './packages/ui/browser-build';

/*
 * `isolate: false`: the test files of a worker share its loaded modules instead of loading them again
 * per file. No test relies on a module's state (each integration file builds its own app, database
 * and data directory), and loading took over half of each layer's time (docs/performance.md, stop 64).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // Modules of @cp/ui import the theme's stylesheet, which the apps' build makes.
        plugins: [themeVariables()],
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/test/**/*.int.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two workers match the two cores.
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});
