// @vitest-environment node
/**
 * Invite friends over HTTP, on PGlite and PostgreSQL: members' codes are made once and unique; named links get
 * codes of their own that resolve to their member (affiliate check and registration), are limited in number and
 * name, and stop resolving once deleted; a friend registering with a code is counted under the right member (and
 * in a player's case is not put in anyone's team); the reward is paid through the ledger once the friend's real
 * deposits (submitted, approved by the operator) and real spins reach the merchant's rule, once, also when ten
 * reads race; a merchant without the promotion refuses every call and every player code.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { adminAdjustBalanceCall } from '../../../src/api/calls/admin-money';
import { affiliateCall, registerCall } from '../../../src/api/calls/member';
import { transactionHistoryCall } from '../../../src/api/calls/money/account-record';
import { uplineCall } from '../../../src/api/calls/money/transfers';
import {
  MAX_REFERRAL_LINKS,
  referralFriendsCall,
  referralLinkCreateCall,
  referralLinkDeleteCall,
  referralSummaryCall,
} from '../../../src/api/calls/referral/referral';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { describeEachDatabase, MERCHANT, type TestPlatform } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key, type Player, walletsOf } from '../studio/studio-players';

/** The Myanmar tenant runs no referral promotion (tenants/myanmar.json). */
const NO_REFERRAL_MERCHANT = 'PADAUK_MM';

let serial = 0;

/** Registers a new player at `merchant` with `code` in the affiliate field (as /register/?referralCode= does). */
async function registerWith(p: TestPlatform, code: string, merchant = MERCHANT) {
  serial += 1;
  const ip = `10.77.${serial}.1`;
  const username = `friend${serial}${randomBytes(3).toString('hex')}`;
  const res = await p.call(registerCall, {
    body: {
      botCheck: await p.botCheck(ip),
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: code,
    } as never,
    ip,
    merchant,
  });
  return { res, player: { token: res.value?.token ?? '', username, merchant } satisfies Player };
}

async function summary(p: TestPlatform, player: Player) {
  const res = await p.call(referralSummaryCall, { token: player.token, merchant: player.merchant });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value;
}

