/**
 * Which gated agent-centre pages the signed-in account may see (the four contract pages, by type enableCt, salary,
 * hourSalary and agentRealtimeSalary): the consolidated contract info's `enabled` (an accepted contract of the kind),
 * as the session loaded it. All hidden until it is known. Read by the agent centre's navigation, which shows those
 * entries without hydrating.
 */
import { computed } from 'nanostores';
import { $contractInfo } from './session';

export const AGENT_GATES = ['enableCt', 'salary', 'hourSalary', 'agentRealtimeSalary'] as const;
export type AgentGate = (typeof AGENT_GATES)[number];

const NONE: Record<AgentGate, boolean> = {
  enableCt: false,
  salary: false,
  hourSalary: false,
  agentRealtimeSalary: false,
};

export const $agentGates = computed($contractInfo, (info): Record<AgentGate, boolean> => info?.enabled ?? NONE);
