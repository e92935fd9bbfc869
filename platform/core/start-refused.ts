/**
 * Why the platform will not start: every setting that is missing or unsafe, each with its reason, in one message
 * (an operator fixes them all in one go instead of meeting them one restart at a time). Thrown before the
 * database is opened, so a refused start writes nothing.
 */
export interface StartProblem {
  /** The environment variable to set, change or remove. */
  setting: string;
  reason: string;
}

export class StartRefused extends Error {
  constructor(readonly problems: readonly StartProblem[]) {
    super(
      [
        `The platform refuses to start: ${problems.length === 1 ? 'one setting needs' : `${problems.length} settings need`} attention.`,
        ...problems.map((problem) => `  - ${problem.setting}: ${problem.reason}`),
      ].join('\n'),
    );
    this.name = 'StartRefused';
  }
}
