import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
    // Server suites open real databases and ports; files run in parallel, tests within a file in order.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
