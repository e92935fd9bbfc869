// @vitest-environment jsdom
/** The visitors' popups on a first visit: plain DOM, a plain read, no app island. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installPopupDialog, popup, visibleControls } from './popup-dom';

const platformValue = vi.fn();
vi.mock('../../../src/api/platform-value', () => ({ platformValue }));

const { expectOverlay, offerOverlay, overlayClosed, resetOverlays } = await import('../../../src/stores/overlays');
const { $dialog } = await import('../../../src/stores/dialogs');
const { showVisitorPopups } = await import('../../../src/features/notices/popups/visitor-popups');

let dialog: HTMLDialogElement;

beforeEach(() => {
  resetOverlays();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  dialog = installPopupDialog();
  $dialog.set(null);
  platformValue.mockReset();
});

describe('showVisitorPopups', () => {
  it('shows the visitors popup with its Register button, which opens registration and ends the popups', async () => {
    platformValue.mockResolvedValue({ popup: [popup(3, 'B', { action: 'register' })] });
    const demand = vi.fn();
    window.addEventListener('portal:demand', demand, { once: true });
    await showVisitorPopups(dialog);
    expect(platformValue).toHaveBeenCalledWith('/wps/relay/announcements', {
      types: 'PU',
      platform: 'W',
      execution: 'B',
      language: 'EN',
    });
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('[data-popup-content]')?.innerHTML).toBe('<p>3</p>');
    expect(visibleControls(dialog)).toEqual(['Close', 'Got it', 'Register now']);
    dialog.querySelector<HTMLButtonElement>('[data-popup-register]')?.click();
    expect(dialog.open).toBe(false);
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('closed');
    expect($dialog.get()?.name).toBe('register');
    expect(demand).toHaveBeenCalled(); // the app island wakes for the registration dialog
  });

  it('sanitises the operator HTML and closes on Escape', async () => {
    platformValue.mockResolvedValue({ popup: [popup(3, 'B', { content: '<p>hi<img src=x onerror="alert(1)"></p>' })] });
    await showVisitorPopups(dialog);
    expect(dialog.querySelector('[data-popup-content]')?.innerHTML).not.toContain('onerror');
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(dialog.open).toBe(false);
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('closed');
  });

  it('asks nothing with a session, once closed this session, or on a route that opens a dialog', async () => {
    sessionStorage.setItem('token', 'abc');
    await showVisitorPopups(dialog);
    sessionStorage.clear();
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    await showVisitorPopups(dialog);
    sessionStorage.clear();
    history.replaceState(null, '', '/en/login/');
    await showVisitorPopups(dialog);
    history.replaceState(null, '', '/?token=abc');
    await showVisitorPopups(dialog);
    expect(platformValue).not.toHaveBeenCalled();
  });

  it('does not interrupt a dialog the visitor opened meanwhile, nor show an empty or broken answer', async () => {
    platformValue.mockImplementationOnce(async () => {
      $dialog.set({ name: 'login', options: {} });
      return { popup: [popup(3, 'B')] };
    });
    await showVisitorPopups(dialog);
    expect(dialog.open).toBe(false);
    $dialog.set(null);
    for (const answer of [null, { popup: [] }, { popup: 'x' }, { popup: [{ id: 'x' }] }]) {
      platformValue.mockResolvedValueOnce(answer);
      await showVisitorPopups(dialog);
    }
    expect(dialog.open).toBe(false);
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBeNull();
  });

  it('waits for the region select, expected or showing, and shows once it has closed', async () => {
    platformValue.mockResolvedValue({ popup: [popup(3, 'B')] });
    expectOverlay('region');
    const shown = showVisitorPopups(dialog);
    await vi.waitFor(() => expect(platformValue).toHaveBeenCalled());
    expect(dialog.open).toBe(false);
    void offerOverlay('region', { show: () => true });
    overlayClosed('region');
    await shown;
    expect(dialog.open).toBe(true);
  });
});
