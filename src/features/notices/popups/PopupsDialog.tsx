/**
 * The on-load popups (spec §4), one at a time with a counter. Closing (the close button, Escape or the last
 * popup's button) hides them for the rest of the session.
 */

import { useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { useTranslations } from '../../../i18n/use-translations';
import type { AppDialogProps } from '../../../stores/dialogs';
import { closeDialog } from '../../../stores/dialogs';
import { OperatorHtml } from '../OperatorHtml';
import { markPopupsClosed } from './popup-plan';
import { type PopupDialogOptions, popupStorage } from './show-popups';

export default function PopupsDialog({ options }: AppDialogProps) {
  const { plan, popups } = options as unknown as PopupDialogOptions;
  const t = useTranslations('notices');
  const [index, setIndex] = useState(0);
  const current = popups[index];

  if (!t || !current) return null;
  const close = () => {
    markPopupsClosed(plan.key, popupStorage());
    closeDialog();
  };
  const last = index === popups.length - 1;
  return (
    <Dialog open title={current.title} onClose={close} closeLabel={t('notices.close')} size="sm">
      <OperatorHtml html={current.content} className="text-sm" />
      <div className="modal-action items-center">
        {popups.length > 1 && (
          <p className="me-auto text-sm opacity-70">
            {t('notices.popups.counter', { current: index + 1, total: popups.length })}
          </p>
        )}
        {last ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={close}>
            {t('notices.popups.done')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setIndex(index + 1)}>
            {t('notices.popups.next')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
