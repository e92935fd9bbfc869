/**
 * The game popup: a vendor tile (isGame VASSALAGE) opens it with
 * `{ vassalage, gameType, name }`, and it lists that vendor's games as tiles, 30 at a time with "load more".
 * The shared Dialog gives it what every popup dialog must have: labelled by its title, focus kept
 * inside, Escape and the close button close it, a click outside does not, background scrolling locked and
 * restored, draggable on desktop, full width on phones.
 */
import { useCallback, useEffect, useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import type { Game } from '../../../api/calls/games/game';
import { gameListCall } from '../../../api/calls/games/lobby';
import { api } from '../../../api/default-client';
import { Dialog } from '../../../components/ui/Dialog';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { useTranslations } from '../../../i18n/use-translations';
import { type AppDialogProps, closeDialog } from '../../../stores/dialogs';
import { GameTile } from './GameTile';
import { useLaunch } from './use-launch';

const PAGE_SIZE = 30;

interface Listing {
  games: Game[];
  pageNo: number;
  totalPages: number;
}

export default function GamePopupDialog({ options: vendor }: AppDialogProps<'gamePopup'>) {
  const t = useTranslations('games', 'errors');
  const [listing, setListing] = useState<Listing | null>(null);
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const launcher = useLaunch();
  const vendorType = vendor.gameType;
  const vendorCodeValue = vendor.vassalage;

  const load = useCallback(
    (pageNo: number) => {
      setBusy(true);
      setErrorKey(null);
      api
        .call(gameListCall, {
          query: { gameType: vendorType, vassalage: vendorCodeValue, pageNo, pageSize: PAGE_SIZE },
        })
        .then((value) =>
          setListing((previous) => ({
            // The vendor's own tile is in its list too: the popup shows only its games.
            games: [...(pageNo > 1 ? (previous?.games ?? []) : []), ...value.games.filter((g) => g.isGame === 'GAME')],
            pageNo: value.pageNo,
            totalPages: value.totalPages,
          })),
        )
        .catch((error) => setErrorKey(errorMessageKey(error)))
        .finally(() => setBusy(false));
    },
    [vendorType, vendorCodeValue],
  );
  useEffect(() => load(1), [load]);

  if (!t) return null;
  const problem = errorKey ?? launcher.errorKey;
  return (
    <Dialog open title={<bdi>{vendor.name}</bdi>} onClose={closeDialog} closeLabel={t('games.popup.close')} size="lg">
      <div className="flex flex-col gap-3">
        {problem && (
          <RetryAlert message={t(problem)} retryLabel={t('games.retry')} onRetry={() => load(listing?.pageNo ?? 1)} />
        )}
        {listing === null && !errorKey && (
          <p className="flex justify-center py-8">
            <span className="loading loading-spinner" role="status" aria-label={t('games.loading')} />
          </p>
        )}
        {listing?.games.length === 0 && <p className="py-6 text-center">{t('games.popup.empty')}</p>}
        {listing && listing.games.length > 0 && (
          <ul
            aria-label={t('games.popup.list', { vendor: vendor.name })}
            className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          >
            {listing.games.map((game) => (
              <GameTile key={game.nodeId} game={game} t={t} onLaunch={(g) => launcher.start({ nodeId: g.nodeId })} />
            ))}
          </ul>
        )}
        {listing && listing.pageNo < listing.totalPages && (
          <button
            type="button"
            className="btn btn-outline btn-sm self-center"
            disabled={busy}
            onClick={() => load(listing.pageNo + 1)}
          >
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t('games.loadMore')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
