/**
 * A live table's hosts and its chat: opened by the Chat button of a live table's tile with
 * `{ nodeId, name }`. It lists the table's hosts (live model list: avatar, name, online) and opens the chat
 * beside the site in a window of its own (live chat launch). Members only: a visitor gets the login dialog
 * instead (the tile's button asks the access guard first).
 */
import { useEffect, useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import { type LiveModel, liveModelListCall } from '../../../api/calls/games/tables';
import { api } from '../../../api/default-client';
import { CdnImage } from '../../../components/ui/CdnImage';
import { Dialog } from '../../../components/ui/Dialog';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { useTranslations } from '../../../i18n/use-translations';
import { type AppDialogProps, closeDialog } from '../../../stores/dialogs';
import { PopupBlockedError } from '../launch';
import { openChatWindow } from '../tables';

export default function LiveChatDialog({ options: table }: AppDialogProps<'liveChat'>) {
  const t = useTranslations('tables', 'games', 'errors');
  const [models, setModels] = useState<LiveModel[] | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [chatError, setChatError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const tableId = table.nodeId;

  useEffect(() => {
    if (attempt < 0) return;
    let live = true;
    setErrorKey(null);
    api
      .call(liveModelListCall, { query: { nodeId: tableId } })
      .then((value) => live && setModels(value.models))
      .catch((error) => live && setErrorKey(errorMessageKey(error)));
    return () => {
      live = false;
    };
  }, [tableId, attempt]);

  async function startChat() {
    setOpening(true);
    setChatError(null);
    try {
      await openChatWindow(tableId);
      closeDialog();
    } catch (error) {
      setChatError(error instanceof PopupBlockedError ? error.messageKey : errorMessageKey(error));
    } finally {
      setOpening(false);
    }
  }

  if (!t) return null;
  return (
    <Dialog
      open
      title={t('tables.chat.title', { table: `\u2068${table.name ?? ''}\u2069` })}
      onClose={closeDialog}
      closeLabel={t('tables.close')}
    >
      <div className="flex flex-col gap-3">
        {errorKey && (
          <RetryAlert message={t(errorKey)} retryLabel={t('tables.retry')} onRetry={() => setAttempt((n) => n + 1)} />
        )}
        {models === null && !errorKey && (
          <p className="flex justify-center py-6">
            <span className="loading loading-spinner" role="status" aria-label={t('tables.loading')} />
          </p>
        )}
        {models?.length === 0 && <p>{t('tables.chat.noHosts')}</p>}
        {models && models.length > 0 && (
          <ul aria-label={t('tables.chat.hosts')} className="flex flex-col gap-2">
            {models.map((model) => (
              <li key={model.id} className="flex items-center gap-3 rounded-box bg-base-200 p-2">
                <CdnImage
                  src={model.avatarUrl}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded-full bg-base-300"
                />
                <bdi className="flex-1 font-semibold">{model.name}</bdi>
                <span className={`badge badge-sm ${model.online ? 'badge-success' : 'badge-ghost'}`}>
                  {t(model.online ? 'tables.chat.online' : 'tables.chat.offline')}
                </span>
              </li>
            ))}
          </ul>
        )}
        {chatError && (
          <p role="alert" className="alert alert-error text-sm">
            {t(chatError)}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary"
          disabled={opening || models === null}
          aria-busy={opening || undefined}
          onClick={() => void startChat()}
        >
          {opening && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('tables.chat.start')}
        </button>
      </div>
    </Dialog>
  );
}
