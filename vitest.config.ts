/**
 * Vitest: unit tests (tests/unit) and platform contract tests (tests/platform). The default environment
 * is node; DOM tests opt in per file with `// @vitest-environment jsdom`. `virtual:tenant` resolves to
 * TENANT (or the fallback merchant) exactly as in the Astro build.
 */
import { defineConfig } from 'vitest/config';
import { tenantPlugin } from './src/config/vite-plugin-tenant.ts';

export default defineConfig({
  plugins: [tenantPlugin(process.env.TENANT)],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/platform/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One migrated PGlite database that every in-memory database of the run starts from.
    globalSetup: ['tests/support/pglite-template.ts'],
    // Two cores: two forks keep PGlite instances (about 1 GB peak each) and astro builds from thrashing.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    // PGlite creation and a real astro build in a hook take seconds, not milliseconds.
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
    restoreMocks: true,
    unstubEnvs: true,
  },
});
