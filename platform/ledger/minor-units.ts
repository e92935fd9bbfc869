/**
 * Money on the wire and in the ledger is an integer number of minor units. BDT, PKR and MMK all have two
 * decimals in ISO 4217 (poisha, paisa, pya), and the sites show balances with 2 decimals, so one factor serves
 * every merchant today; a currency with another exponent would make this a per-currency table.
 */
export const MINOR_PER_MAJOR = 100;

/** A tenant-file amount (major units, at most 2 decimals, validated by the tenant schema) in minor units. */
export const toMinor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);

/** Minor units as a major-unit number, for answers that show an amount (formatting is the client's job). */
export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;
