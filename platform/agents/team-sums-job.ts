/**
 * The fold of team sums (fold-team-sums.ts) every minute on the job queue. One run at a time and at most one
 * waiting (policy stately), and the fold takes an advisory lock per batch besides, so N platform processes fold
 * one at a time; a retried run finds folded rows clean and adds nothing twice. Reports never wait for it: they add what is not folded yet.
 */
import type { Database } from '../db/database';
import type { JobDefinition } from '../jobs/job-queue';
import { foldTeamSums } from './fold-team-sums';

export function teamSumsJob(db: Database): JobDefinition {
  return {
    name: 'agents.team-sums',
    cron: '* * * * *',
    policy: 'stately',
    expireInSeconds: 5 * 60,
    async handler() {
      await foldTeamSums(db);
    },
  };
}
