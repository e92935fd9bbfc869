/**
 * What every area of the platform is handed when it registers its routes (`registerXRoutes(router, deps)`).
 * Nothing else is global: two platforms in one process (tests) never share state.
 */
import type { MovableClock } from './core/movable-clock';
import type { PlatformMode } from './core/platform-settings';
import type { Database } from './db/database';
import type { MerchantRegistry } from './merchants/merchants';
import type { MessageSender } from './messaging/message-sender';
import type { PlatformSecrets } from './security/secrets';

export interface PlatformConfig {
  /**
   * demo: demo accounts, the sandbox payment provider and the vendor simulator are seeded and mounted; production:
   * none of them (core/platform-settings.ts). Areas with a demo part mount it only in demo.
   */
  mode: PlatformMode;
  /**
   * Browser tests only (PLATFORM_SETTLE_AHEAD=1): the operator's settle calls may settle a period that has not
   * ended yet, as if its end had come, so a test need not wait for a 5-minute window to close.
   */
  settleAhead?: boolean;
  /** Read the client IP from X-Forwarded-For (and the country from CF-IPCountry/X-Country-Code). */
  trustProxy: boolean;
  /** Bearer token of the /admin API; the API is not mounted without one. */
  adminToken: string | undefined;
  /** Host names the operator page and the /admin API answer on, and only there (admin/operator-host.ts). */
  operatorHosts: readonly string[];
  /**
   * Proof-of-work of the bot check: PBKDF2 iterations per attempt and the range the secret counter is drawn
   * from (the browser tries counters from 0 up). Work grows with cost × counter; tests make it trivial.
   */
  botCheck: { cost: number; counterMin: number; counterMax: number };
  /** Sign-in attempts one IP may make per minute (a load test from one machine raises it). */
  loginsPerIpPerMinute: number;
  /** Registrations one IP may make per hour (a browser suite registering from one machine raises it). */
  registrationsPerIpPerHour: number;
  /** Captcha images one IP may fetch per minute (a browser suite opening sign-in dialogs from one machine raises it). */
  captchasPerIpPerMinute: number;
  /** Makes captcha answers (tests pass a fixed one); default 4 random digits. */
  captchaCode: () => string;
}

export interface PlatformDeps {
  db: Database;
  merchants: MerchantRegistry;
  /** SMS and e-mail delivery; by default the outbox table (read through GET /admin/outbox). */
  messages: MessageSender;
  /** The time, injectable so tests can move it; use it instead of Date.now() for every rule with a clock. */
  clock: () => Date;
  /**
   * Browser tests only (PLATFORM_TEST_CLOCK=1, demo): `clock` is this one, which the operator's test-clock call moves
   * ahead; absent everywhere else.
   */
  testClock?: MovableClock;
  config: PlatformConfig;
  secrets: PlatformSecrets;
}
