/**
 * The agent centre's pages, in the order of its left navigation: deposit, withdraw,
 * announcements, team overview, open account, team management, team betting, downline loss, my income, account
 * details, bonus/dividend, daily wages, hourly salary, real-time salary, platform messages, customer service, and
 * (beyond the spec) sign-in and security.
 * `/agentHome/` is agentTeamOverview, the default page; every other page is `/agentHome/<id>/`.
 *
 * `gate` names what must be enabled for the account before a page is listed (the four contract pages, by the
 * consolidated contract info's types enableCt, salary, hourSalary, agentRealtimeSalary). A gated entry is rendered
 * hidden and shown once src/stores/agent-gates.ts (the consolidated info's `enabled`) says the account holds such a
 * contract. The contract pages join this list (in their navigation places, marked below) when they are built.
 *
 * Deposit, withdraw and platform messages are the member centre's own pages (their components and stores)
 * inside the agent layout, under the member centre's page ids; customer service lists the merchant's links; sign-in
 * and security shows the member centre's passkey, authenticator and provider sections.
 */
import type { AgentGate } from '../../stores/agent-gates';

export interface AgentCentrePage {
  id: string;
  path: string;
  gate?: AgentGate;
}

export const AGENT_CENTRE_PAGES = [
  { id: 'depositv2', path: '/agentHome/depositv2/' },
  { id: 'withdraw', path: '/agentHome/withdraw/' },
  { id: 'agentAnnouncement', path: '/agentHome/agentAnnouncement/' },
  { id: 'agentTeamOverview', path: '/agentHome/' },
  { id: 'registerCenter', path: '/agentHome/registerCenter/' },
  { id: 'downlineManagmentView', path: '/agentHome/downlineManagmentView/' },
  { id: 'personalHistoryCopy', path: '/agentHome/personalHistoryCopy/' },
  { id: 'palStatementsAgentCopy', path: '/agentHome/palStatementsAgentCopy/' },
  { id: 'agentRevenueReport', path: '/agentHome/agentRevenueReport/' },
  { id: 'agentDownlineTransactionDetailsCopy', path: '/agentHome/agentDownlineTransactionDetailsCopy/' },
  // the four contract pages (src/features/contracts), each listed when its kind is enabled for the account
  { id: 'agentDividendRecordCopy2', path: '/agentHome/agentDividendRecordCopy2/', gate: 'enableCt' },
  { id: 'agentDailyWages2', path: '/agentHome/agentDailyWages2/', gate: 'salary' },
  { id: 'agentHourSalary', path: '/agentHome/agentHourSalary/', gate: 'hourSalary' },
  { id: 'agentRealtimeSalary', path: '/agentHome/agentRealtimeSalary/', gate: 'agentRealtimeSalary' },
  { id: 'messageV2', path: '/agentHome/messageV2/' },
  { id: 'customerService', path: '/agentHome/customerService/' },
  // beyond the spec's list: passkeys, the authenticator app and sign-in providers (the member centre's sections)
  { id: 'securityCenter', path: '/agentHome/securityCenter/' },
] as const satisfies readonly AgentCentrePage[];

export type AgentCentrePageId = (typeof AGENT_CENTRE_PAGES)[number]['id'];
