import { defineConfig } from 'vitest/config';
import { RENDERER_ALIAS } from './scripts/renderer-alias.mjs';

export default defineConfig({
  resolve: { alias: RENDERER_ALIAS },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/integration/**/*.test.ts', 'test/reliability/**/*.test.ts'],
    // Node by default; a renderer component test asks for a DOM with a `// @vitest-environment happy-dom` docblock.
    environment: 'node',
    // The time limits of waits only end a test that would wait for ever (test/support/patient-waits.ts).
    setupFiles: ['test/support/patient-waits.ts', 'test/unit/renderer/support/patient-waits.tsx'],
    // Integration tests start simulators on random loopback ports and open SQLite files in temp dirs;
    // two cores here, so keep the pool small and the per-test budget generous.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
