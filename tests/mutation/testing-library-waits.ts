/**
 * Setup file of the mutation runs only (vitest.mutation.config.ts): in DOM tests, testing-library's findBy… and
 * waitFor give up after 10 s instead of 1 s, as the test timeout is longer there. Node tests skip it.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
