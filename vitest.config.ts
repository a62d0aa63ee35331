import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Tests run the TypeScript sources of the shared package, not its build.
    alias: {
      '@nestkeep/common/web': fileURLToPath(new URL('./packages/common/src/web.ts', import.meta.url)),
      '@nestkeep/common': fileURLToPath(new URL('./packages/common/src/index.ts', import.meta.url)),
      // The web app's own imports (its tests run here too, in jsdom: see the file's environment comment).
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'services/*/test/**/*.test.ts',
      'tests/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'extension/test/**/*.test.ts',
    ],
    globalSetup: ['tests/support/global-setup.ts'],
    // Budgets for a busy 2-core machine (CI beside other work), not speed targets: a test that
    // starts processes, a stack or Chromium can take several times its idle duration there.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
