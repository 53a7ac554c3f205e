import { defineConfig } from 'vitest/config';
import { themeVariables } from './packages/ui/browser-build';

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
        },
      },
    ],
  },
});
