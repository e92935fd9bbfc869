// @vitest-environment jsdom
/** A signed-in player's popups, shown by the app island in the page's popup dialog. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPopupDialog, popup, visibleControls } from './popup-dom';

const call = vi.fn();
vi.mock('../../../src/api/default-client', () => ({ api: { call } }));

const { resetOverlays } = await import('../../../src/stores/overlays');
const { $dialog, closeDialog, openDialog } = await import('../../../src/stores/dialogs');
const { $member, $sessionStatus, FIRST_LOGIN_KEY } = await import('../../../src/stores/session');
const { startPopups } = await import('../../../src/features/notices/popups/show-popups');

let stop: () => void = () => undefined;
let dialog: HTMLDialogElement;

beforeEach(() => {
  resetOverlays();
  sessionStorage.clear();
  dialog = installPopupDialog();
  document.documentElement.dataset.langPrefix = '/ur';
  $dialog.set(null);
  $member.set(null);
  $sessionStatus.set('unknown');
  call.mockReset();
});
afterEach(() => stop());

function signIn(type = 0) {
  $member.set({ type } as never);
  $sessionStatus.set('signed-in');
}

describe('startPopups', () => {
  it('leaves visitors to the visitors script: no call, no dialog', () => {
    stop = startPopups();
    $sessionStatus.set('anonymous');
    expect(call).not.toHaveBeenCalled();
    expect(dialog.open).toBe(false);
  });

  it('shows a player the players popups with their action, and closing ends them for the session', async () => {
    call.mockResolvedValue({ popup: [popup(1, 'A', { action: 'promotion', link: '/promotions/daily-rebate/' })] });
    stop = startPopups();
    signIn();
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    // with the session token, or the platform would answer as to a visitor
    expect(call.mock.calls[0]?.[0]).toMatchObject({ path: '/wps/relay/announcements', auth: 'optional' });
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { types: 'PU', platform: 'W', execution: 'A' } });
    expect(dialog.querySelector('[data-popup-title]')?.textContent).toBe('t1');
    expect(visibleControls(dialog)).toEqual(['Close', 'Got it', 'See the offer']);
    const offer = dialog.querySelector<HTMLAnchorElement>('[data-popup-promotion]');
    expect(offer?.getAttribute('href')).toBe('/ur/promotions/daily-rebate/');
    offer?.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    offer?.click();
    expect(dialog.open).toBe(false);
    expect(sessionStorage.getItem('USER_POPUP')).toBe('closed');
  });

  it('shows a first login F (the first-login action answer) then A, and never pushes aside an open dialog', async () => {
    sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
    call.mockImplementation((definition: { path: string }) =>
      Promise.resolve(
        definition.path === '/wps/member/firstLogin'
          ? { firstLogin: true, ranAt: '2026-11-26T00:00:00Z', popups: [popup(2, 'F')] }
          : { popup: [popup(1, 'A')] },
      ),
    );
    openDialog('login');
    stop = startPopups();
    signIn();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls.map(([definition]) => definition.path).sort()).toEqual([
      '/wps/member/firstLogin',
      '/wps/relay/announcements',
    ]);
    const announcements = call.mock.calls.find(([definition]) => definition.path === '/wps/relay/announcements');
    expect(announcements?.[1]).toEqual({ query: { types: 'PU', platform: 'W', execution: 'A' } });
    expect(dialog.open).toBe(false);
    closeDialog();
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    expect(dialog.querySelector('[data-popup-title]')?.textContent).toBe('t2');
    expect(dialog.querySelector('[data-popup-counter]')?.textContent).toBe('1 of 2');
    expect(visibleControls(dialog)).toEqual(['Close', 'Next']);
    dialog.querySelector<HTMLButtonElement>('[data-popup-next]')?.click();
    expect(dialog.querySelector('[data-popup-title]')?.textContent).toBe('t1');
    expect(visibleControls(dialog)).toEqual(['Close', 'Got it']);
    dialog.querySelector<HTMLButtonElement>('[data-popup-done]')?.click();
    expect(dialog.open).toBe(false);
    expect(sessionStorage.getItem('USER_POPUP')).toBe('closed');
  });

  it('asks nothing for agents, on pages without the popup dialog, or once closed this session', () => {
    stop = startPopups();
    signIn(1);
    stop();
    $sessionStatus.set('unknown');
    document.body.innerHTML = '';
    stop = startPopups();
    signIn();
    stop();
    $sessionStatus.set('unknown');
    installPopupDialog();
    sessionStorage.setItem('USER_POPUP', 'closed');
    stop = startPopups();
    signIn();
    expect(call).not.toHaveBeenCalled();
  });

  it('stays quiet when there are no popups or the platform fails, and tries again on the next sign-in', async () => {
    call.mockResolvedValueOnce({ popup: [] });
    stop = startPopups();
    signIn();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    stop();
    $sessionStatus.set('unknown');
    call.mockRejectedValueOnce(new Error('offline'));
    stop = startPopups();
    signIn();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(dialog.open).toBe(false);
  });
});
