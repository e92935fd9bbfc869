/**
 * One studio game page's state and actions: the seed pair, the member's last rounds, the balance, the reels
 * before the first spin, playing a round (one
 * idempotency key per click, and never a second round while one is in flight), changing the client seed,
 * rotating the pair (which reveals the old server seed) and verifying a round in the browser.
 */
import { atom, map } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import type { ValueOf } from '../../../api/calls/define-call';
import type { ErrorValue } from '../../../api/calls/errors';
import type { DiceBet } from '../../../api/calls/studio/dice';
import { CLIENT_SEED_PATTERN } from '../../../api/calls/studio/fairness';
import type { StakeLimits, StudioGame } from '../../../api/calls/studio/games';
import { diceRollCall, slotSpinCall, studioBalanceCall } from '../../../api/calls/studio/play';
import type { StudioRound } from '../../../api/calls/studio/round';
import { studioRoundsCall, verifyRoundCall } from '../../../api/calls/studio/rounds';
import { rotateSeedCall, seedPairCall, setClientSeedCall } from '../../../api/calls/studio/seeds';
import { SLOT_REELS, SLOT_ROWS, type SlotSymbol } from '../../../api/calls/studio/slot-paytable';
import { api } from '../../../api/default-client';
import { showLimitReached } from '../../../stores/limit-reached';
import { type Holding, moneyElsewhere } from '../../../stores/wallet-split';
import { checkStake } from '../stake';
import { type BrowserVerdict, verifyInBrowser } from '../verify-round';

export type SeedPairs = ValueOf<typeof seedPairCall>;
export type RevealedPair = NonNullable<SeedPairs['previous']>;

/** Rounds the page lists (newest first). */
export const ROUNDS_SHOWN = 10;

export interface LoadState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  errorKey: string | null;
}

export interface PlayState {
  playing: boolean;
  lastRound: StudioRound | null;
  /**
   * The balance the game plays from (minor units): as the page opened, then right after each round; null only
   * until the page has loaded.
   */
  balance: number | null;
  /** Why the last round was refused (the platform's word), until the next attempt. */
  errorKey: string | null;
  /** After "not enough balance" at a transfer-wallet merchant: the wallet the money is in, if any. */
  elsewhere: Holding | null;
  /** What is wrong with the stake as typed at the last attempt (stake.ts), until the next attempt. */
  stakeErrorKey: string | null;
  /**
   * The player's own limit that refused the last round (platform `limit_reached`), until the next attempt: the page
   * names it and when it resets; the session's time ends the session.
   */
  limit?: ErrorValue<'limit_reached'> | null;
}

export interface SeedState {
  busy: boolean;
  errorKey: string | null;
  /** The pair revealed by this page's last rotation (or the last one before the page opened). */
  revealed: RevealedPair | null;
}

export type VerifyState =
  | { state: 'busy' }
  | { state: 'done'; verdict: BrowserVerdict }
  | { state: 'error'; errorKey: string };

export const $load = atom<LoadState>({ status: 'idle', errorKey: null });
export const $pair = atom<SeedPairs['current'] | null>(null);
export const $seedState = atom<SeedState>({ busy: false, errorKey: null, revealed: null });
export const $rounds = atom<StudioRound[]>([]);
export const $play = atom<PlayState>({
  playing: false,
  lastRound: null,
  balance: null,
  errorKey: null,
  elsewhere: null,
  stakeErrorKey: null,
});
export const $verify = map<Record<string, VerifyState>>({});

/** Seeds, rounds and the balance of `game`: called once the member is known. */
export async function loadStudio(game: StudioGame): Promise<void> {
  $load.set({ status: 'loading', errorKey: null });
  try {
    const [seeds, rounds, { balance }] = await Promise.all([
      api.call(seedPairCall, { query: { game } }),
      api.call(studioRoundsCall, { query: { game, page: 1, pageSize: ROUNDS_SHOWN } }),
      api.call(studioBalanceCall),
    ]);
    $pair.set(seeds.current);
    $seedState.set({ busy: false, errorKey: null, revealed: seeds.previous });
    $rounds.set(rounds.rows);
    // A round that answered meanwhile knows a newer balance than the one read with the page.
    if (!$play.get().lastRound) $play.set({ ...$play.get(), balance });
    $load.set({ status: 'ready', errorKey: null });
  } catch (error) {
    $load.set({ status: 'error', errorKey: errorMessageKey(error) });
  }
}

/**
 * The reels before this page's first spin: the member's last slot round, or else a fixed stop on each reel's
 * strip (real symbols, as a machine shows when it is switched on, not a line of equal rows).
 */
export function startGrid(rounds: readonly StudioRound[]): SlotSymbol[][] {
  const last = rounds.find((round) => round.outcome.game === 'slot');
  if (last?.outcome.game === 'slot') return last.outcome.base.grid;
  return SLOT_REELS.map((reel, index) => {
    const stop = START_STOPS[index] ?? 0;
    return Array.from({ length: SLOT_ROWS }, (_, row) => reel[(stop + row) % reel.length] as SlotSymbol);
  });
}

