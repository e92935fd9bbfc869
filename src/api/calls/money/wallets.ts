/** Wallets (member centre transferFund): the main balance and, at transfer-wallet merchants, one per vendor. */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { amount, idempotencyKey, signedAmount } from './amounts';

const vendorCode = z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/));

export const walletsCall = defineCall({
  method: 'GET',
  path: '/wps/v2/wallets',
  auth: true,
  value: z.object({
    /** One balance for everything: no vendor wallets, no transfers. */
    isSingle: z.boolean(),
    /**
     * Transfer wallets only: the platform moves the money with the game (a launch fills the game's vendor wallet),
     * and the site brings it back to the main wallet when the player comes back (the recall call).
     */
    autoTransfer: z.boolean(),
    currency: z.string(),
    main: signedAmount,
    /** Every vendor the member can move money to, with its balance (0 when never used). */
    vendors: z.array(z.object({ vendor: z.string(), name: z.string(), balance: signedAmount })),
  }),
});

export const walletTransferCall = defineCall({
  method: 'POST',
  path: '/wps/v2/wallets/transfer',
  auth: true,
  body: z.strictObject({
    vendor: vendorCode,
    /** in: main → vendor; out: vendor → main. */
    direction: z.enum(['in', 'out']),
    amount,
    idempotencyKey,
  }),
  value: z.object({ main: signedAmount, vendor: signedAmount }),
});

/** Brings every vendor balance back to the main wallet. */
export const walletRecallCall = defineCall({
  method: 'POST',
  path: '/wps/v2/wallets/recall',
  auth: true,
  body: z.strictObject({ idempotencyKey }),
  value: z.object({ main: signedAmount, recalled: signedAmount }),
});
