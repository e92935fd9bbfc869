/**
 * The game-maintenance notice, which suggests other games: opened by stores/game-maintenance.ts when a launch is
 * refused because the vendor is under maintenance, with the platform's `{ vendor, gameType, suggestions }`.
 * It says which provider is down and offers the suggested games as tiles that launch like any other; with no
 * suggestion it still explains and closes. The shared Dialog labels it by its title and keeps focus inside.
 */
import { Dialog } from '../../../components/ui/Dialog';
import { useTranslations } from '../../../i18n/use-translations';
import { type AppDialogProps, closeDialog } from '../../../stores/dialogs';
import { GameTile } from './GameTile';
import { useLaunch } from './use-launch';

export default function GameMaintenanceDialog({ options }: AppDialogProps<'gameMaintenance'>) {
  const t = useTranslations('games', 'errors');
  const launcher = useLaunch();
  if (!t) return null;
  const { vendor, suggestions } = options;
  return (
    <Dialog
      open
      title={t('games.maintenanceDialog.title', { vendor: `\u2068${vendor}\u2069` })}
      onClose={closeDialog}
      closeLabel={t('games.popup.close')}
      size="lg"
    >
      <div className="flex flex-col gap-3">
        <p>{t(suggestions.length ? 'games.maintenanceDialog.suggest' : 'games.maintenanceDialog.later')}</p>
        {launcher.errorKey && (
          <p role="alert" className="alert alert-error text-sm">
            {t(launcher.errorKey)}
          </p>
        )}
        {suggestions.length > 0 && (
          <ul aria-label={t('games.maintenanceDialog.list')} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {suggestions.map((game) => (
              <GameTile key={game.nodeId} game={game} t={t} onLaunch={(g) => launcher.start({ nodeId: g.nodeId })} />
            ))}
          </ul>
        )}
        <button type="button" className="btn btn-ghost btn-sm self-center" onClick={closeDialog}>
          {t('games.dismiss')}
        </button>
      </div>
    </Dialog>
  );
}
