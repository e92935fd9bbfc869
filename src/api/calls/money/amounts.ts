/**
 * Money on the wire: whole minor units (1/100 of the currency: poisha, paisa, pya), never floating point.
 * The site turns what a player types into minor units with parseAmount (src/i18n/parse-amount.ts) and shows
 * them with the one formatter of src/i18n/format.ts.
 */
import { z } from 'zod/mini';

/** A positive amount in minor units, at most 10^13 (a hundred billion in major units). */
export const amount = z.int().check(z.positive(), z.lte(10_000_000_000_000));
/** A balance or signed movement in minor units. */
export const signedAmount = z.int().check(z.gte(-10_000_000_000_000), z.lte(10_000_000_000_000));

/**
 * Every call that moves money carries one: a retry must never move money twice. The site makes a new key per submitted
 * form and reuses it when it retries the same submission.
 */
export const idempotencyKey = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16-64 letters, digits, _ or -'),
    z.meta({ description: 'Random, one per money movement the player means to make.' }),
  );

/** The six-digit transaction password (paymentPassword). */
export const paymentPassword = z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits'));

/** Paging of money lists. */
export const page = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1);
export const pageSize = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20);

export const pagedOf = <T extends z.ZodMiniType>(row: T) =>
  z.object({ rows: z.array(row), page: z.int(), pageSize: z.int(), total: z.int() });

/**
 * Minor units of an amount in major units (tenant limits, the balance call's two-decimal balance): the one conversion
 * the site and the platform share.
 */
export const majorToMinor = (major: number): number => Math.round(major * 100);

/**
 * The fee a method keeps from `amount` (minor units) at `percent` percent, rounded down to a whole minor unit (the
 * player's favour). The one computation of a fee: the platform charges it and stores it with the deposit or
 * withdrawal, and the forms preview it with the same function, so the figure shown before confirming is the one
 * charged.
 */
export const feeOf = (amount: number, percent: number): number => Math.floor((amount * percent) / 100);

/** What an amount comes to once the fee is kept: the wallet's credit of a deposit, the payout of a withdrawal. */
export const netOf = (amount: number, fee: number): number => amount - fee;

/** An amount before the fee (gross), the fee and what is left (net), as the forms, lists and record show them. */
export const feeBreakdown = z.object({ gross: amount, fee: z.int().check(z.gte(0)), net: z.int().check(z.gte(0)) });
export type FeeBreakdown = z.infer<typeof feeBreakdown>;

export const breakdownOf = (gross: number, fee: number): FeeBreakdown => ({ gross, fee, net: netOf(gross, fee) });
