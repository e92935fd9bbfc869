/**
 * The body of an agent-centre contract page (agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary): the member's own contract of the kind, what awaits their answer,
 * its settlements, the contracts they offered down the tree, and the form to offer one.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import type { ContractKind } from '../../../api/calls/contracts/contract';
import type { LanguageCode } from '../../../i18n/languages';
import { $contractRequests } from '../../../stores/contract-requests';
import { $contractsRevision } from '../../../stores/live-contracts';
import { $contractPage, loadContractPage, requestContractEnd } from '../stores/contract-page';
import { ContractRequestCard } from './ContractRequestCard';
import { DownlineContracts } from './DownlineContracts';
import { OfferForm } from './OfferForm';
import { SettlementList } from './SettlementList';
import { TierTable } from './TierTable';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  kind: ContractKind;
}

export function ContractPanel({ t, lang, kind }: Props) {
  const page = useStore($contractPage);
  const requests = useStore($contractRequests);
  // Read again when a contract changes (a downline's answer, a termination asked): the agent bar follows the events.
  const revision = useStore($contractsRevision);
  useEffect(() => {
    void revision;
    void loadContractPage(kind);
  }, [kind, revision]);

  const own = requests.own.find((contract) => contract.kind === kind);
  const pending = requests.pending.filter((contract) => contract.kind === kind);
  return (
    <div className="grid max-w-4xl gap-6">
      {page.errorKey && (
        <p role="alert" className="text-error text-sm">
          {t(page.errorKey)}
        </p>
      )}
      {pending.length > 0 && (
        <section aria-labelledby="contract-pending" className="grid gap-2">
          <h2 id="contract-pending" className="font-semibold text-lg">
            {t('contracts.page.pending')}
          </h2>
          {pending.map((contract) => (
            <ContractRequestCard
              key={contract.id}
              t={t}
              lang={lang}
              contract={contract}
              busy={requests.busyId === contract.id}
            />
          ))}
        </section>
      )}
      <section aria-labelledby="contract-own" className="grid gap-2">
        <h2 id="contract-own" className="font-semibold text-lg">
          {t('contracts.page.own')}
        </h2>
        {own ? (
          <div className="card bg-base-200">
            <div className="card-body gap-2 p-3">
              <p className="text-sm">
                {t('contracts.page.from', { from: own.upline ?? t('contracts.operator') })}
                {own.period && ` · ${t(`contracts.periods.${own.period}`)}`}
              </p>
              <TierTable t={t} lang={lang} kind={kind} tiers={own.tiers} caption={t('contracts.tiers.caption')} />
              {own.terminationRequestedBy ? (
                <p className="text-sm text-warning">{t('contracts.page.endAsked')}</p>
              ) : (
                own.upline && (
                  <div className="card-actions justify-end">
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      disabled={page.busyId === own.id}
                      onClick={() => void requestContractEnd(own)}
                    >
                      {t('contracts.page.askEnd')}
                    </button>
                  </div>
                )
              )}
            </div>
          </div>
        ) : (
          <p className="text-sm">{t('contracts.page.noOwn')}</p>
        )}
      </section>
      <SettlementList t={t} lang={lang} kind={kind} />
      {own && (
        <>
          <DownlineContracts t={t} lang={lang} kind={kind} />
          <OfferForm t={t} kind={kind} maxRate={own.maxRate} />
        </>
      )}
    </div>
  );
}
