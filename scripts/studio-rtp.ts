/**
 * Return to player of the in-house games: plays ROUNDS rounds of each with the real engine (fixed seeds, nonces
 * 0…ROUNDS-1, so the figures repeat) and prints the measured return next to the exact value computed from the
 * paytable (platform/studio/theoretical-rtp.ts). Exits 1 when they differ by more than one percentage point.
 *
 *   npm run studio:rtp            # 1,000,000 rounds per game
 *   STUDIO_RTP_ROUNDS=100000 npm run studio:rtp
 */

import { playDice, playSlot } from '../platform/studio/engine';
import { diceTheory, slotTheory } from '../platform/studio/theoretical-rtp';
import { DICE_RETURN_BASIS, type DiceBet } from '../src/api/calls/studio/dice';
import { SLOT_LINES } from '../src/api/calls/studio/slot-paytable';

const ROUNDS = Number(process.env.STUDIO_RTP_ROUNDS) || 1_000_000;
const SERVER_SEED = 'a3f1c2e4b5d6978812aa34bc56de78f09a1b2c3d4e5f60718293a4b5c6d7e8f9';
const CLIENT_SEED = 'rtp-check';
const TOLERANCE = 0.01;

const percent = (value: number) => `${(value * 100).toFixed(3)}%`;

function measureSlot() {
  let paid = 0;
  let freeSpinRounds = 0;
  let biggest = 0;
  for (let nonce = 0; nonce < ROUNDS; nonce++) {
    const round = playSlot(SERVER_SEED, CLIENT_SEED, nonce);
    const perStake = round.totalLineBets / SLOT_LINES.length;
    paid += perStake;
    if (round.freeSpins.length) freeSpinRounds++;
    if (perStake > biggest) biggest = perStake;
  }
  return { rtp: paid / ROUNDS, freeSpinRate: freeSpinRounds / ROUNDS, biggest };
}

/** Dice with the bet cycling over a spread of chances (2%-98%, both sides), each played in turn. */
function measureDice() {
  const bets: DiceBet[] = [
    { side: 'under', target: 5000 },
    { side: 'over', target: 4999 },
    { side: 'under', target: 200 },
    { side: 'over', target: 9000 },
    { side: 'under', target: 9800 },
    { side: 'over', target: 2499 },
  ];
  let paid = 0;
  for (let nonce = 0; nonce < ROUNDS; nonce++) {
    const outcome = playDice(SERVER_SEED, CLIENT_SEED, nonce, bets[nonce % bets.length] as DiceBet);
    if (outcome.won) paid += DICE_RETURN_BASIS / outcome.winning;
  }
  return { rtp: paid / ROUNDS };
}

const started = performance.now();
const slotExact = slotTheory();
const slot = measureSlot();
const diceExact = diceTheory();
const dice = measureDice();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const rows = [
  { game: 'slot', exact: slotExact.rtp, measured: slot.rtp },
  { game: 'dice', exact: diceExact, measured: dice.rtp },
];
console.log(`In-house games, ${ROUNDS.toLocaleString('en')} rounds each (${seconds} s)`);
for (const { game, exact, measured } of rows) {
  console.log(
    `  ${game.padEnd(5)} theoretical ${percent(exact)}  measured ${percent(measured)}  difference ${((measured - exact) * 100).toFixed(3)} points`,
  );
}
console.log(
  `  slot detail: lines ${percent(slotExact.linePay)}, scatters ${percent(slotExact.scatterPay)}, ` +
    `free spins every ${(1 / slotExact.freeSpinChance).toFixed(1)} spins in theory (measured ${(1 / slot.freeSpinRate).toFixed(1)}), ` +
    `biggest round ${slot.biggest.toFixed(1)}× stake`,
);
const off = rows.filter(({ exact, measured }) => Math.abs(measured - exact) > TOLERANCE);
if (off.length) {
  console.error(`RTP off by more than ${TOLERANCE * 100} point(s): ${off.map((row) => row.game).join(', ')}`);
  process.exit(1);
}
