/**
 * Made-up client addresses for the browser tests. The e2e platform runs with its real per-IP limits (30 sign-ins and
 * 30 captcha images a minute, 20 registrations and 20 free-play accounts an hour: platform/accounts/policy.ts) and
 * trusts X-Forwarded-For (TRUST_PROXY=1). So the suite speaks as real traffic would, many players on many devices:
 * each test's browser has an address of its own (the `clientIp` fixture), and so has each registration or free-play
 * start made from Node (sign-in.ts `apiFor`, money.ts `freshPlayer`). Only sign-ins of existing accounts from Node
 * stay on this machine's address (sign-in.ts `signIn` explains why, and how it keeps under the 30 a minute).
 *
 * Addresses are 10.<20 + worker index>.<n / 250>.<1 + n % 250>: the worker index keeps the two workers (and a
 * worker restarted after a failure) apart; n counts up from a random start, so a second run against a server that
 * is still up (outside CI the config reuses one) almost never meets the first run's counts on the same addresses.
 * Other made-up addresses in the suite (auth-login.spec.ts: 203.0.113.x, 198.51.100.77) lie outside 10/8.
 */
import { randomInt } from 'node:crypto';

const SLOTS = 250 * 250;
const WORKER = Number(process.env.TEST_WORKER_INDEX ?? 0) % 200;
let next = randomInt(SLOTS);

/** A client address no other test or helper of this run has used. */
export function newClientAddress(): string {
  const n = next++ % SLOTS;
  return `10.${20 + WORKER}.${Math.floor(n / 250)}.${1 + (n % 250)}`;
}
