/**
 * Fills a game page's frame (GameFrame.astro): the vendor from the page or the address, the launch URL from
 * the platform through the guarded launch (a visitor gets the login dialog and the frame waits), one state
 * shown at a time: loading, failed (with a retry), no game named, or the game.
 */
import type { GameType } from '../../api/calls/games/game';

type State = 'loading' | 'failed' | 'none' | 'ready';
const VENDOR = /^[A-Z0-9_]{2,20}$/;
const TYPES: readonly string[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'BINGO', 'MINI'];

function show(frame: HTMLElement, state: State): void {
  for (const part of frame.querySelectorAll<HTMLElement>('[data-frame-state]')) {
    part.hidden = part.dataset.frameState !== state;
  }
}

function target(frame: HTMLElement): { vassalage: string; gameType: GameType } | null {
  const query = new URLSearchParams(location.search);
  const vassalage = frame.dataset.vassalage ?? query.get('vassalage') ?? '';
  const gameType = frame.dataset.gameType ?? query.get('gameType') ?? '';
  return VENDOR.test(vassalage) && TYPES.includes(gameType) ? { vassalage, gameType: gameType as GameType } : null;
}

async function start(frame: HTMLElement): Promise<void> {
  const vendor = target(frame);
  if (!vendor) return show(frame, 'none');
  show(frame, 'loading');
  try {
    const { vendorLaunchUrl } = await import('../../stores/catalogue-launch');
    const url = await vendorLaunchUrl(vendor);
    if (!url) return; // the guard asked the visitor to log in; the route guard brings them back
    const iframe = frame.querySelector('iframe');
    if (iframe) iframe.src = url;
    show(frame, 'ready');
  } catch (error) {
    show(frame, 'failed');
    const [{ showGameMaintenance }, { showLimitReached }] = await Promise.all([
      import('../../stores/game-maintenance'),
      import('../../stores/limit-reached'),
    ]);
    if (!showGameMaintenance(error)) showLimitReached(error);
  }
}

for (const frame of document.querySelectorAll<HTMLElement>('[data-game-frame]')) {
  frame.querySelector('[data-frame-retry]')?.addEventListener('click', () => void start(frame));
  void start(frame);
}
