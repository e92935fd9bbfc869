/**
 * The floating red envelope button's script (a few hundred bytes on every page with the shell): asks the platform
 * for the round running now (a public answer browsers keep for a few seconds) and shows the button while envelopes
 * are left and this tab has not opened this round's one; it hides again when the round ends. A click opens the app's
 * red envelope dialog (the app island loads it only then); a visitor goes straight to the login dialog, without
 * loading the envelope's code first.
 */
import { platformValue } from '../../api/platform-value';
import { getToken } from '../../api/session';
import { openDialog } from '../../stores/dialogs';
import { isMarkedOpened, OPENED_EVENT } from './opened-mark';
import { readRound } from './round-reading';

/** setTimeout's ceiling (about 24.8 days); a round ending later hides on a later page. */
const MAX_DELAY_MS = 2 ** 31 - 1;

function setShown(shown: boolean): void {
  for (const button of document.querySelectorAll<HTMLElement>('[data-red-envelope]')) button.hidden = !shown;
}

async function showWhileOpen(): Promise<void> {
  try {
    const round = readRound(await platformValue('/wps/relay/raffle', {}));
    if (!round?.open || isMarkedOpened(round.id)) return;
    setShown(true);
    const left = round.endsAt - Date.now();
    if (left < MAX_DELAY_MS) setTimeout(() => setShown(false), Math.max(0, left));
  } catch {
    // no platform, no envelope: the page works without it
  }
}

/**
 * What the login dialog shows above its form: stores/access.ts's LOGIN_REQUIRED_OPTIONS, written out here because
 * importing that module would bring the session store into every visitor's page.
 */
const LOGIN_REQUIRED = { message: 'errors.not_logged_in' };

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('[data-red-envelope-open]')) return;
  if (getToken() === null) openDialog('login', { ...LOGIN_REQUIRED });
  else openDialog('redEnvelope');
});

// Opened in the dialog: the button goes on this page too (the dialog marks the round in session storage).
addEventListener(OPENED_EVENT, () => setShown(false));
void showWhileOpen();
