/**
 * The contract overlay after login (contract requests, new and termination): each offer or termination awaiting the
 * member, with its terms and Accept / Reject. Accepting a contract below rates the member offered down the tree lists
 * the contracts that would end and asks to confirm, since going ahead ends them. Registered as the app dialog
 * 'contracts'.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { pageLanguage } from '../../../i18n/client';
import { useTranslations } from '../../../i18n/use-translations';
import { $contractRequests, answerContract, loadContractRequests } from '../../../stores/contract-requests';
import { type AppDialogProps, closeDialog } from '../../../stores/dialogs';
import { $contractsRevision } from '../../../stores/live-contracts';
import { ContractRequestCard } from './ContractRequestCard';

export default function ContractRequestsDialog(_props: AppDialogProps<'contracts'>) {
  const t = useTranslations('contracts', 'errors');
  const state = useStore($contractRequests);
  const lang = pageLanguage();
  // Read again when a contract changes while it is open (an offer arriving, an answer given in another tab).
  const revision = useStore($contractsRevision);
  useEffect(() => {
    void revision;
    void loadContractRequests();
  }, [revision]);
  if (!t) return null;

  const conflict = state.conflict;
  const conflicted = conflict ? state.pending.find((contract) => contract.id === conflict.contractId) : undefined;
  return (
    <Dialog
      open
      size="md"
      title={t('contracts.requests.title')}
      closeLabel={t('contracts.requests.close')}
      onClose={closeDialog}
    >
      {state.loading && state.pending.length === 0 && (
        <p role="status" className="text-sm opacity-80">
          {t('contracts.loading')}
        </p>
      )}
      {!state.loading && state.pending.length === 0 && <p className="text-sm">{t('contracts.requests.none')}</p>}
      {conflict && conflicted ? (
        <div role="alert" className="grid gap-3">
          <p>{t('contracts.requests.conflict')}</p>
          <ul className="list-inside list-disc text-sm">
            {conflict.contracts.map((contract) => (
              <li key={contract.id}>
                <bdi dir="auto">{contract.downline}</bdi> · {t(`contracts.kinds.${contract.kind}`)}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void loadContractRequests()}>
              {t('contracts.requests.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-warning btn-sm"
              disabled={state.busyId !== null}
              onClick={() => void answerContract(conflicted, 'accept', true)}
            >
              {t('contracts.requests.confirmAccept')}
            </button>
          </div>
        </div>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label={t('contracts.requests.title')}>
          {state.pending.map((contract) => (
            <li key={contract.id}>
              <ContractRequestCard t={t} lang={lang} contract={contract} busy={state.busyId === contract.id} />
            </li>
          ))}
        </ul>
      )}
      {state.errorKey && (
        <p role="alert" className="mt-2 text-error text-sm">
          {t(state.errorKey)}
        </p>
      )}
    </Dialog>
  );
}