async function friends(p: TestPlatform, player: Player, page = 1, pageSize = 20) {
  const res = await p.call(referralFriendsCall, {
    token: player.token,
    merchant: player.merchant,
    query: { page, pageSize },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value;
}

const createLink = (p: TestPlatform, player: Player, name: string) =>
  p.call(referralLinkCreateCall, { token: player.token, merchant: player.merchant, body: { name } });

async function spin(p: TestPlatform, player: Player, stake: number) {
  const res = await p.call(slotSpinCall, { token: player.token, body: { stake, idempotencyKey: key() } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

describeEachDatabase('referral', (platform) => {
  it("gives each player one code of their own, kept across reads; an agent's is their affiliate code", async () => {
    const p = platform();
    const [one, two] = [await fundedPlayer(p, 0), await fundedPlayer(p, 0)];
    const first = await summary(p, one);
    expect(first.code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await summary(p, one)).code).toBe(first.code);
    expect((await summary(p, two)).code).not.toBe(first.code);
    expect(first).toMatchObject({
      links: [],
      counts: { invited: 0, deposited: 0, rewarded: 0 },
      totalRewards: 0,
      // tenants/bangladesh.json: 500 BDT deposited, 1,000 BDT valid bets, 100 BDT reward (minor units)
      rule: { minDeposit: 50_000, minValidBet: 100_000, reward: 10_000 },
    });
    const agent = { token: await p.login('bdagent1', 'Agent123'), username: 'bdagent1', merchant: MERCHANT };
    expect((await summary(p, agent)).code).toBe('BDAGENT1');
  });

  it('named links: own codes that resolve to the member; names unique; limited; deleted links stop resolving', async () => {
    const p = platform();
    const owner = await fundedPlayer(p, 0);
    const other = await fundedPlayer(p, 0);
    const { code } = await summary(p, owner);

    const made = await createLink(p, owner, '  Facebook group  ');
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect(made.value).toMatchObject({ name: 'Facebook group', friends: 0 });
    expect(made.value.code).toMatch(/^[A-Z0-9]{10}$/);
    expect(made.value.code).not.toBe(code);
    const again = await createLink(p, owner, 'FACEBOOK GROUP');
    expect([again.status, again.json.code]).toEqual([409, 'referral_link_name_taken']);
    // Another member may use the same name: names are unique per member.
    expect((await createLink(p, other, 'Facebook group')).status).toBe(200);
    for (const bad of ['', '   ', 'x'.repeat(41)]) {
      const res = await createLink(p, owner, bad);
      expect([res.status, res.json.code], JSON.stringify(bad)).toEqual([400, 'bad_request']);
    }

    // The link's code names its member in the affiliate check, in any letter case.
    const check = await p.call(affiliateCall, { query: { code: made.value.code.toLowerCase(), domain: 'x' } });
    expect([check.status, check.value]).toEqual([200, { valid: true, agentNickname: owner.username }]);

    for (let n = 2; n <= MAX_REFERRAL_LINKS; n += 1) {
      expect((await createLink(p, owner, `Group ${n}`)).status).toBe(200);
    }
    const over = await createLink(p, owner, 'One too many');
    expect([over.status, over.json.code]).toEqual([409, 'referral_link_limit']);
    const listed = (await summary(p, owner)).links;
    expect(listed).toHaveLength(MAX_REFERRAL_LINKS);
    expect(new Set(listed.map((link) => link.code)).size).toBe(MAX_REFERRAL_LINKS);

    // Only its owner deletes a link; then its code no longer resolves and a new link fits.
    const foreign = await p.call(referralLinkDeleteCall, {
      token: other.token,
      query: { id: made.value.id },
    });
    expect([foreign.status, foreign.json.code]).toEqual([404, 'not_found']);
    const deleted = await p.call(referralLinkDeleteCall, { token: owner.token, query: { id: made.value.id } });
    expect([deleted.status, deleted.value]).toEqual([200, { id: made.value.id }]);
    const gone = await p.call(affiliateCall, { query: { code: made.value.code, domain: 'x' } });
    expect([gone.status, gone.json.code]).toEqual([400, 'invitation_code_error']);
    const { res: refused } = await registerWith(p, made.value.code);
    expect([refused.status, refused.json.code]).toEqual([400, 'invitation_code_error']);
    expect((await createLink(p, owner, 'One too many')).status).toBe(200);
  });

  it('counts a friend under the member whose code or link they registered with', async () => {
    const p = platform();
    const referrer = await fundedPlayer(p, 0);
    const bystander = await fundedPlayer(p, 0);
    const { code } = await summary(p, referrer);
    await summary(p, bystander);
    const link = (await createLink(p, referrer, 'Telegram')).value;

    const byCode = await registerWith(p, code.toLowerCase());
    expect(byCode.res.status, JSON.stringify(byCode.res.json)).toBe(200);
    const byLink = await registerWith(p, link.code);
    expect(byLink.res.status, JSON.stringify(byLink.res.json)).toBe(200);

    const list = await friends(p, referrer);
    expect(list.total).toBe(2);
    // Newest first, names masked, each with the link it came through.
    expect(list.rows.map(({ name, status, linkName, reward }) => ({ name, status, linkName, reward }))).toEqual([
      {
        name: `${byLink.player.username.slice(0, 2)}***${byLink.player.username.slice(-1)}`,
        status: 'registered',
        linkName: 'Telegram',
        reward: null,
      },
      {
        name: `${byCode.player.username.slice(0, 2)}***${byCode.player.username.slice(-1)}`,
        status: 'registered',
        linkName: null,
        reward: null,
      },
    ]);
    const after = await summary(p, referrer);
    expect(after.counts.invited).toBe(2);
    expect(after.links.find((l) => l.id === link.id)?.friends).toBe(1);
    expect((await friends(p, bystander)).total).toBe(0);
    expect((await friends(p, referrer, 2, 1)).rows).toHaveLength(1);

    // A player's referral makes a friend, not a team: the friend has no upline to transfer to.
    const upline = await p.call(uplineCall, { token: byCode.player.token });
    expect(upline.value).toEqual({ upline: null });
    // An agent's code still puts the new member in the agent's team, and counts them as the agent's friend.
    const team = await registerWith(p, 'BDAGENT2');
    expect(team.res.status).toBe(200);
    expect((await p.call(uplineCall, { token: team.player.token })).value.upline?.username).toBe('bdagent2');
  });

  it("pays the reward once the friend's real deposits and bets meet the rule, exactly once under racing reads", async () => {
    const p = platform();
    const referrer = await fundedPlayer(p, 0);
    const { code } = await summary(p, referrer);
    const { res, player: friend } = await registerWith(p, code);
    expect(res.status).toBe(200);
    const status = async () => (await friends(p, referrer)).rows[0]?.status;

    await p.approvedDeposit(friend, 20_000);
    expect(await status()).toBe('deposited');
    await p.approvedDeposit(friend, 30_000);
    // 500 BDT deposited, no bets yet: still short of the valid-bet threshold.
    expect(await status()).toBe('deposited');
    await spin(p, friend, 30_000);
    await spin(p, friend, 20_000);
    // 50,000 + wins: 500 BDT of valid bets, half the threshold; nothing paid yet.
    expect(await status()).toBe('deposited');
    expect((await walletsOf(p, referrer)).main).toBe(0);

    // Fund the friend (an operator credit is not a deposit) so they can play the rest.
    await p.admin(adminAdjustBalanceCall, {
      body: {
        merchantCode: MERCHANT,
        username: friend.username,
        amount: 100_000,
        reason: 'test',
        idempotencyKey: key(),
      },
    });
    await spin(p, friend, 50_000);

    // Ten reads at once: every one sees the friend qualified; one payment commits.
    const reads = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? p.call(referralSummaryCall, { token: referrer.token })
          : p.call(referralFriendsCall, { token: referrer.token }),
      ),
    );
    for (const read of reads) expect(read.status, JSON.stringify(read.json)).toBe(200);
    expect((await walletsOf(p, referrer)).main).toBe(10_000);
    const after = await summary(p, referrer);
    expect(after.counts).toEqual({ invited: 1, deposited: 1, rewarded: 1 });
    expect(after.totalRewards).toBe(10_000);
    expect((await friends(p, referrer)).rows[0]).toMatchObject({ status: 'rewarded', reward: 10_000 });

    // More play changes nothing: the friend has been paid for.
    await spin(p, friend, 10_000);
    await summary(p, referrer);
    expect((await walletsOf(p, referrer)).main).toBe(10_000);
    const record = await p.call(transactionHistoryCall, {
      token: referrer.token,
      query: { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(record.value.rows.filter((row) => row.kind === 'referral_reward').map((row) => row.amount)).toEqual([
      10_000,
    ]);
    await expectLedgerBalanced(p);
  });

  it('a merchant without the promotion refuses the calls and players’ codes, but keeps agents’ codes', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 0, NO_REFERRAL_MERCHANT);
    for (const call of [referralSummaryCall, referralFriendsCall] as const) {
      const res = await p.call(call, { token: player.token, merchant: NO_REFERRAL_MERCHANT });
      expect([res.status, res.json.code]).toEqual([403, 'feature_disabled']);
    }
    const created = await p.call(referralLinkCreateCall, {
      token: player.token,
      merchant: NO_REFERRAL_MERCHANT,
      body: { name: 'Viber' },
    });
    expect([created.status, created.json.code]).toEqual([403, 'feature_disabled']);

    // A Bangladesh player's code means nothing in Myanmar, and an agent's affiliate code still works there.
    const bd = await fundedPlayer(p, 0);
    const { code } = await summary(p, bd);
    const foreign = await registerWith(p, code, NO_REFERRAL_MERCHANT);
    expect([foreign.res.status, foreign.res.json.code]).toEqual([400, 'invitation_code_error']);
    const agentCode = await registerWith(p, 'MMAGENT1', NO_REFERRAL_MERCHANT);
    expect(agentCode.res.status, JSON.stringify(agentCode.res.json)).toBe(200);
  });
});
