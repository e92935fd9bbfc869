/**
 * agentAnnouncement: the site's announcements in the agent centre — the same announcement dialog the player
 * site opens (the app island's: titles 9 per page and a detail pane), opened on arrival and again
 * from the button.
 */
import { useEffect } from 'react';
import type { LanguageCode } from '../../../i18n/languages';
import { openDialog } from '../../../stores/dialogs';
import { AgentGate } from './AgentGate';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function AnnouncementsPage({ lang, checkingLabel }: Props) {
  return (
    <AgentGate lang={lang} checkingLabel={checkingLabel}>
      {(_member, t) => <Announcements label={t('team.announcements.open')} explain={t('team.announcements.explain')} />}
    </AgentGate>
  );
}

function Announcements({ label, explain }: { label: string; explain: string }) {
  useEffect(() => openDialog('announcements'), []);
  return (
    <div className="grid max-w-xl gap-3">
      <p>{explain}</p>
      <button type="button" className="btn btn-primary w-fit" onClick={() => openDialog('announcements')}>
        {label}
      </button>
    </div>
  );
}
