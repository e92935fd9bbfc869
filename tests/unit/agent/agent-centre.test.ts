// @vitest-environment jsdom
/**
 * The agent centre's stores: who may see a page, the page list, the nav gates, the overview chart, the report
 * filter and its calls (scoped queries, the same query for pages, totals and CSV), opening an account and the
 * transfer to a downline (checks before any call, the idempotency key reused after a lost answer).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { OverviewFigures } from '../../../src/api/calls/agents/team';
import { api } from '../../../src/api/default-client';
import { AGENT_CENTRE_PAGES } from '../../../src/features/agent/agent-centre-pages';
import { agentPageState } from '../../../src/features/agent/stores/agent-gate';
import { $downlineView, backTo, drillDown, searchDownline } from '../../../src/features/agent/stores/downline';
import {
  $downlineTransfer,
  chooseRecipient,
  openTransfer,
  transferToDownline,
} from '../../../src/features/agent/stores/downline-transfer';
import { chartBars } from '../../../src/features/agent/stores/overview';
import {
  $openAccount,
  checkDownlineForm,
  EMPTY_DOWNLINE_FORM,
  openDownlineAccount,
} from '../../../src/features/agent/stores/register-downline';
import {
  incomeCsv,
  incomeReport,
  teamBetsReport,
  teamLossCsv,
  teamTransactionsReport,
} from '../../../src/features/agent/stores/reports';
import { EMPTY_FILTER, reportQuery } from '../../../src/features/agent/stores/team-report';
import { $agentGates } from '../../../src/stores/agent-gates';
import { $balance } from '../../../src/stores/balance';
import { $paymentPasswordSet } from '../../../src/stores/payment-password';
import { $contractInfo } from '../../../src/stores/session';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const WEEK = { from: '2026-11-16T12:00:00.000Z', to: NOW.toISOString() };
const sums = { bets: 0, stake: 0, validBet: 0, win: 0, profit: 0 };

afterEach(() => vi.restoreAllMocks());

describe('agent centre pages and gate', () => {
  it('lists the pages in the left navigation order with the default page at /agentHome/', () => {
    expect(AGENT_CENTRE_PAGES.map((page) => page.id)).toEqual([
      'depositv2',
      'withdraw',
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
      'messageV2',
      'customerService',
      'securityCenter',
    ]);
    expect(AGENT_CENTRE_PAGES.find((page) => page.id === 'agentTeamOverview')?.path).toBe('/agentHome/');
    for (const page of AGENT_CENTRE_PAGES.filter((p) => p.id !== 'agentTeamOverview')) {
      expect(page.path).toBe(`/agentHome/${page.id}/`);
    }
  });

  it('waits, sends visitors and non-agents to /agent, offers a retry, or shows the page', () => {
    expect(agentPageState('unknown', null, false)).toBe('checking');
    expect(agentPageState('anonymous', null, false)).toBe('to-agent-login');
    // signing out after the agent was shown goes home on its own
    expect(agentPageState('anonymous', null, true)).toBe('checking');
    expect(agentPageState('signed-in', null, false)).toBe('unavailable');
    expect(agentPageState('signed-in', { isAgent: false }, false)).toBe('to-agent-login');
    expect(agentPageState('signed-in', { isAgent: true }, false)).toBe('ready');
  });

  it('keeps gated pages hidden until the consolidated contract info enables them', () => {
    $contractInfo.set(null);
    expect(Object.values($agentGates.get()).every((enabled) => !enabled)).toBe(true);
    const enabled = { enableCt: false, salary: true, hourSalary: false, agentRealtimeSalary: true };
    $contractInfo.set({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0, enabled });
    expect($agentGates.get()).toEqual(enabled);
    $contractInfo.set(null);
  });
});

describe('team overview chart', () => {
  const figures = (period: OverviewFigures['period'], profit: number, validBet: number): OverviewFigures => ({
    period,
    start: '',
    end: '',
    newMembers: 0,
    activeMembers: 0,
    deposits: 0,
    withdrawals: 0,
    bets: 0,
    validBet,
    profit,
    commission: 0,
  });

  it('scales bars to the largest absolute value and marks negatives', () => {
    const periods = [
      figures('today', -5_000, 1_000),
      figures('yesterday', 10_000, 4_000),
      figures('thisMonth', 0, 2_000),
      figures('lastMonth', 2_500, 0),
    ];
    expect(chartBars(periods, 'profit').map((bar) => [bar.period, bar.percent, bar.negative])).toEqual([
      ['today', 50, true],
      ['yesterday', 100, false],
      ['thisMonth', 0, false],
      ['lastMonth', 25, false],
    ]);
    expect(chartBars(periods, 'commission').every((bar) => bar.percent === 0)).toBe(true);
  });
});

describe('team reports', () => {
  it('turns a filter into the scoped query, or names why the period cannot be read', () => {
    expect(reportQuery({ ...EMPTY_FILTER, username: ' bdteam1 ', gameType: 'RNG' }, NOW)).toEqual({
      query: { ...WEEK, username: 'bdteam1', gameType: 'RNG' },
      errorKey: null,
    });
    expect(
      reportQuery({ ...EMPTY_FILTER, period: { preset: 'custom', from: '2026-01-01', to: '2026-11-01' } }, NOW),
    ).toEqual({ query: null, errorKey: 'errors.range_too_long' });
    expect(
      reportQuery({ ...EMPTY_FILTER, period: { preset: 'custom', from: '2026-11-05', to: '2026-11-01' } }, NOW),
    ).toEqual({ query: null, errorKey: 'errors.range_invalid' });
  });

  it('asks each report its own call with the same query for pages, totals and CSV', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValue({ rows: [], page: 1, pageSize: 20, total: 0, totals: sums } as never);
    await teamBetsReport.apply({ ...EMPTY_FILTER, username: 'bdteam1', kind: 'deposit' }, NOW);
    expect(call.mock.calls[0]?.[0].path).toBe('/wps/agent/team/bets');
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { ...WEEK, username: 'bdteam1', page: 1, pageSize: 20 } });
    expect(teamBetsReport.$totals.get()).toEqual(sums);

    await teamTransactionsReport.apply({ ...EMPTY_FILTER, username: 'bdteam1', kind: 'deposit' }, NOW);
    expect(call.mock.calls[1]?.[1]).toEqual({
      query: { ...WEEK, username: 'bdteam1', kinds: 'deposit', page: 1, pageSize: 20 },
    });
    // income is the agent's own: no username, only its two kinds
    await incomeReport.apply({ ...EMPTY_FILTER, username: 'x', kind: 'deposit' }, NOW);
    expect(call.mock.calls[2]?.[1]).toEqual({ query: { ...WEEK, page: 1, pageSize: 20 } });
    await incomeReport.apply({ ...EMPTY_FILTER, kind: 'agent_dividend' }, NOW);
    expect(call.mock.calls[3]?.[1]).toEqual({ query: { ...WEEK, kind: 'agent_dividend', page: 1, pageSize: 20 } });

    const income = {
      id: 1,
      time: '2026-11-20T00:00:00.000Z',
      kind: 'agent_salary',
      amount: 12_345,
      balanceAfter: 0,
      memo: 'daily_salary day 2026-11-19',
    } as const;
    call.mockResolvedValueOnce({
      rows: [
        { ...income, memo: '=x', settlement: null },
        { ...income, id: 2, settlement: { contract: 'daily_salary', periodStart: 'S', periodEnd: 'E' } },
      ],
      truncated: false,
    } as never);
    const file = await incomeReport.exportCsv((rows) =>
      incomeCsv(rows, {
        header: ['T', 'K', 'A', 'B', 'M'],
        time: (iso) => iso.slice(0, 10),
        label: (k) => `k:${k}`,
        settlement: (row) =>
          row.settlement ? `${row.settlement.contract} ${row.settlement.periodStart}` : `${row.memo}`,
      }),
    );
    expect(call.mock.calls[4]?.[0].path).toBe('/wps/agent/income/export');
    expect(call.mock.calls[4]?.[1]).toEqual({ query: { ...WEEK, kind: 'agent_dividend' } });
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file?.arrayBuffer())).toBe(
      `\uFEFFT,K,A,B,M\r\n2026-11-20,k:agent_salary,123.45,0.00,"'=x"\r\n` +
        '2026-11-20,k:agent_salary,123.45,0.00,daily_salary S\r\n',
    );
  });

  it('writes the downline loss CSV one member per row, amounts in major units', () => {
    const text = teamLossCsv(
      [{ username: 'bdteam1', level: 2, bets: 3, stake: 3_000, validBet: 3_000, win: 500, profit: -2_500 }],
      { header: ['U', 'L', 'N', 'S', 'V', 'W', 'P'], time: (iso) => iso, label: (code) => code },
    );
    expect(text).toBe('\uFEFFU,L,N,S,V,W,P\r\nbdteam1,2,3,30.00,30.00,5.00,-25.00\r\n');
  });
});

describe('team management', () => {
  it('drills down, goes back and searches with the matching query', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValue({ rows: [], page: 1, pageSize: 20, total: 0, path: [] } as never);
    await drillDown('bdsubagent1');
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { parent: 'bdsubagent1', page: 1, pageSize: 20 } });
    await searchDownline('  team ');
    expect(call.mock.calls[1]?.[1]).toEqual({ query: { username: 'team', page: 1, pageSize: 20 } });
    await backTo(null);
    expect(call.mock.calls[2]?.[1]).toEqual({ query: { page: 1, pageSize: 20 } });
    expect($downlineView.get()).toEqual({ parent: null, search: '' });
  });

  it('checks a transfer before sending it, marks the field at fault and reuses the key when the answer was lost', async () => {
    const call = vi.spyOn(api, 'call');
    openTransfer();
    expect(await transferToDownline('10', '123456')).toBe(false);
    expect($downlineTransfer.get()).toMatchObject({ errorKey: 'team.transfer.memberRequired', errorField: 'member' });
    chooseRecipient('bdteam3');
    expect($downlineTransfer.get()).toMatchObject({ to: 'bdteam3', errorKey: null, errorField: null });
    expect(await transferToDownline('abc', '123456')).toBe(false);
    expect($downlineTransfer.get().errorField).toBe('amount');
    expect(await transferToDownline('10', '12')).toBe(false);
    expect($downlineTransfer.get()).toMatchObject({ errorKey: 'money.password.format', errorField: 'password' });
    expect(call).not.toHaveBeenCalled();

    // the balance refresh asks too: answer by path
    let lost = true;
    call.mockImplementation(async (definition) => {
      if (definition.path !== '/wps/agent/transferDownline') return { balance: 1_000 } as never;
      if (lost) {
        lost = false;
        throw new ApiError({
          code: 'network_error',
          reason: 'network_error',
          call: 'POST /wps/agent/transferDownline',
        });
      }
      return { recipient: 'bdteam3', balance: 90_000 } as never;
    });
    expect(await transferToDownline('10.50', '123456')).toBe(false);
    expect(await transferToDownline('10.50', '123456')).toBe(true);
    const sent = call.mock.calls.filter((c) => c[0].path === '/wps/agent/transferDownline').map((c) => c[1]);
    expect(sent).toHaveLength(2);
    const [first, second] = sent as { body: { idempotencyKey: string; amount: number } }[];
    expect(first?.body.amount).toBe(1_050);
    expect(second?.body.idempotencyKey).toBe(first?.body.idempotencyKey);
    expect($downlineTransfer.get()).toMatchObject({ open: false, done: { recipient: 'bdteam3', amount: 1_050 } });
    // the agent's own balance shows what the transfer answered (minor units → the store's major units)
    expect($balance.get().amount).toBe(900);
  });

  it('marks the field each refusal is about and asks for a transaction password when there is none', async () => {
    const refusals = [
      ['transfer_not_direct_downline', 'member'],
      ['insufficient_balance', 'amount'],
      ['payment_password_incorrect', 'password'],
      ['payment_password_required', 'password'],
      ['rate_limited', null],
    ] as const;
    for (const [code, field] of refusals) {
      vi.spyOn(api, 'call').mockImplementation(async (definition) => {
        if (definition.path !== '/wps/agent/transferDownline') return { balance: 1 } as never;
        throw new ApiError({ code, reason: 'platform', status: 403, call: 'POST /wps/agent/transferDownline' });
      });
      openTransfer('bdteam3');
      expect(await transferToDownline('10', '123456')).toBe(false);
      expect($downlineTransfer.get(), code).toMatchObject({
        open: true,
        to: 'bdteam3',
        errorKey: `errors.${code}`,
        errorField: field,
        needsPaymentPassword: code === 'payment_password_required',
      });
      vi.restoreAllMocks();
    }
    // the dialog's set-password form then shows the "set" variant
    expect($paymentPasswordSet.get()).toBe(false);
  });
});

describe('open account', () => {
  it('names the empty field or the password mismatch without a call, and the field the platform refused', async () => {
    expect(checkDownlineForm(EMPTY_DOWNLINE_FORM)).toEqual({ errorKey: 'errors.input_empty', field: 'username' });
    const filled = { ...EMPTY_DOWNLINE_FORM, username: 'newone', password: 'Secret123', confirmPassword: 'Other123' };
    expect(checkDownlineForm(filled)).toEqual({ errorKey: 'errors.inconsistent_twice', field: 'confirmPassword' });

    const call = vi
      .spyOn(api, 'call')
      .mockRejectedValueOnce(
        new ApiError({
          code: 'invalid_format',
          reason: 'platform',
          status: 400,
          value: { field: 'email', patternId: 4, minLength: 6, maxLength: 64 },
          call: 'POST /wps/agent/team/register',
        }),
      )
      .mockResolvedValueOnce({ id: 9, username: 'newone', nickname: 'newone', type: 0, isAgent: false } as never);
    const form = { ...filled, confirmPassword: 'Secret123', email: 'bad', kind: 'agent' as const };
    expect(await openDownlineAccount(form)).toBe(false);
    expect($openAccount.get()).toMatchObject({ errorKey: 'errors.invalid_format', field: 'email' });
    expect(call.mock.calls[0]?.[1]).toEqual({
      body: { kind: 'agent', username: 'newone', password: 'Secret123', confirmPassword: 'Secret123', email: 'bad' },
    });
    expect(await openDownlineAccount({ ...form, email: '' })).toBe(true);
    expect($openAccount.get().opened).toMatchObject({ username: 'newone' });
  });
});
