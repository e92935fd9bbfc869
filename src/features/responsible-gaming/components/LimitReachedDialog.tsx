/**
 * The dialog of a refusal by one of the player's own limits (stores/limit-reached.ts): which limit and when its period
 * starts again, with the way to the player's limits; for the session limit, the session-over notice, whose only way
 * out signs the player out. The shared Dialog labels it by its title and keeps focus inside.
 */
import { Dialog } from '../../../components/ui/Dialog';
import { limitReachedText, SessionOver } from '../../../components/ui/LimitReached';
import { pageLanguage } from '../../../i18n/client';
import { localePath } from '../../../i18n/paths';
import { useTranslations } from '../../../i18n/use-translations';
import { type AppDialogProps, closeDialog } from '../../../stores/dialogs';

export default function LimitReachedDialog({ options }: AppDialogProps<'limitReached'>) {
  const t = useTranslations('limits', 'errors');
  const lang = pageLanguage();
  if (!t) return null;
  if (options.kind === 'session') return <SessionOver t={t} lang={lang} value={options} />;
  return (
    <Dialog
      open
      title={t('limits.reachedDialog.title')}
      onClose={closeDialog}
      closeLabel={t('limits.reachedDialog.close')}
      size="sm"
    >
      <div className="grid gap-3">
        <p>{limitReachedText(t, options, lang)}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <a className="btn btn-ghost" href={localePath(lang, '/member/responsibleGaming/')}>
            {t('limits.seeLimits')}
          </a>
          <button type="button" className="btn btn-primary" onClick={closeDialog}>
            {t('limits.reachedDialog.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
