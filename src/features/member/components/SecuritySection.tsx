/** Password: opens the site's change-password dialog (the auth feature's, through the dialog store). */
import type { TFunction } from 'i18next';
import { openDialog } from '../../../stores/dialogs';

export function SecuritySection({ t }: { t: TFunction }) {
  return (
    <section className="card bg-base-200 shadow-sm" aria-labelledby="member-security-title">
      <div className="card-body gap-3">
        <h2 id="member-security-title" className="font-semibold text-lg">
          {t('member.security.title')}
        </h2>
        <p className="text-sm opacity-90">{t('member.security.passwordHint')}</p>
        <div>
          <button type="button" className="btn btn-primary" onClick={() => openDialog('changePassword')}>
            {t('member.security.changePassword')}
          </button>
        </div>
      </div>
    </section>
  );
}
