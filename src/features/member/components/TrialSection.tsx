/**
 * A trial (free-play) user may use no member-centre action: instead of the avatar and password
 * actions they read why, and registering a real account is one click away.
 */
import type { TFunction } from 'i18next';
import { openDialog } from '../../../stores/dialogs';

export function TrialSection({ t }: { t: TFunction }) {
  return (
    <section className="card bg-base-200 shadow-sm" aria-labelledby="member-trial-title">
      <div className="card-body gap-3">
        <h2 id="member-trial-title" className="font-semibold text-lg">
          {t('member.trial.title')}
        </h2>
        <p role="note">{t('errors.trial_user_blocked')}</p>
        <p className="text-sm opacity-90">{t('member.trial.explain')}</p>
        <div>
          <button type="button" className="btn btn-primary" onClick={() => openDialog('register')}>
            {t('member.trial.register')}
          </button>
        </div>
      </div>
    </section>
  );
}
