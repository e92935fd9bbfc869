/**
 * The demo accounts seeded for every merchant, deterministic so the README, `npm start`'s log and tests can
 * name them. `<cc>` is the merchant's country code in lower case (bd, pk, mm); mobiles use the merchant's
 * dialing code. Exported for scripts/start.ts, which prints them.
 */
import type { Merchant } from '../merchants/merchants';
import { WEAK_DEFAULT_PASSWORD } from './policy';

export interface DemoAccount {
  username: string;
  password: string;
  type: number;
  /** What the account demonstrates. */
  role: string;
  /** National number without the dialing code, or null. */
  mobile: string | null;
  email: string | null;
  balance: number;
  /** Days since the password was set (older than 90 reads as expired when PWDEXPFORCECHANGE3 is on). */
  passwordAgeDays: number;
  affiliateCode: string | null;
}

export const PLAYER_PASSWORD = 'Player123';
export const AGENT_PASSWORD = 'Agent123';

export function demoAccounts(merchant: Merchant): DemoAccount[] {
  const cc = merchant.tenant.country.toLowerCase();
  const CC = merchant.tenant.country;
  const account = (
    name: string,
    type: number,
    role: string,
    index: number,
    extra: Partial<DemoAccount> = {},
  ): DemoAccount => ({
    username: `${cc}${name}`,
    password: type === 0 || type === 4 || type === 3 ? PLAYER_PASSWORD : AGENT_PASSWORD,
    type,
    role,
    mobile: `17100000${String(index).padStart(2, '0')}`,
    email: `${cc}${name}@example.com`,
    balance: 1000,
    passwordAgeDays: 1,
    affiliateCode: null,
    ...extra,
  });
  return [
    account('player1', 0, 'player', 1, { balance: 1520.5 }),
    account('player2', 0, 'second player (isolation)', 2, { balance: 300 }),
    account('weakpass', 0, 'player with the weak default password', 3, { password: WEAK_DEFAULT_PASSWORD }),
    account('expired', 0, 'player whose password is 200 days old', 4, { passwordAgeDays: 200 }),
    account('agent1', 1, 'agent type 1', 11, { affiliateCode: `${CC}AGENT1`, balance: 50_000 }),
    account('agent2', 2, 'agent type 2', 12, { affiliateCode: `${CC}AGENT2`, balance: 20_000 }),
    account('agent41', 41, 'agent type 41', 13, { affiliateCode: `${CC}AGENT41` }),
    account('agent42', 42, 'agent type 42', 14, { affiliateCode: `${CC}AGENT42` }),
    account('trial', 4, 'trial user', 21, { mobile: null, email: null, balance: 2000 }),
    account('staff', 3, 'staff account (not a member: cannot sign in)', 31, { mobile: null }),
  ];
}
