/**
 * When the contract overlay opens: after login, once the member's consolidated info says an offer or a termination
 * awaits an answer. Apart from the overlay's own store (contract-requests.ts), so a signed-in page loads the contract
 * calls only when there is something to answer.
 */
import type { ValueOf } from '../api/calls/define-call';
import type { consolidatedCall } from '../api/calls/member';
import { $dialog, openDialog } from './dialogs';

type ContractInfo = ValueOf<typeof consolidatedCall>;

export const hasContractRequests = (info: ContractInfo): boolean =>
  [info.dailysalreqtype, info.divtypereq, info.contracthoursalreq, info.realtimesalreqtype].some((type) => type > 0);

/**
 * Opens the contract overlay once the member's consolidated info says something awaits them — after any dialog
 * already open (a forced password change, a popup) has closed, since dialogs chain rather than stack.
 */
export function showContractRequests(info: ContractInfo): void {
  if (!hasContractRequests(info)) return;
  if (!$dialog.get()) {
    openDialog('contracts');
    return;
  }
  const stop = $dialog.listen((open) => {
    if (open) return;
    stop();
    openDialog('contracts');
  });
}
