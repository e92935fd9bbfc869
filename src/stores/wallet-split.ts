/**
 * One balance to play with at transfer-wallet merchants (the wallets call's isSingle false): the player's money
 * may sit in the main wallet and in vendor wallets, and the site shows it as one.
 *
 * - The header shows the total of every wallet: the main balance (kept live by $balance) plus what the vendor
 *   wallets hold ($walletSplit), with the split one tap away.
 * - Coming back to the site brings the money home: when the platform moves money with the game (autoTransfer),
 *   a page that finds money in a vendor wallet recalls it to the main wallet (the launch moved it there); the
 *   wallet page does not, as the player moves money there by hand.
 * - A "not enough balance" says where the money is instead (moneyElsewhere): "Rs 500 is in the JILI wallet".
 */
import { atom, computed } from 'nanostores';
import { isApiError } from '../api/api-error';
import type { ValueOf } from '../api/calls/define-call';
import { majorToMinor } from '../api/calls/money/amounts';
import { walletRecallCall, walletsCall } from '../api/calls/money/wallets';
import { api } from '../api/default-client';
import { splitLocalePath } from '../i18n/paths';
import { $balance, refreshBalance } from './balance';

type Wallets = ValueOf<typeof walletsCall>;

/** A wallet that holds money: '' is the main wallet. Minor units. */
export interface Holding {
  vendor: string;
  name: string;
  balance: number;
}

/** The vendor wallets that hold money (minor units); null at single-wallet merchants or before the first read. */
export const $walletSplit = atom<Holding[] | null>(null);

/**
 * What the header shows (major units): the main balance plus every vendor wallet's, or the main balance alone at
 * single-wallet merchants; null before the balance is known.
 */
export const $totalBalance = computed([$balance, $walletSplit], (balance, split): number | null => {
  if (balance.amount === null) return null;
  const elsewhere = (split ?? []).reduce((sum, holding) => sum + holding.balance, 0);
  return (majorToMinor(balance.amount) + elsewhere) / 100;
});

const holdingsOf = (wallets: Wallets): Holding[] => wallets.vendors.filter((vendor) => vendor.balance > 0);

const newKey = (): string => crypto.randomUUID().replaceAll('-', '');

let pending: Promise<void> | undefined;

/**
 * Reads the vendor wallets for the header. `comingBack`: the player has just come to a page of the site, so money a
 * launch moved into a vendor wallet comes back to the main one (only where the platform moves it by itself). A
 * failure keeps what was shown: the header then shows the main balance and the last split it knew.
 */
export function loadWalletSplit(comingBack = false): Promise<void> {
  pending ??= (async () => {
    try {
      const wallets = await api.call(walletsCall);
      if (wallets.isSingle) {
        $walletSplit.set(null);
        return;
      }
      const held = holdingsOf(wallets);
      if (comingBack && wallets.autoTransfer && held.length > 0) {
        await api.call(walletRecallCall, { body: { idempotencyKey: newKey() } });
        $walletSplit.set([]);
        await refreshBalance();
        return;
      }
      $walletSplit.set(held);
    } catch {
      // the header keeps the last split; the balance chip says when the balance itself fails
    } finally {
      pending = undefined;
    }
  })();
  return pending;
}

/** The wallet page, where the player moves money between wallets by hand. */
export const WALLET_PAGE = '/member/transferFund/';

/**
 * A page of the site has opened (`pathname`): the player has come back from any game, so the vendor wallets come
 * home, except on the wallet page, where a recall would undo the transfers the player is making there.
 */
export function arriveOnPage(pathname: string): Promise<void> {
  return loadWalletSplit(splitLocalePath(pathname)[1] !== WALLET_PAGE);
}

/**
 * Where the money is when a wallet refused for want of it (`error` insufficient_balance at a transfer-wallet
 * merchant): the fullest other wallet, or null when none holds any, the error is another, or the read fails.
 * `refused` is the wallet that said no: '' the main wallet (a stake, a transfer in), else a vendor's (a transfer
 * out of it).
 */
export async function moneyElsewhere(error: unknown, refused = ''): Promise<Holding | null> {
  if (!isApiError(error) || error.code !== 'insufficient_balance') return null;
  try {
    const wallets = await api.call(walletsCall);
    if (wallets.isSingle) return null;
    const all: Holding[] = [{ vendor: '', name: '', balance: wallets.main }, ...wallets.vendors];
    const others = all.filter((holding) => holding.vendor !== refused && holding.balance > 0);
    return others.sort((a, b) => b.balance - a.balance)[0] ?? null;
  } catch {
    return null;
  }
}
