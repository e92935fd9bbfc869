/**
 * Payment methods of a merchant (tenant file `payments`): how players put money in and take it out. Methods are
 * data, so a merchant adds JazzCash or a new bank by editing its file. Amounts here are in the currency's
 * major unit (taka, rupees, kyat); the platform converts them to minor units (1/100) for the ledger.
 * The operator's receiving numbers are NOT here: the platform hands them out (they rotate and must not be
 * baked into static pages).
 */
import { z } from 'zod';

/** A regular expression, written as a string, that must compile. */
const pattern = z
  .string()
  .min(2)
  .refine((source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  }, 'must be a valid regular expression')
  .meta({ examples: ['^[A-Z0-9]{10}$'] });

const amount = z.number().positive().multipleOf(0.01, 'must have at most 2 decimals');

const depositLimits = z
  .strictObject({
    min: amount.meta({ description: 'Smallest deposit.', examples: [200] }),
    max: amount.meta({ description: 'Largest deposit.', examples: [25000] }),
    quickAmounts: z
      .array(amount)
      .max(8)
      .default([])
      .meta({ description: 'Amount buttons shown above the amount field.', examples: [[500, 1000, 5000]] }),
    feePercent: z
      .number()
      .min(0)
      .max(20)
      .default(0)
      .meta({ description: 'Fee kept from each deposit, in percent of the amount (0 = free).' }),
  })
  .refine((limits) => limits.min <= limits.max, { message: 'min must not exceed max', path: ['min'] })
  .refine((limits) => limits.quickAmounts.every((value) => value >= limits.min && value <= limits.max), {
    message: 'every quick amount must lie between min and max',
    path: ['quickAmounts'],
  });

const withdrawalLimits = z
  .strictObject({
    min: amount.meta({ description: 'Smallest withdrawal.', examples: [500] }),
    max: amount.meta({ description: 'Largest withdrawal.', examples: [50000] }),
    feePercent: z.number().min(0).max(20).default(0).meta({ description: 'Fee in percent of the amount.' }),
  })
  .refine((limits) => limits.min <= limits.max, { message: 'min must not exceed max', path: ['min'] });

export const PAYMENT_KINDS = ['trx-id', 'gateway'] as const;

export const paymentMethodSchema = z
  .strictObject({
    code: z
      .string()
      .regex(/^[a-z0-9-]{2,30}$/, 'must be 2-30 lower-case letters, digits or -')
      .meta({ description: 'Stable id of the method, sent to the platform.', examples: ['bkash'] }),
    name: z
      .string()
      .min(1)
      .max(40)
      .meta({ description: 'Brand name, shown as written.', examples: ['bKash'] }),
    logo: z
      .string()
      .regex(/^(\/[\w./-]+|https?:\/\/\S+)$/, 'must be a path under public/ starting with / or an http(s) URL'),
    kind: z.enum(PAYMENT_KINDS).meta({
      description:
        'trx-id: the player pays the operator in their e-wallet or bank app, then enters the sender number and ' +
        'the transaction ID; an operator approves it. gateway: the platform creates a payment at a provider and ' +
        "sends the player to the provider's page; the provider's signed callback credits the wallet.",
    }),
    account: z
      .strictObject({
        label: z.enum(['mobile', 'bank-account']).meta({ description: 'What the account number is.' }),
        pattern: pattern.meta({ description: 'Format of a sender or payout account number.' }),
      })
      .meta({ description: 'The player-side account: sender of a deposit, receiver of a withdrawal.' }),
    trxIdPattern: pattern
      .optional()
      .meta({ description: "Format of the provider's transaction ID (trx-id methods).", examples: ['^[A-Z0-9]{10}$'] }),
    deposit: depositLimits.optional().meta({ description: 'Present when players can deposit with this method.' }),
    withdrawal: withdrawalLimits.optional().meta({ description: 'Present when players can withdraw to it.' }),
  })
  .refine((method) => method.kind !== 'trx-id' || !method.deposit || method.trxIdPattern, {
    message: 'a trx-id method that takes deposits needs trxIdPattern',
    path: ['trxIdPattern'],
  });

export const paymentsSchema = z
  .strictObject({
    methods: z
      .array(paymentMethodSchema)
      .default([])
      .refine((methods) => new Set(methods.map((m) => m.code)).size === methods.length, 'lists a method code twice')
      .meta({ description: 'Deposit and withdrawal methods, in the order the deposit page shows them.' }),
    singleWallet: z
      .boolean()
      .default(true)
      .meta({
        description:
          'One balance for every game vendor (isSingle of the merchant wallet). false: players move money between ' +
          'the main wallet and one wallet per vendor (transfer wallets). The initial value of the platform setting.',
      }),
    withdrawalAutoConfirmMinutes: z
      .int()
      .min(1)
      .max(10_080)
      .default(1_440)
      .meta({
        description:
          'After an operator pays a withdrawal, minutes the player has to answer received / not received; with no ' +
          'answer it counts as received and nothing is refunded.',
      }),
  })
  .default({ methods: [], singleWallet: true, withdrawalAutoConfirmMinutes: 1_440 })
  .meta({ description: 'How players deposit and withdraw.' });

export type PaymentMethod = z.output<typeof paymentMethodSchema>;
export type Payments = z.output<typeof paymentsSchema>;
