/**
 * Money on the wire: whole minor units (1/100 of the currency: poisha, paisa, pya), never floating point.
 * The site turns what a player types into minor units with parseAmount (src/i18n/parse-amount.ts) and shows
 * them with the one formatter of src/i18n/format.ts.
 */
import { z } from 'zod';

/** A positive amount in minor units, at most 10^13 (a hundred billion in major units). */
export const amount = z.int().positive().max(10_000_000_000_000);
/** A balance or signed movement in minor units. */
export const signedAmount = z.int().min(-10_000_000_000_000).max(10_000_000_000_000);

/**
 * Every call that moves money carries one (spec: a retry must never move money twice). The site makes a new
 * key per submitted form and reuses it when it retries the same submission.
 */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16-64 letters, digits, _ or -')
  .meta({ description: 'Random, one per money movement the player means to make.' });

/** The six-digit transaction password (spec §3 paymentPassword). */
export const paymentPassword = z.string().regex(/^\d{6}$/, 'must be 6 digits');

/** Paging of money lists. */
export const page = z.coerce.number().int().min(1).max(100_000).default(1);
export const pageSize = z.coerce.number().int().min(1).max(100).default(20);

export const pagedOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
