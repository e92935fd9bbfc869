// @vitest-environment node
/**
 * The money follows the game at a transfer-wallet merchant (Pakistan's INDUS_PK): opening a vendor's game moves
 * the whole balance into that vendor's wallet, opening another vendor's game moves it on, opening a studio game
 * brings it all back to the main wallet the studio plays from. One ledger movement per transfer, none when there
 * is nothing to move, money conserved under two launches at once; the operator's setting turns it off, and a
 * single-wallet merchant never moves anything. The ledger check stays green after each.
 */
import { expect, it } from 'vitest';
import { adminWalletSettingsCall } from '../../src/api/calls/admin';
import { launchGameCall } from '../../src/api/calls/games/launch';
import { gameListCall } from '../../src/api/calls/games/lobby';
import { transactionHistoryCall } from '../../src/api/calls/money/account-record';
import { walletRecallCall } from '../../src/api/calls/money/wallets';
import { slotSpinCall } from '../../src/api/calls/studio/play';
import { describeEachDatabase, MERCHANT, OTHER_MERCHANT, type TestPlatform } from './harness';
import { expectLedgerBalanced, fundedPlayer, key, type Player, walletsOf } from './studio/studio-players';
import { callback, launchTicket } from './vendors/vendor-calls';

const FUNDS = 50_000;

/** The wallets of the player that hold money, by vendor ('' is the main wallet). */
async function holdings(p: TestPlatform, player: Player): Promise<Record<string, number>> {
  const wallets = await walletsOf(p, player);
  const held: Record<string, number> = {};
  if (wallets.main !== 0) held[''] = wallets.main;
  for (const { vendor, balance } of wallets.vendors) if (balance !== 0) held[vendor] = balance;
  return held;
}

