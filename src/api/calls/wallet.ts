/** Wallet calls: balance and the merchant's wallet mode. */
import { z } from 'zod/mini';
import { defineCall } from './define-call';

export const balanceCall = defineCall({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: true,
  value: z.object({
    /** Two decimals; format it with the merchant's locale. */
    balance: z.number(),
    currency: z.string(),
    currencySymbol: z.string(),
  }),
});

/** Whether the merchant runs one wallet for all vendors (no transfers between vendor wallets). */
export const merchantWalletCall = defineCall({
  method: 'GET',
  path: '/wps/relay/merchantWallet',
  auth: true,
  value: z.object({ isSingle: z.boolean() }),
});
