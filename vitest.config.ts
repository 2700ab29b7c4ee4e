import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    // A file per core, at least two (Vitest's default, cores - 1, runs one at a time on a two-core machine).
    maxWorkers: Math.max(2, os.availableParallelism()),
    environment: 'node',
    // Server suites open real databases and ports; files run in parallel, tests within a file in order.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