/** Where each reel stands before any spin: stops that show all eleven symbols and no winning line. */
export const START_STOPS = [1, 20, 6, 5, 3];

export type RoundRequest = { game: 'slot'; stake: number } | { game: 'dice'; stake: number; bet: DiceBet };

const newRoundKey = (): string => crypto.randomUUID().replaceAll('-', '');

/**
 * Plays one round. The in-flight flag is set before the request leaves, so a second click (or a double
 * click) while it runs sends nothing; each click that does play gets its own idempotency key.
 */
export async function playRound(request: RoundRequest): Promise<void> {
  if ($play.get().playing) return;
  $play.set({ ...$play.get(), playing: true, errorKey: null, elsewhere: null, stakeErrorKey: null, limit: null });
  const idempotencyKey = newRoundKey();
  try {
    const { round, balance } =
      request.game === 'slot'
        ? await api.call(slotSpinCall, { body: { stake: request.stake, idempotencyKey } })
        : await api.call(diceRollCall, { body: { stake: request.stake, ...request.bet, idempotencyKey } });
    $play.set({ playing: false, lastRound: round, balance, errorKey: null, elsewhere: null, stakeErrorKey: null });
    $rounds.set([round, ...$rounds.get().filter((row) => row.roundId !== round.roundId)].slice(0, ROUNDS_SHOWN));
    const pair = $pair.get();
    if (pair && pair.serverSeedHash === round.serverSeedHash) $pair.set({ ...pair, nonce: round.nonce + 1 });
  } catch (error) {
    const limit = isApiError(error) ? (error.detail('limit_reached') ?? null) : null;
    $play.set({ ...$play.get(), playing: false, errorKey: errorMessageKey(error), limit });
    // The session's end: the shared notice that signs out, the one the live stream opens too (stores/limit-reached.ts).
    if (limit?.kind === 'session') showLimitReached(error);
    // The studio stakes from the main wallet: say which wallet holds the money instead.
    const elsewhere = await moneyElsewhere(error);
    if (elsewhere && $play.get().errorKey && !$play.get().playing) $play.set({ ...$play.get(), elsewhere });
  }
}

/**
 * One press of the play button with the stake as typed: a new attempt, so the last attempt's messages (a refused
 * round, a wrong stake) go, whichever it was; a wrong stake is said alone, a good one resolves to its minor units.
 */
export function checkStakeAttempt(stakeText: string, limits: StakeLimits): number | null {
  if ($play.get().playing) return null;
  const stake = checkStake(stakeText, limits);
  $play.set({
    ...$play.get(),
    errorKey: null,
    elsewhere: null,
    stakeErrorKey: stake.ok ? null : stake.messageKey,
  });
  return stake.ok ? stake.minor : null;
}

async function seedCall(run: () => Promise<void>): Promise<void> {
  if ($seedState.get().busy) return;
  $seedState.set({ ...$seedState.get(), busy: true, errorKey: null });
  try {
    await run();
    $seedState.set({ ...$seedState.get(), busy: false });
  } catch (error) {
    $seedState.set({ ...$seedState.get(), busy: false, errorKey: errorMessageKey(error) });
  }
}

/** Sets the client seed of the current pair; a seed outside the pattern is refused before any request. */
export function saveClientSeed(game: StudioGame, clientSeed: string): Promise<void> {
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) {
    $seedState.set({ ...$seedState.get(), errorKey: 'errors.client_seed_invalid' });
    return Promise.resolve();
  }
  return seedCall(async () => {
    const { current } = await api.call(setClientSeedCall, { body: { game, clientSeed } });
    $pair.set(current);
  });
}

/** A new pair; the old server seed comes back in the clear, so its rounds can be verified. */
export function rotateSeeds(game: StudioGame): Promise<void> {
  return seedCall(async () => {
    const { current, revealed } = await api.call(rotateSeedCall, { body: { game } });
    $pair.set(current);
    $seedState.set({ ...$seedState.get(), revealed });
  });
}

/**
 * Verifies `round` in this browser (verify-round.ts). The server seed is the one this page saw revealed, or
 * else the verify call's: only the seed is taken from it, and the browser checks it against the hash shown
 * before the round. A round whose seed is still in use cannot be verified yet.
 */
export async function verifyRound(round: StudioRound): Promise<void> {
  if ($verify.get()[round.roundId]?.state === 'busy') return;
  if ($pair.get()?.serverSeedHash === round.serverSeedHash) {
    $verify.setKey(round.roundId, { state: 'error', errorKey: 'errors.seed_not_revealed' });
    return;
  }
  $verify.setKey(round.roundId, { state: 'busy' });
  try {
    const revealed = $seedState.get().revealed;
    const serverSeed =
      revealed?.serverSeedHash === round.serverSeedHash
        ? revealed.serverSeed
        : (await api.call(verifyRoundCall, { query: { roundId: round.roundId } })).serverSeed;
    $verify.setKey(round.roundId, { state: 'done', verdict: await verifyInBrowser(round, serverSeed) });
  } catch (error) {
    $verify.setKey(round.roundId, { state: 'error', errorKey: errorMessageKey(error) });
  }
}
