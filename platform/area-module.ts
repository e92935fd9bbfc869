/**
 * An area of the platform (a folder such as accounts/ or money/) as the rest of the platform sees it: its one door.
 * Each area's index.ts exports its module definition and the few functions and types other areas use; nothing
 * else in the folder is imported from outside it (the lint's platform-area-doors rule), and areas do not import
 * each other in a circle (platform-area-cycles). app.ts starts the modules of modules.ts in the list's order: the
 * order in which they register their routes and seed their data.
 */
import type { CallDefinition } from '../src/api/calls/define-call';
import type { Database } from './db/database';
import type { DerivedSql } from './db/migrate';
import type { PlatformDeps } from './deps';
import type { SpecialAudience } from './http/audience';
import type { Router } from './http/route';
import type { JobDefinition } from './jobs/job-queue';
import type { Merchant } from './merchants/merchants';

/** Stops work a module started when its routes were registered (a timer, a database listener). */
export type StopWork = () => Promise<void>;

export interface DemoSeedOptions {
  /** Days of money history the demo players and agents get (0: only their balance). */
  demoHistoryDays: number;
  /** Benchmark volume: about this many extra ledger postings for synthetic players (money/bulk-seed.ts). */
  bulkLedgerRows?: number;
  /** Benchmark volume: this many settled bets of the synthetic players (bet-seed/bulk-bets.ts). */
  bulkBets?: number;
}

/** What a seeder gets: every seeder is idempotent, so the platform runs them at every start. */
export interface SeedContext {
  db: Database;
  merchants: Merchant[];
  now: Date;
  demo: DemoSeedOptions;
}

export interface AreaModule {
  /** The area's folder name: how logs and the module list name it. */
  name: string;
  /**
   * The folder of the area's SQL migrations (NNNN_name.sql), applied with every other area's in number order
   * (db/migrate.ts): the tables the area owns are created and changed there.
   */
  migrations?: string;
  /** SQL the area builds from code (a trigger that follows a registry), applied after every migration (db/migrate.ts). */
  derivedSql?: DerivedSql[];
  /**
   * Calls of this area open to more than real members, or to agents only, where the default (http/audience.ts)
   * does not already say so. The route binder refuses everyone else before the handler runs.
   */
  audience?: ReadonlyArray<readonly [CallDefinition, SpecialAudience]>;
  /** Registers the member and public routes; answers how to stop work it started, if any. */
  // biome-ignore lint/suspicious/noConfusingVoidType: most registrations return nothing, so void is their type.
  routes?(router: Router, deps: PlatformDeps): void | Promise<StopWork>;
  /** Registers operator routes under /admin, behind the operator guard (admin/routes.ts). */
  adminRoutes?(router: Router, deps: PlatformDeps): void;
  /**
   * Periodic work, run on the job queue when the platform schedules jobs (the servers do, tests do not). It is
   * asked after every area registered its routes: a job may call the app's own routes through `router`.
   */
  jobs?(deps: PlatformDeps, router: Router): JobDefinition[];
  /** Data every mode needs (a catalogue, pages), seeded at every start. */
  seedReference?(context: SeedContext): Promise<void>;
  /** Demo data (accounts with published passwords, history), seeded in demo mode only, after all reference data. */
  seedDemo?(context: SeedContext): Promise<void>;
}
