/**
 * An agent-centre contract page's island (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary). The agent frame around it (AgentCentrePage) checks the session and sends a non-agent to
 * /agent; this island waits for the member and its translations, then shows the contract panel of its kind.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ContractKind } from '../../../api/calls/contracts/contract';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { wakeApp } from '../../../stores/member-page';
import { $member } from '../../../stores/session';
import { ContractPanel } from './ContractPanel';

interface Props {
  lang: LanguageCode;
  kind: ContractKind;
  /** Server-translated: shown in the static HTML until the member is known. */
  checkingLabel: string;
}

export default function ContractPage({ lang, kind, checkingLabel }: Props) {
  const t = useTranslations('contracts', 'errors', 'team');
  const member = useStore($member);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    wakeApp();
  }, []);
  if (!hydrated || !t || !member) {
    return (
      <p role="status" className="flex items-center gap-2 opacity-80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {checkingLabel}
      </p>
    );
  }
  return <ContractPanel t={t} lang={lang} kind={kind} />;
}
