/**
 * The warning a trial user (type 4) gets when an action needs a real member: "please register a
 * member for your first account". The action stays blocked; registering is one click away.
 */
import { Dialog } from '../../../components/ui/Dialog';
import { useTranslations } from '../../../i18n/use-translations';
import { $accessNotice } from '../../../stores/access';
import { openDialog } from '../../../stores/dialogs';

export default function TrialNotice() {
  const t = useTranslations('account', 'errors');
  if (!t) return null;
  const close = () => $accessNotice.set(null);
  return (
    <Dialog open size="sm" title={t('account.trial.title')} closeLabel={t('account.trial.close')} onClose={close}>
      <p role="alert">{t('errors.trial_user_blocked')}</p>
      <div className="modal-action">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            close();
            openDialog('register');
          }}
        >
          {t('account.trial.register')}
        </button>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('account.trial.ok')}
        </button>
      </div>
    </Dialog>
  );
}
