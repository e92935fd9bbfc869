/**
 * Identity checks (tenant file `kyc`): which documents a player uploads, the minimum age the operator checks against
 * the document's birth date, how long documents are kept after the decision, and which withdrawals wait until the
 * identity is approved. Amounts are in the currency's major unit, like `payments`. Left out, the defaults below
 * apply: the page exists, 18 years, five years of retention, and no withdrawal waits.
 */
import { z } from 'zod';

const amount = z.number().positive().max(100_000_000).multipleOf(0.01, 'must have at most 2 decimals');

const withdrawalGateSchema = z
  .strictObject({
    always: z
      .boolean()
      .default(false)
      .meta({
        description: 'Every withdrawal waits for an approved identity check, whatever its amount.',
        examples: [true],
      }),
    single: amount
      .nullable()
      .default(null)
      .meta({
        description: 'A withdrawal above this amount waits for an approved identity check (null: no single limit).',
        examples: [20000],
      }),
    cumulative: amount
      .nullable()
      .default(null)
      .meta({
        description:
          'A withdrawal that takes the total of the paid and pending withdrawals above this amount waits for an ' +
          'approved identity check (null: no cumulative limit).',
        examples: [50000],
      }),
  })
  .default({ always: false, single: null, cumulative: null })
  .meta({ description: 'Which withdrawals the platform refuses (kyc_required) until the identity is approved.' });

export const kycSchema = z
  .strictObject({
    proofOfAddress: z
      .boolean()
      .default(false)
      .meta({
        description: 'Whether the player also uploads a proof of address (a utility bill, a bank statement).',
        examples: [true],
      }),
    minimumAge: z
      .int()
      .min(18)
      .max(25)
      .default(18)
      .meta({
        description: "The youngest a player may be on the document's birth date for the operator to approve.",
        examples: [21],
      }),
    retentionDays: z
      .int()
      .min(30)
      .max(3650)
      .default(1825)
      .meta({
        description:
          'Days the documents are kept after the decision; a daily job then deletes the files and keeps the decision.',
        examples: [1825],
      }),
    withdrawals: withdrawalGateSchema,
  })
  .default({
    proofOfAddress: false,
    minimumAge: 18,
    retentionDays: 1825,
    withdrawals: { always: false, single: null, cumulative: null },
  })
  .meta({ description: 'Identity checks (KYC): documents, minimum age, retention and the withdrawals they gate.' });
