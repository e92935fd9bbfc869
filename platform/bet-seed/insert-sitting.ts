/**
 * Writes one seeded sitting of a member as live play would leave it (studio/play-round.ts): per round a `bet`
 * transaction (player account → game house), a `win` transaction when it won, both with reference
 * `round:<id>`, and a settled bet row naming the stake transaction; at a transfer-wallet merchant the sitting
 * is framed by a transfer of its budget from the main wallet to the vendor wallet and of what is left back.
 *
 * The movements go through the ledger's bulk writer (ledger/bulk-movements.ts) and the bets with one statement:
 * the same rows as live play in a fraction of the time, which keeps a first start short.
 */
import type { Database } from '../db/database';
import { writeMovements } from '../ledger/bulk-movements';
import type { Movement } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';

export interface SeedRound {
  vendor: string;
  gameType: string;
  gameCode: string;
  roundId: string;
  at: Date;
  stake: number;
  win: number;
  /** bets.result: the studio's StoredResult, or what a vendor reported. */
  result: object;
}

export interface SittingAccounts {
  /** Where the stakes come from: the main wallet, or the wallet at the vendor. */
  player: number;
  /** The member's game house shard. */
  house: number;
  /** At a transfer-wallet merchant: the main wallet the budget comes from and returns to. */
  main?: number;
}

const MINUTE = 60_000;

function movementsOf(
  member: Pick<Movement, 'merchantCode' | 'memberId'>,
  accounts: SittingAccounts,
  rounds: SeedRound[],
  budget: number,
): Movement[] {
  const moves: Movement[] = rounds.flatMap((round) => {
    const common = {
      ...member,
      reference: `round:${round.roundId}`,
      memo: `${round.vendor} ${round.gameCode}`,
      at: round.at,
    };
    const bet = { ...common, kind: 'bet' as const, from: accounts.player, to: accounts.house, amount: round.stake };
    return round.win > 0
      ? [bet, { ...common, kind: 'win' as const, from: accounts.house, to: accounts.player, amount: round.win }]
      : [bet];
  });
  const { main } = accounts;
  const first = rounds[0];
  const last = rounds[rounds.length - 1];
  if (main === undefined || !first || !last) return moves;
  // The budget goes to the vendor wallet a minute before the first round; what the rounds left of it comes back.
  const reference = `vendor:${first.vendor}`;
  const left = budget + rounds.reduce((sum, round) => sum + round.win - round.stake, 0);
  const into = {
    ...member,
    kind: 'vendor_transfer_in' as const,
    reference,
    memo: null,
    from: main,
    to: accounts.player,
  };
  const back = {
    ...member,
    kind: 'vendor_transfer_out' as const,
    reference,
    memo: null,
    from: accounts.player,
    to: main,
  };
  return [
    { ...into, at: new Date(first.at.getTime() - MINUTE), amount: budget },
    ...moves,
    ...(left > 0 ? [{ ...back, at: new Date(last.at.getTime() + MINUTE), amount: left }] : []),
  ];
}

export async function insertSitting(
  tx: Database,
  merchant: Merchant,
  memberId: number,
  accounts: SittingAccounts,
  rounds: SeedRound[],
  budget: number,
): Promise<void> {
  if (rounds.length === 0) return;
  const moves = movementsOf({ merchantCode: merchant.code, memberId }, accounts, rounds, budget);
  const txIds = await writeMovements(tx, merchant.code, moves);
  const stakeIds = moves.flatMap((move, i) => (move.kind === 'bet' ? [txIds[i] as number] : []));
  await tx.query(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win, result,
       placed_at, settled_at, status, stake_transaction_id)
     SELECT $1, $2, vendor, game_type, game_code, round_id, stake, stake, win, result::jsonb, at, at, 'settled', t
     FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[], $9::text[],
       $10::timestamptz[], $11::bigint[]) AS u(vendor, game_type, game_code, round_id, stake, win, result, at, t)`,
    [
      merchant.code,
      memberId,
      rounds.map((r) => r.vendor),
      rounds.map((r) => r.gameType),
      rounds.map((r) => r.gameCode),
      rounds.map((r) => r.roundId),
      rounds.map((r) => r.stake),
      rounds.map((r) => r.win),
      rounds.map((r) => JSON.stringify(r.result)),
      rounds.map((r) => r.at.toISOString()),
      stakeIds,
    ],
  );
}
