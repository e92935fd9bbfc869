/**
 * Verifying a round in the player's own browser, trusting nothing the platform says about it: the revealed
 * server seed must hash (SHA-256, WebCrypto) to the hash the player was shown before the round, and the round
 * played again from HMAC-SHA256(seed, clientSeed:nonce) through the API's pure mappings (the same ones
 * the platform plays with) must give the recorded reels or roll and the recorded win.
 */
import { diceOutcome, diceWin } from '../../api/calls/studio/dice';
import { freeSpinMessage, roundMessage } from '../../api/calls/studio/fairness';
import type { StudioRound } from '../../api/calls/studio/round';
import { freeSpinCount, slotRound, slotSpin, slotWin } from '../../api/calls/studio/slot-outcome';

export interface BrowserVerdict {
  /** sha256(serverSeed) is the hash shown before the round. */
  hashMatches: boolean;
  /** The replay gives the recorded outcome and win. */
  outcomeMatches: boolean;
}

const encoder = new TextEncoder();

const toHex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  return toHex(await subtle.digest('SHA-256', encoder.encode(text)));
}

/** HMAC-SHA256 with the server seed's text as the key, as the platform computes it. */
async function digester(serverSeed: string, subtle: SubtleCrypto) {
  const key = await subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return async (message: string) => new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(message)));
}

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

export async function verifyInBrowser(
  round: StudioRound,
  serverSeed: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<BrowserVerdict> {
  const hashMatches = (await sha256Hex(serverSeed, subtle)) === round.serverSeedHash;
  const digest = await digester(serverSeed, subtle);
  const base = await digest(roundMessage(round.clientSeed, round.nonce));
  const recorded = round.outcome;
  if (recorded.game === 'dice') {
    const replayed = diceOutcome(base, { side: recorded.side, target: recorded.target });
    const outcomeMatches =
      replayed.roll === recorded.roll && replayed.won === recorded.won && diceWin(round.stake, replayed) === round.win;
    return { hashMatches, outcomeMatches };
  }
  const free = await Promise.all(
    Array.from({ length: freeSpinCount(slotSpin(base)) }, (_, i) =>
      digest(freeSpinMessage(round.clientSeed, round.nonce, i + 1)),
    ),
  );
  const replayed = slotRound(base, free);
  const outcomeMatches =
    sameNumbers(replayed.base.stops, recorded.base.stops) &&
    replayed.freeSpins.length === recorded.freeSpins.length &&
    replayed.freeSpins.every((spin, i) => sameNumbers(spin.stops, recorded.freeSpins[i]?.stops ?? [])) &&
    replayed.totalLineBets === recorded.totalLineBets &&
    slotWin(round.stake, replayed) === round.win;
  return { hashMatches, outcomeMatches };
}
