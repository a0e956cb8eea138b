import { defineConfig } from 'vitest/config';

// Unit and integration tests beside the code. Web component tests opt into jsdom per file
// with `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/catalog-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
