/**
 * The island of a studio game page (/studio/dice/, /studio/slot/): members only. A visitor gets the login
 * dialog (the protected-action guard) and a button to open it again; once a member is known the page loads
 * the seed pair, the last rounds and the balance, and the game plays. The balance is the main wallet, which the
 * studio plays from at every merchant: as the page opened, then as each round answers.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { type StudioGame, stakeLimits } from '../../../api/calls/studio/games';
import { LimitReached } from '../../../components/ui/LimitReached';
import { MoneyElsewhere } from '../../../components/ui/MoneyElsewhere';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { useTranslations } from '../../../i18n/use-translations';
import { requireMember, requireMemberAfterSignIn } from '../../../stores/access';
import { wakeApp } from '../../../stores/member-page';
import { $isTrial, $member, $sessionStatus } from '../../../stores/session';
import { followRealityCheck } from '../stores/reality-check';
import { $load, $play, loadStudio } from '../stores/studio';
import { formatMinor } from '../studio-money';
import { DiceBoard } from './DiceBoard';
import { FairPanel } from './FairPanel';
import { RealityCheckDialog } from './RealityCheckDialog';
import { RoundList } from './RoundList';
import { SlotBoard } from './SlotBoard';

interface Props {
  game: StudioGame;
  lang: LanguageCode;
  /** Server-translated, shown until the session and the island's translations are known. */
  loadingLabel: string;
}

const limits = stakeLimits(tenant.currency);

function Waiting({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 opacity-80">
      <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      {label}
    </p>
  );
}

export default function StudioGamePage({ game, lang, loadingLabel }: Props) {
  const t = useTranslations('studio', 'games', 'errors', 'money', 'limits');
  const status = useStore($sessionStatus);
  const member = useStore($member);
  const trial = useStore($isTrial);
  const load = useStore($load);
  const play = useStore($play);
  const asked = useRef(false);

  // The session lives in the app island, which otherwise hydrates at an idle moment.
  useEffect(() => wakeApp(), []);
  // Signing out also ends in 'anonymous' and goes home by itself: only a page opened without a session asks.
  if (status === 'signed-in') asked.current = true;
  useEffect(() => {
    if (status === 'anonymous' && !asked.current) {
      asked.current = true;
      // A sign-in link still being exchanged is a player, not a visitor: wait for it before asking.
      void requireMemberAfterSignIn();
    }
  }, [status]);
  const isMember = status === 'signed-in' && member !== null && !trial;
  useEffect(() => {
    if (isMember) void loadStudio(game);
  }, [isMember, game]);
  // The reality check's reminders while a member plays (the platform counts the session).
  useEffect(() => (isMember ? followRealityCheck() : undefined), [isMember]);

  if (!t || status === 'unknown') return <Waiting label={loadingLabel} />;
  if (status === 'anonymous') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{t('studio.loginToPlay')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void requireMember()}>
          {t('studio.login')}
        </button>
      </div>
    );
  }
  if (trial) {
    return (
      <p role="alert" className="alert alert-warning">
        {t('errors.trial_user_blocked')}
      </p>
    );
  }
  if (!isMember || load.status === 'idle' || load.status === 'loading') return <Waiting label={loadingLabel} />;
  if (load.status === 'error') {
    return (
      <RetryAlert
        message={t(load.errorKey ?? 'errors.unknown_error')}
        retryLabel={t('studio.retry')}
        onRetry={() => loadStudio(game)}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4">
      <p className="flex items-baseline justify-between gap-2 rounded-box bg-base-200 px-3 py-2">
        <span id="studio-balance-label">{t('studio.balance')}</span>
        <output aria-labelledby="studio-balance-label" aria-live="polite" className="font-bold tabular-nums">
          {play.balance === null ? null : formatMinor(play.balance, lang)}
        </output>
      </p>
      <RealityCheckDialog t={t} lang={lang} />
      {play.limit && (
        <LimitReached
          t={t}
          lang={lang}
          value={play.limit}
          limitsHref={localePath(lang, '/member/responsibleGaming/')}
        />
      )}
      {play.errorKey && !play.limit && (
        <p role="alert" className="alert alert-error block">
          {t(play.errorKey)}
          {play.elsewhere && <MoneyElsewhere t={t} lang={lang} holding={play.elsewhere} />}
        </p>
      )}
      {game === 'slot' ? (
        <SlotBoard t={t} lang={lang} limits={limits} />
      ) : (
        <DiceBoard t={t} lang={lang} limits={limits} />
      )}
      {/* The seed pair before the rounds: its hash is what the next round commits to. */}
      <FairPanel t={t} lang={lang} game={game} />
      <RoundList t={t} lang={lang} />
    </div>
  );
}
