/**
 * A demo team per merchant: a three-level hierarchy under the demo agent `<cc>agent1` — sub-agent
 * `<cc>subagent1` with players `<cc>team1` and `<cc>team2`, and player `<cc>team3` straight under the agent —
 * so the agent centre's tree, drill-down and reports have something to show on a first start. The opening
 * balances are written to the legacy members.balance column before the money seed runs, which turns them into
 * ledger history and the players' play (money/seed.ts, bet-seed/), like the other demo accounts'. Idempotent: a
 * merchant that has its sub-agent already is left alone.
 */
import { AGENT_PASSWORD, MEMBER_TYPE, PLAYER_PASSWORD } from '../accounts';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { hashPassword } from '../security/passwords';

interface TeamAccount {
  name: string;
  upline: string;
  agent: boolean;
  /** Opening balance in major units. */
  balance: number;
}

export const DEMO_TEAM: TeamAccount[] = [
  { name: 'subagent1', upline: 'agent1', agent: true, balance: 5_000 },
  { name: 'team1', upline: 'subagent1', agent: false, balance: 2_000 },
  { name: 'team2', upline: 'subagent1', agent: false, balance: 1_500 },
  { name: 'team3', upline: 'agent1', agent: false, balance: 1_200 },
];

export async function seedAgentTeam(db: Database, merchants: Merchant[], now: Date): Promise<void> {
  let hashes: Promise<[string, string]> | undefined;
  for (const merchant of merchants) {
    const cc = merchant.tenant.country.toLowerCase();
    const [existing] = await db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = $2',
      [merchant.code, `${cc}subagent1`],
    );
    const [top] = await db.query<{ id: number; type: number }>(
      'SELECT id, type FROM members WHERE merchant_code = $1 AND lower(username) = $2',
      [merchant.code, `${cc}agent1`],
    );
    if (existing || !top) continue;
    hashes ??= Promise.all([hashPassword(AGENT_PASSWORD), hashPassword(PLAYER_PASSWORD)]);
    const [agentHash, playerHash] = await hashes;
    await db.transaction(async (tx) => {
      const ids = new Map<string, number>([['agent1', top.id]]);
      for (const account of DEMO_TEAM) {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, email,
             balance, upline_id, created_at)
           VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $5) RETURNING id`,
          [
            merchant.code,
            `${cc}${account.name}`,
            account.agent ? top.type : MEMBER_TYPE.player,
            account.agent ? agentHash : playerHash,
            now,
            `${cc}${account.name}@example.com`,
            String(account.balance),
            ids.get(account.upline),
          ],
        );
        ids.set(account.name, (row as { id: number }).id);
      }
    });
  }
}
