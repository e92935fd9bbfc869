/**
 * Live contracts: while a member is signed in (under the merchant's agent policy), the `contracts` events of the
 * session event stream (session-events.ts) keep the consolidated contract info ($contractInfo) current, open the
 * contract overlay when a new offer or termination request arrives while the page is open, and count every change in
 * $contractsRevision, so whatever shows contracts (the overlay, the agent centre's contract pages) reads them again:
 * an agent sees a member's answer, a member an agent's offer, without a reload.
 */
import { atom } from 'nanostores';
import type { ConsolidatedInfo } from '../api/calls/member';
import { contractsEventData, SESSION_EVENTS } from '../api/calls/session-events';
import { showContractRequests } from './contract-overlay';
import { $contractInfo } from './session';
import { followSessionEvent } from './session-events';

/** Goes up with each contracts event (also the first of a stream, which may follow changes missed while away). */
export const $contractsRevision = atom(0);

const REQUEST_KINDS = ['dailysalreqtype', 'divtypereq', 'contracthoursalreq', 'realtimesalreqtype'] as const;

/** Whether `next` asks the member something `before` did not: a new offer, or a termination request. */
export function asksMore(before: ConsolidatedInfo, next: ConsolidatedInfo): boolean {
  return REQUEST_KINDS.some((kind) => next[kind] > 0 && next[kind] !== before[kind]);
}

function onEvent(data: unknown): void {
  const parsed = contractsEventData.safeParse(data);
  if (!parsed.success) return;
  const before = $contractInfo.get();
  $contractInfo.set(parsed.data);
  // Before the first consolidated answer, the session's own load opens the overlay (session.ts).
  if (before && asksMore(before, parsed.data)) showContractRequests(parsed.data);
  $contractsRevision.set($contractsRevision.get() + 1);
}

/** Follows the member's contracts while signed in; returns the stop. Several components may follow. */
export function followContracts(): () => void {
  return followSessionEvent(SESSION_EVENTS.contracts, onEvent);
}
