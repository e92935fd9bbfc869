// @vitest-environment node
/**
 * The in-house studio over HTTP, on PGlite and PostgreSQL: seed pairs, slot spins and dice rolls that move
 * real money through the ledger (stake and win, a bet row, the balance), a double click that takes one
 * stake, refusals with their codes, verification after rotation. The ledger check stays green after each.
 */
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { playDice, playSlot } from '../../../platform/studio/engine';
import { transactionHistoryCall } from '../../../src/api/calls/money/account-record';
import { SESSION_EVENTS_PATH } from '../../../src/api/calls/session-events';
import { diceRollCall, slotSpinCall } from '../../../src/api/calls/studio/play';
import { studioRoundsCall, verifyRoundCall } from '../../../src/api/calls/studio/rounds';
import { rotateSeedCall, seedPairCall, setClientSeedCall } from '../../../src/api/calls/studio/seeds';
import { SLOT_LINES } from '../../../src/api/calls/studio/slot-paytable';
import { describeEachDatabase } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key, walletsOf } from './studio-players';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describeEachDatabase('studio: real-money rounds', (platform) => {
  it('shows the server seed hash before play, takes a client seed, refuses odd ones with client_seed_invalid', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 0);
    const first = await p.call(seedPairCall, { token: player.token, query: { game: 'slot' } });
    expect(first.status).toBe(200);
    expect(first.value.current).toMatchObject({ game: 'slot', nonce: 0 });
    expect(first.value.current.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.value.previous).toBeNull();
    const again = await p.call(seedPairCall, { token: player.token, query: { game: 'slot' } });
    expect(again.value.current).toEqual(first.value.current);

    const set = await p.call(setClientSeedCall, {
      token: player.token,
      body: { game: 'slot', clientSeed: 'my-Lucky_7' },
    });
    expect(set.value.current).toMatchObject({
      clientSeed: 'my-Lucky_7',
      serverSeedHash: first.value.current.serverSeedHash,
    });

    for (const clientSeed of ['', 'has space', 'naïve', 'semi;colon', '<script>', 'x'.repeat(33)]) {
      const refused = await p.call(setClientSeedCall, { token: player.token, body: { game: 'slot', clientSeed } });
      expect([refused.status, refused.json.code], clientSeed).toEqual([400, 'client_seed_invalid']);
    }
    const rotateOdd = await p.call(rotateSeedCall, { token: player.token, body: { game: 'dice', clientSeed: 'a/b' } });
    expect([rotateOdd.status, rotateOdd.json.code]).toEqual([400, 'client_seed_invalid']);
    const kept = await p.call(seedPairCall, { token: player.token, query: { game: 'slot' } });
    expect(kept.value.current.clientSeed).toBe('my-Lucky_7');
  });

  it('a slot spin debits the stake and credits the win in the ledger, with a bet row, from the seeded result', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 100_000);
    const pair = (await p.call(seedPairCall, { token: player.token, query: { game: 'slot' } })).value.current;
    let balance = 100_000;
    const played = [];
    for (let i = 0; i < 12; i++) {
      const res = await p.call(slotSpinCall, { token: player.token, body: { stake: 1_000, idempotencyKey: key() } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const { round } = res.value;
      expect(round).toMatchObject({ game: 'slot', stake: 1_000, nonce: i, clientSeed: pair.clientSeed });
      expect(round.serverSeedHash).toBe(pair.serverSeedHash);
      expect(round.outcome.game).toBe('slot');
      if (round.outcome.game === 'slot') {
        expect(round.win).toBe(Math.floor((1_000 * round.outcome.totalLineBets) / SLOT_LINES.length));
      }
      balance += round.win - round.stake;
      expect(res.value.balance).toBe(balance);
      played.push(round);
    }
    expect((await walletsOf(p, player)).main).toBe(balance);

    const listed = await p.call(studioRoundsCall, { token: player.token, query: { game: 'slot', pageSize: 50 } });
    expect(listed.value.total).toBe(12);
    expect(listed.value.rows.map((r) => r.roundId)).toEqual(played.map((r) => r.roundId).reverse());
    expect(listed.value.rows[0]).toEqual(played.at(-1));

    // The account record shows each round's stake (and win, when it won) from the ledger.
    const now = Date.now();
    const record = await p.call(transactionHistoryCall, {
      token: player.token,
      query: {
        from: new Date(now - 3_600_000).toISOString(),
        to: new Date(now + 3_600_000).toISOString(),
        kinds: 'bet,win',
        pageSize: 100,
      },
    });
    const stakes = record.value.rows.filter((r) => r.kind === 'bet');
    const wins = record.value.rows.filter((r) => r.kind === 'win');
    expect(stakes).toHaveLength(12);
    expect(stakes.every((r) => r.amount === -1_000)).toBe(true);
    expect(wins.reduce((sum, r) => sum + r.amount, 0)).toBe(played.reduce((sum, r) => sum + r.win, 0));
    expect(wins).toHaveLength(played.filter((r) => r.win > 0).length);
    // Each stake names its round's game, so the record reads "Slots · Lucky Five", not "round:<id>".
    expect(stakes.map((r) => r.game)).toEqual(
      stakes.map(() => ({ vendor: 'INHOUSE', gameType: 'RNG', gameCode: 'slot', gameName: null })),
    );

    // Rotation reveals the seed the rounds used: it hashes to what was shown and replays every round.
    const rotated = await p.call(rotateSeedCall, { token: player.token, body: { game: 'slot' } });
    expect(rotated.value.revealed).toMatchObject({ serverSeedHash: pair.serverSeedHash, rounds: 12 });
    expect(sha256(rotated.value.revealed.serverSeed)).toBe(pair.serverSeedHash);
    expect(rotated.value.current.serverSeedHash).not.toBe(pair.serverSeedHash);
    expect(rotated.value.current.nonce).toBe(0);
    for (const round of played) {
      const replay = playSlot(rotated.value.revealed.serverSeed, round.clientSeed, round.nonce);
      expect({ game: 'slot', ...replay }).toEqual(round.outcome);
    }
    await expectLedgerBalanced(p);
  });

  it('verify: refused while the seed is in use, then recomputes the round from the revealed seed', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 50_000);
    await p.call(rotateSeedCall, { token: player.token, body: { game: 'dice', clientSeed: 'verify-me' } });
    const rolled = await p.call(diceRollCall, {
      token: player.token,
      body: { stake: 500, side: 'under', target: 5_000, idempotencyKey: key() },
    });
    expect(rolled.status, JSON.stringify(rolled.json)).toBe(200);
    const { round } = rolled.value;
    expect(round).toMatchObject({ clientSeed: 'verify-me', nonce: 0 });

    const early = await p.call(verifyRoundCall, { token: player.token, query: { roundId: round.roundId } });
    expect([early.status, early.json.code]).toEqual([409, 'seed_not_revealed']);

    await p.call(rotateSeedCall, { token: player.token, body: { game: 'dice' } });
    const verified = await p.call(verifyRoundCall, { token: player.token, query: { roundId: round.roundId } });
    expect(verified.status).toBe(200);
    expect(verified.value).toMatchObject({ hashMatches: true, outcomeMatches: true, round });
    expect(verified.value.replayed).toEqual(round.outcome);
    const seeds = await p.call(seedPairCall, { token: player.token, query: { game: 'dice' } });
    expect(seeds.value.previous?.serverSeed).toBe(verified.value.serverSeed);

    const other = await fundedPlayer(p, 0);
    const foreign = await p.call(verifyRoundCall, { token: other.token, query: { roundId: round.roundId } });
    expect([foreign.status, foreign.json.code]).toEqual([404, 'not_found']);
    const unknown = await p.call(verifyRoundCall, {
      token: player.token,
      query: { roundId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('a dice roll pays stake × 9,600 / winning outcomes when it wins, nothing when it loses', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 200_000);
    let balance = 200_000;
    const played = [];
    for (let i = 0; i < 10; i++) {
      const bet = i % 2 ? ({ side: 'over', target: 2_499 } as const) : ({ side: 'under', target: 2_000 } as const);
      const res = await p.call(diceRollCall, {
        token: player.token,
        body: { stake: 1_000, ...bet, idempotencyKey: key() },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const { round } = res.value;
      const winning = bet.side === 'under' ? 2_000 : 7_500;
      expect(round.outcome).toMatchObject({ game: 'dice', ...bet, winning });
      if (round.outcome.game === 'dice') {
        expect(round.win).toBe(round.outcome.won ? Math.floor((1_000 * 9_600) / winning) : 0);
        expect(round.outcome.won).toBe(bet.side === 'under' ? round.outcome.roll < 2_000 : round.outcome.roll > 2_499);
      }
      balance += round.win - 1_000;
      expect(res.value.balance).toBe(balance);
      played.push({ round, bet });
    }
    const { revealed } = (await p.call(rotateSeedCall, { token: player.token, body: { game: 'dice' } })).value;
    for (const { round, bet } of played) {
      expect(round.outcome).toEqual({
        game: 'dice',
        ...bet,
        ...playDice(revealed.serverSeed, round.clientSeed, round.nonce, bet),
      });
    }
    await expectLedgerBalanced(p);
  });

  it('the live balance stream follows each round: the stake, then the win', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 30_000);
    const res = await p.platform.app.request(SESSION_EVENTS_PATH, {
      headers: { authorization: `Bearer ${player.token}`, host: 'bangladesh.localhost' },
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextBalance = async (): Promise<number> => {
      for (;;) {
        const match = buffer.match(/event: balance\ndata: (.*)\n\n/);
        if (match) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          return (JSON.parse(match[1] as string) as { balance: number }).balance;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    // On PostgreSQL the funding's own notification may arrive after the stream's first snapshot: a repeat of
    // the balance already shown is no news, so the next change is what each step waits for.
    let shown = 0;
    const nextChange = async (): Promise<number> => {
      for (;;) {
        const balance = await nextBalance();
        if (balance !== shown) {
          shown = balance;
          return balance;
        }
      }
    };
    try {
      expect(await nextChange()).toBe(300);
      let balance = 30_000;
      for (let i = 0; i < 5; i++) {
        const spin = await p.call(slotSpinCall, { token: player.token, body: { stake: 1_000, idempotencyKey: key() } });
        const { round } = spin.value;
        balance -= round.stake;
        // The stream carries major units.
        expect(await nextChange()).toBe(balance / 100);
        if (round.win > 0) {
          balance += round.win;
          expect(await nextChange()).toBe(balance / 100);
        }
        expect(spin.value.balance).toBe(balance);
      }
    } finally {
      await reader.cancel();
    }
  });
});
