/**
 * When the contract overlay opens: after login, once the member's consolidated info says an offer or a termination
 * awaits an answer. Apart from the overlay's own store (contract-requests.ts), so a signed-in page loads the contract
 * calls only when there is something to answer.
 */
import type { ValueOf } from '../api/calls/define-call';
import type { consolidatedCall } from '../api/calls/member';
import { $dialog, openDialog } from './dialogs';
import { offerOverlay, overlayClosed } from './overlays';

type ContractInfo = ValueOf<typeof consolidatedCall>;

export const hasContractRequests = (info: ContractInfo): boolean =>
  [info.dailysalreqtype, info.divtypereq, info.contracthoursalreq, info.realtimesalreqtype].some((type) => type > 0);

/**
 * Opens the contract overlay once the member's consolidated info says something awaits them, at its turn among the
 * page's overlays (overlays.ts): after a first login's popups and the player's popups, and after any app dialog
 * (a forced password change) has closed, since overlays queue rather than stack.
 */
export function showContractRequests(info: ContractInfo): void {
  if (!hasContractRequests(info)) return;
  void offerOverlay('contracts', {
    show: () => {
      openDialog('contracts');
      const stop = $dialog.listen((open) => {
        if (open?.name === 'contracts') return;
        stop();
        overlayClosed('contracts');
      });
      return true;
    },
  });
}
