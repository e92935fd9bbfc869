/**
 * Reading the member's studio rounds back from the bet rows (the betting record reads the same table, and
 * declares its row: bets BetRow). A studio row's game is one of the studio's games and its result the
 * StoredResult the studio wrote.
 */
import { STUDIO_VENDOR, type StudioGame } from '../../src/api/calls/studio/games';
import type { StudioRound } from '../../src/api/calls/studio/round';
import type { BetRow } from '../bets';
import type { Database } from '../db/database';
import type { StoredResult } from './play-round';

/** The columns a studio round is read back from. */
type StudioBetRow = Pick<BetRow<StoredResult>, 'round_id' | 'stake' | 'win' | 'result' | 'placed_at'> & {
  game_code: StudioGame;
};

const COLUMNS = 'round_id, game_code, stake, win, result, placed_at';

export const toRound = (row: StudioBetRow): StudioRound => ({
  roundId: row.round_id,
  game: row.game_code,
  stake: row.stake,
  win: row.win,
  time: row.placed_at.toISOString(),
  serverSeedHash: row.result.serverSeedHash,
  clientSeed: row.result.clientSeed,
  nonce: row.result.nonce,
  outcome: row.result.outcome,
});

/** A page of the member's rounds, newest first (index bets_member_time). */
export async function memberRounds(
  db: Database,
  memberId: number,
  game: StudioGame | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: StudioRound[]; total: number }> {
  const params: unknown[] = [memberId, STUDIO_VENDOR];
  const gameClause = game ? `AND game_code = $${params.push(game)}` : '';
  const where = `WHERE member_id = $1 AND vendor = $2 ${gameClause}`;
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM bets ${where}`, params);
  const rows = await db.query<StudioBetRow>(
    `SELECT ${COLUMNS} FROM bets ${where} ORDER BY placed_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { rows: rows.map(toRound), total: count?.total ?? 0 };
}

/** One of the member's rounds by id, with its seed pair; null when it is not theirs or does not exist. */
export async function memberRound(
  db: Database,
  memberId: number,
  roundId: string,
): Promise<{ round: StudioRound; seedId: number } | null> {
  const [row] = await db.query<StudioBetRow>(
    `SELECT ${COLUMNS} FROM bets WHERE vendor = $1 AND round_id = $2 AND member_id = $3`,
    [STUDIO_VENDOR, roundId, memberId],
  );
  return row ? { round: toRound(row), seedId: row.result.seedId } : null;
}
