/**
 * The in-house studio area: provably fair seed pairs, real-money slot spins and dice rolls, the member's
 * rounds and the verify call. Every call is a member's (trial users are refused by the route binder's
 * default audience: they cannot play real games). Calls: src/api/calls/studio/.
 */
import { type StudioGame, stakeLimits } from '../../src/api/calls/studio/games';
import { diceRollCall, slotSpinCall, studioBalanceCall } from '../../src/api/calls/studio/play';
import { studioRoundsCall, verifyRoundCall } from '../../src/api/calls/studio/rounds';
import { rotateSeedCall, seedPairCall, setClientSeedCall } from '../../src/api/calls/studio/seeds';
import { notFound, PlatformError } from '../core/platform-error';
import type { WinFollower } from '../core/settled-wins';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { idempotent } from '../ledger/idempotent';
import type { Merchant } from '../merchants/merchants';
import { limitReached, recordingRefusals, stakeLimitBreach } from '../responsible-gaming';
import { diceOutcome, slotOutcome } from './outcomes';
import { playBalance } from './play-account';
import { playRound, type RoundInput } from './play-round';
import { memberRound, memberRounds } from './round-queries';
import { playRoundInOneStatement } from './round-statement';
import { forgetSeed } from './seed-cache';
import {
  activeSeed,
  checkClientSeed,
  lastRevealed,
  memberSeed,
  rotateSeed,
  type SeedRow,
  setClientSeed,
} from './seeds';
import { verifyRound } from './verify';

const pairOut = (seed: SeedRow) => ({
  game: seed.game,
  serverSeedHash: seed.server_seed_hash,
  clientSeed: seed.client_seed,
  nonce: seed.next_nonce,
});

const revealedOut = (seed: SeedRow) => ({
  game: seed.game,
  serverSeed: seed.server_seed,
  serverSeedHash: seed.server_seed_hash,
  clientSeed: seed.client_seed,
  rounds: seed.next_nonce,
  revealedAt: (seed.revealed_at as Date).toISOString(),
});

function checkStake(merchant: Merchant, stake: number): void {
  const limits = stakeLimits(merchant.tenant.currency);
  if (stake < limits.min || stake > limits.max) {
    throw new PlatformError(400, 'stake_out_of_range', `the stake must be ${limits.min}-${limits.max}`, limits);
  }
}

export function registerStudioRoutes(router: Router, deps: PlatformDeps, followers: readonly WinFollower[]): void {
  const { db, clock } = deps;

  router.route(seedPairCall, async ({ query, requireMember }) => {
    const memberId = requireMember().id;
    const current = await activeSeed(db, memberId, query.game, clock());
    const previous = await lastRevealed(db, memberId, query.game);
    return { current: pairOut(current), previous: previous ? revealedOut(previous) : null };
  });

  router.route(setClientSeedCall, async ({ body, requireMember }) => {
    const clientSeed = checkClientSeed(body.clientSeed);
    const memberId = requireMember().id;
    const current = await setClientSeed(db, memberId, body.game, clientSeed, clock());
    forgetSeed(db, memberId, body.game);
    return { current: pairOut(current) };
  });

  router.route(rotateSeedCall, async ({ body, requireMember }) => {
    const clientSeed = body.clientSeed === undefined ? undefined : checkClientSeed(body.clientSeed);
    const memberId = requireMember().id;
    const { revealed, current } = await rotateSeed(db, memberId, body.game, clientSeed, clock());
    forgetSeed(db, memberId, body.game);
    return { current: pairOut(current), revealed: revealedOut(revealed) };
  });

  /**
   * Runs one round once per idempotency key of the member (a double click plays and pays one round). A player
   * without limits of their own plays it in one statement (round-statement.ts); one with limits (session time,
   * loss, wager) in a transaction that checks them under their locks, as does a win a follower records.
   */
  async function round(
    merchant: Merchant,
    member: { id: number; sessionId: string; hasLimits?: boolean },
    call: string,
    body: { stake: number; idempotencyKey: string },
    game: StudioGame,
    play: RoundInput['play'],
  ) {
    checkStake(merchant, body.stake);
    const scope = `member:${member.id}`;
    const input = (now: Date) => ({ merchant, memberId: member.id, game, stake: body.stake, now, play, followers });
    // A refusal by a limit rolls the round's transaction back: it is recorded after it (the operator's risk list).
    const who = { merchantCode: merchant.code, memberId: member.id, requestKey: `${call}:${body.idempotencyKey}` };
    return recordingRefusals(db, who, 'stake', clock(), async () => {
      if (member.hasLimits === false) {
        const played = await playRoundInOneStatement(db, input(clock()), { scope, call, body });
        if (played) return played;
      }
      return idempotent(db, scope, call, body, clock(), async (tx, tools) => {
        const now = clock();
        const breach = await stakeLimitBreach(tx, merchant, member, body.stake, now);
        if (breach) throw limitReached(breach);
        return playRound(tx, input(now), tools);
      });
    });
  }

  router.route(slotSpinCall, ({ merchant, body, requireMember }) =>
    round(merchant, requireMember(), slotSpinCall.path, body, 'slot', (serverSeed, clientSeed, nonce) =>
      slotOutcome(serverSeed, clientSeed, nonce, body.stake),
    ),
  );

  router.route(diceRollCall, ({ merchant, body, requireMember }) =>
    round(merchant, requireMember(), diceRollCall.path, body, 'dice', (serverSeed, clientSeed, nonce) =>
      diceOutcome(serverSeed, clientSeed, nonce, body.stake, { side: body.side, target: body.target }),
    ),
  );

  router.route(studioBalanceCall, async ({ merchant, requireMember }) => {
    return { balance: await playBalance(db, merchant, requireMember().id) };
  });

  router.route(studioRoundsCall, async ({ query, requireMember }) => {
    const { rows, total } = await memberRounds(db, requireMember().id, query.game, query.page, query.pageSize);
    return { rows, page: query.page, pageSize: query.pageSize, total };
  });

  router.route(verifyRoundCall, async ({ query, requireMember }) => {
    const memberId = requireMember().id;
    const found = await memberRound(db, memberId, query.roundId);
    if (!found) throw notFound('no such round');
    const seed = await memberSeed(db, found.seedId, memberId);
    if (!seed) throw notFound('no such round');
    if (!seed.revealed_at) {
      throw new PlatformError(409, 'seed_not_revealed', "the round's server seed is still in use: rotate it first");
    }
    return { round: found.round, serverSeed: seed.server_seed, ...verifyRound(found.round, seed.server_seed) };
  });
}
