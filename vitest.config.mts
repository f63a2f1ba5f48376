import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/reliability/**/*.test.ts'],
    environment: 'node',
    // Integration tests start simulators on random loopback ports and open SQLite files in temp dirs;
    // two cores here, so keep the pool small and the per-test budget generous.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
