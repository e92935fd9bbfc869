import type { PlatformContext } from '../http/context';

/**
 * Who a decision was made by, as the decided_by columns of deposits, withdrawals and applications keep it:
 * `operator:<username>` for a person (the prefix keeps an operator's name apart from the platform's own deciders,
 * `gateway` and `system`), or `api-token` for automation. The audit row of the decision names the operator's id.
 */
export function decidedBy(c: PlatformContext): string {
  const actor = c.get('operator');
  return actor.operatorId === null ? actor.name : `operator:${actor.name}`;
}