/** The vendor transfers of the player's main wallet, oldest first: [kind, amount]. */
async function transfersOf(p: TestPlatform, player: Player): Promise<[string, number][]> {
  const now = Date.now();
  const res = await p.call(transactionHistoryCall, {
    token: player.token,
    merchant: player.merchant,
    query: {
      kinds: 'vendor_transfer_in,vendor_transfer_out',
      from: new Date(now - 86_400_000).toISOString(),
      to: new Date(now + 86_400_000).toISOString(),
      page: 1,
      pageSize: 100,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value.rows
    .filter((row) => row.vendor === '')
    .sort((a, b) => a.id - b.id)
    .map((row) => [row.kind, row.amount]);
}

/** Opens the studio's slot (Lucky Five, an INHOUSE title) and answers the page it opens at. */
async function launchStudioSlot(p: TestPlatform, player: Player): Promise<string> {
  const list = await p.call(gameListCall, {
    token: player.token,
    merchant: player.merchant,
    query: { gameType: 'RNG', vassalage: 'INHOUSE', pageSize: 100 },
  });
  const slot = list.value.games.find((game) => game.displayName === 'Lucky Five');
  expect(slot).toBeDefined();
  const res = await p.call(launchGameCall, {
    token: player.token,
    merchant: player.merchant,
    body: { nodeId: slot?.nodeId as number },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value.url;
}

describeEachDatabase('money follows the game at transfer-wallet merchants', (platform) => {
  it('a vendor launch moves the whole balance into its wallet, once; the game sees it', async () => {
    const p = platform();
    const player = await fundedPlayer(p, FUNDS, OTHER_MERCHANT);
    expect((await walletsOf(p, player)).autoTransfer).toBe(true);

    const ticket = await launchTicket(p, player, 'JL', 'RNG');
    expect(await holdings(p, player)).toEqual({ JL: FUNDS });
    const seen = await callback(p, 'balance', { token: ticket }, { merchant: OTHER_MERCHANT });
    expect(seen.body.value?.balance).toBe(FUNDS);

    // Opening the same vendor again finds the money there and moves nothing.
    await launchTicket(p, player, 'JL', 'RNG');
    expect(await holdings(p, player)).toEqual({ JL: FUNDS });
    expect(await transfersOf(p, player)).toEqual([['vendor_transfer_in', -FUNDS]]);
    await expectLedgerBalanced(p, OTHER_MERCHANT);
  });

  it("another vendor's game takes the money on; a studio game and the recall bring it back to main", async () => {
    const p = platform();
    const player = await fundedPlayer(p, FUNDS, OTHER_MERCHANT);
    await launchTicket(p, player, 'JL', 'RNG');
    await launchTicket(p, player, 'PG', 'RNG');
    expect(await holdings(p, player)).toEqual({ PG: FUNDS });

    expect(await launchStudioSlot(p, player)).toBe('/studio/slot/');
    expect(await holdings(p, player)).toEqual({ '': FUNDS });
    expect(await transfersOf(p, player)).toEqual([
      ['vendor_transfer_in', -FUNDS],
      ['vendor_transfer_out', FUNDS],
      ['vendor_transfer_in', -FUNDS],
      ['vendor_transfer_out', FUNDS],
    ]);

    // The studio stakes from the main wallet.
    const spin = await p.call(slotSpinCall, {
      token: player.token,
      merchant: OTHER_MERCHANT,
      body: { stake: 1_000, idempotencyKey: key() },
    });
    expect(spin.status, JSON.stringify(spin.json)).toBe(200);
    const afterSpin = FUNDS - 1_000 + spin.value.round.win;
    expect(spin.value.balance).toBe(afterSpin);
    expect(await holdings(p, player)).toEqual({ '': afterSpin });

    // Coming back to the site: the site's recall brings a vendor's balance back, each wallet in one movement.
    await launchTicket(p, player, 'PG', 'RNG');
    const recalled = await p.call(walletRecallCall, {
      token: player.token,
      merchant: OTHER_MERCHANT,
      body: { idempotencyKey: key() },
    });
    expect(recalled.value).toEqual({ main: afterSpin, recalled: afterSpin });
    expect(await holdings(p, player)).toEqual({ '': afterSpin });
    await expectLedgerBalanced(p, OTHER_MERCHANT);
  });

  it('two launches at once leave the whole balance in one wallet, never less, never negative', async () => {
    const p = platform();
    const player = await fundedPlayer(p, FUNDS, OTHER_MERCHANT);
    await launchTicket(p, player, 'FC', 'RNG');
    const vendors = ['JL', 'PG', 'JDB', 'CQ9'];
    await Promise.all(vendors.map((vendor) => launchTicket(p, player, vendor, 'RNG')));
    const held = await holdings(p, player);
    expect(Object.values(held)).toEqual([FUNDS]);
    expect(vendors).toContain(Object.keys(held)[0]);
    await expectLedgerBalanced(p, OTHER_MERCHANT);
  });

  it('with nothing to move a launch posts nothing', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 0, OTHER_MERCHANT);
    await launchTicket(p, player, 'JL', 'RNG');
    await launchStudioSlot(p, player);
    expect(await holdings(p, player)).toEqual({});
    expect(await transfersOf(p, player)).toEqual([]);
  });

  it("the operator's setting off leaves the money where the player put it", async () => {
    const p = platform();
    const off = await p.admin(adminWalletSettingsCall, { body: { merchantCode: OTHER_MERCHANT, autoTransfer: false } });
    expect(off.value).toEqual({ singleWallet: false, autoTransfer: false });
    try {
      const player = await fundedPlayer(p, FUNDS, OTHER_MERCHANT);
      expect((await walletsOf(p, player)).autoTransfer).toBe(false);
      const ticket = await launchTicket(p, player, 'JL', 'RNG');
      await launchStudioSlot(p, player);
      expect(await holdings(p, player)).toEqual({ '': FUNDS });
      expect((await callback(p, 'balance', { token: ticket }, { merchant: OTHER_MERCHANT })).body.value?.balance).toBe(
        0,
      );
      expect(await transfersOf(p, player)).toEqual([]);
    } finally {
      await p.admin(adminWalletSettingsCall, { body: { merchantCode: OTHER_MERCHANT, autoTransfer: true } });
    }
  });

  it('a single-wallet merchant moves nothing: every game plays from the one balance', async () => {
    const p = platform();
    const player = await fundedPlayer(p, FUNDS, MERCHANT);
    const wallets = await walletsOf(p, player);
    expect([wallets.isSingle, wallets.autoTransfer]).toEqual([true, false]);
    const ticket = await launchTicket(p, player, 'JL', 'RNG');
    await launchStudioSlot(p, player);
    expect(await holdings(p, player)).toEqual({ '': FUNDS });
    expect((await callback(p, 'balance', { token: ticket }, { merchant: MERCHANT })).body.value?.balance).toBe(FUNDS);
    expect(await transfersOf(p, player)).toEqual([]);
    await expectLedgerBalanced(p, MERCHANT);
  });
});
