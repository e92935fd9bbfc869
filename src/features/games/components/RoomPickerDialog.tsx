/**
 * Picking a room before the launch (the platform's room list): a game that seats players in rooms
 * opens this with `{ nodeId, name }` instead of launching. Each room shows its stakes (money in the page's
 * style) and the players seated; a full room cannot be chosen. Choosing one launches the game into it.
 */

import { useEffect, useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import { type Room, roomListCall } from '../../../api/calls/games/tables';
import { api } from '../../../api/default-client';
import { Dialog } from '../../../components/ui/Dialog';
import { MoneyRange } from '../../../components/ui/Money';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { pageLanguage } from '../../../i18n/client';
import { useTranslations } from '../../../i18n/use-translations';
import { type AppDialogProps, closeDialog } from '../../../stores/dialogs';
import { isRoomFull } from '../tables';
import { useLaunch } from './use-launch';

export default function RoomPickerDialog({ options: game }: AppDialogProps<'roomPicker'>) {
  const t = useTranslations('tables', 'games', 'errors');
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const launcher = useLaunch();
  const gameId = game.nodeId;
  const lang = pageLanguage();

  useEffect(() => {
    if (attempt < 0) return;
    let live = true;
    setErrorKey(null);
    api
      .call(roomListCall, { query: { nodeId: gameId } })
      .then((value) => live && setRooms(value.rooms))
      .catch((error) => live && setErrorKey(errorMessageKey(error)));
    return () => {
      live = false;
    };
  }, [gameId, attempt]);

  if (!t) return null;
  const problem = errorKey ?? launcher.errorKey;
  return (
    <Dialog
      open
      title={t('tables.rooms.title', { game: `\u2068${game.name ?? ''}\u2069` })}
      onClose={closeDialog}
      closeLabel={t('tables.close')}
    >
      <div className="flex flex-col gap-3">
        {problem && (
          <RetryAlert message={t(problem)} retryLabel={t('tables.retry')} onRetry={() => setAttempt((n) => n + 1)} />
        )}
        {rooms === null && !errorKey && (
          <p className="flex justify-center py-6">
            <span className="loading loading-spinner" role="status" aria-label={t('tables.loading')} />
          </p>
        )}
        {rooms?.length === 0 && <p>{t('tables.rooms.empty')}</p>}
        {rooms && rooms.length > 0 && (
          <ul
            aria-label={t('tables.rooms.list', { game: `\u2068${game.name ?? ''}\u2069` })}
            className="flex flex-col gap-2"
          >
            {rooms.map((room) => {
              const full = isRoomFull(room);
              return (
                <li key={room.roomId} className="flex items-center gap-3 rounded-box bg-base-200 p-3">
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <bdi className="font-semibold">{room.name}</bdi>
                    <span className="text-sm opacity-80">
                      {t('tables.rooms.stakes')} <MoneyRange min={room.minStake} max={room.maxStake} lang={lang} />
                    </span>
                    <span className="text-sm opacity-80">
                      {t('tables.rooms.seated', { count: room.seats, seated: room.seated })}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={full || launcher.busy}
                    aria-label={t(full ? 'tables.rooms.fullRoom' : 'tables.rooms.play', { room: room.name })}
                    onClick={() => void launcher.start({ nodeId: gameId, roomId: room.roomId })}
                  >
                    {t(full ? 'tables.rooms.full' : 'tables.rooms.join')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
