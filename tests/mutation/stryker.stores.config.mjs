/**
 * Mutation run of the site's stores: `npm run test:mutation:stores`. See tests/mutation/README.md.
 *
 * Mutated: src/stores/*.ts (every file holds code; none is seed/demo data or types only).
 * Tests: the unit tests (tests/unit, with the in-process platform ones, *.platform.test.ts, which the platform
 * project runs after its globalSetup), of which `related` keeps those that import the mutated file.
 */
import { sharedOptions } from './stryker.shared.mjs';

export default {
  ...sharedOptions('stores'),
  mutate: ['src/stores/**/*.ts'],
  testFiles: ['tests/unit/**/*.test.{ts,tsx}'],
  dryRunTimeoutMinutes: 30,
};
