/**
 * The sign-out confirmation: cancel, or confirm → the server call, session storage
 * cleared except the merchant code, and the player lands on home. Registered as the app dialog 'logout'.
 */
import { useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { pageLanguage } from '../../../i18n/client';
import { localePath } from '../../../i18n/paths';
import { useTranslations } from '../../../i18n/use-translations';
import { type AppDialogProps, closeDialog } from '../../../stores/dialogs';
import { signOut } from '../../../stores/session';

export default function LogoutDialog(_props: AppDialogProps<'logout'>) {
  const t = useTranslations('account');
  const [busy, setBusy] = useState(false);
  if (!t) return null;

  async function confirm() {
    setBusy(true);
    // signOut navigates away; the button stays busy until the new page replaces this one
    await signOut(localePath(pageLanguage(), '/'));
  }

  return (
    <Dialog
      open
      size="sm"
      title={t('account.logout.title')}
      closeLabel={t('account.logout.close')}
      onClose={() => !busy && closeDialog()}
    >
      <p>{t('account.logout.question')}</p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={closeDialog} disabled={busy}>
          {t('account.logout.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {busy ? t('account.logout.busy') : t('account.logout.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
