/**
 * The agent centre's four reports over the downline: team betting (personalHistoryCopy), downline
 * loss (palStatementsAgentCopy), my income (agentRevenueReport) and account details
 * (agentDownlineTransactionDetailsCopy), each a team report (team-report.ts) on its API calls, with the CSV
 * rows of each (amounts as plain major units).
 */
import {
  INCOME_KINDS,
  type IncomeRow,
  incomeCall,
  incomeExportCall,
  type MemberLossRow,
  type TeamBetRow,
  type TeamTransactionRow,
  teamBetsCall,
  teamBetsExportCall,
  teamLossCall,
  teamLossExportCall,
  teamTransactionsCall,
  teamTransactionsExportCall,
} from '../../../api/calls/agents/team';
import { api } from '../../../api/default-client';
import { csvText, minorToPlain } from '../../../stores/record-csv';
import { createTeamReport, type ReportQuery } from './team-report';

export const REPORT_PAGE_SIZE = 20;

const teamQuery = ({ kind: _kind, ...query }: ReportQuery) => query;
const isIncomeKind = (kind: string | undefined): kind is IncomeRow['kind'] =>
  (INCOME_KINDS as readonly string[]).includes(kind ?? '');
const incomeQuery = ({ from, to, kind }: ReportQuery) => ({ from, to, ...(isIncomeKind(kind) ? { kind } : {}) });
const transactionQuery = ({ from, to, username, kind }: ReportQuery) => ({
  from,
  to,
  ...(username ? { username } : {}),
  ...(kind ? { kinds: kind } : {}),
});

export const teamBetsReport = createTeamReport({
  pageSize: REPORT_PAGE_SIZE,
  fetchPage: (query, page, pageSize) => api.call(teamBetsCall, { query: { ...teamQuery(query), page, pageSize } }),
  fetchAll: (query) => api.call(teamBetsExportCall, { query: teamQuery(query) }),
});

export const teamLossReport = createTeamReport({
  pageSize: REPORT_PAGE_SIZE,
  fetchPage: (query, page, pageSize) => api.call(teamLossCall, { query: { ...teamQuery(query), page, pageSize } }),
  fetchAll: (query) => api.call(teamLossExportCall, { query: teamQuery(query) }),
});

export const incomeReport = createTeamReport({
  pageSize: REPORT_PAGE_SIZE,
  fetchPage: (query, page, pageSize) => api.call(incomeCall, { query: { ...incomeQuery(query), page, pageSize } }),
  fetchAll: (query) => api.call(incomeExportCall, { query: incomeQuery(query) }),
});

export const teamTransactionsReport = createTeamReport({
  pageSize: REPORT_PAGE_SIZE,
  fetchPage: (query, page, pageSize) =>
    api.call(teamTransactionsCall, { query: { ...transactionQuery(query), page, pageSize } }),
  fetchAll: (query) => api.call(teamTransactionsExportCall, { query: transactionQuery(query) }),
});

/** How a report's CSV writes times and codes in the page language. */
export interface CsvText {
  /** Translated header cells, in the column order of the report. */
  header: string[];
  time: (iso: string) => string;
  label: (code: string) => string;
}

/** The team's bets as CSV; `gameName` names a row's game in the page's language (stores/game-names.ts). */
export const teamBetsCsv = (rows: TeamBetRow[], text: CsvText & { gameName: (row: TeamBetRow) => string }) =>
  csvText(
    text.header,
    rows.map((row) => [
      text.time(row.time),
      row.username,
      text.label(row.gameType),
      row.vendor,
      text.gameName(row),
      row.roundId,
      minorToPlain(row.stake),
      minorToPlain(row.validBet),
      minorToPlain(row.win),
      minorToPlain(row.profit),
      text.label(row.status),
    ]),
  );

export const teamLossCsv = (rows: MemberLossRow[], text: CsvText) =>
  csvText(
    text.header,
    rows.map((row) => [
      row.username,
      String(row.level),
      String(row.bets),
      minorToPlain(row.stake),
      minorToPlain(row.validBet),
      minorToPlain(row.win),
      minorToPlain(row.profit),
    ]),
  );

/** The income CSV's last column says, in words, which settlement a payment made (IncomePage's settlement line). */
export const incomeCsv = (rows: IncomeRow[], text: CsvText & { settlement: (row: IncomeRow) => string }) =>
  csvText(
    text.header,
    rows.map((row) => [
      text.time(row.time),
      text.label(row.kind),
      minorToPlain(row.amount),
      minorToPlain(row.balanceAfter),
      text.settlement(row),
    ]),
  );

export const teamTransactionsCsv = (rows: TeamTransactionRow[], text: CsvText) =>
  csvText(
    text.header,
    rows.map((row) => [
      text.time(row.time),
      row.username,
      text.label(row.kind),
      minorToPlain(row.amount),
      minorToPlain(row.balanceAfter),
    ]),
  );
