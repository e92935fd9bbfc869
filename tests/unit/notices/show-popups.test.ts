// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../../../src/api/default-client', () => ({ api: { call } }));

const { $dialog, closeDialog, openDialog } = await import('../../../src/stores/dialogs');
const { $member, $sessionStatus, FIRST_LOGIN_KEY } = await import('../../../src/stores/session');
const { startPopups } = await import('../../../src/features/notices/popups/show-popups');

const popup = (id: number, execution: 'A' | 'B' | 'F') => ({ id, execution, title: `t${id}`, content: `<p>${id}</p>` });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: () => void = () => undefined;

beforeEach(() => {
  sessionStorage.clear();
  $dialog.set(null);
  $member.set(null);
  $sessionStatus.set('unknown');
  call.mockReset();
});
afterEach(() => stop());

describe('startPopups', () => {
  it('waits for the session status, then shows the visitors popups (B)', async () => {
    call.mockResolvedValue({ popup: [popup(3, 'B')] });
    stop = startPopups();
    await flush();
    expect(call).not.toHaveBeenCalled();
    $sessionStatus.set('anonymous');
    await flush();
    expect(call.mock.calls[0]?.[0]).toMatchObject({ path: '/wps/relay/announcements', auth: false });
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { types: 'PU', platform: 'W', execution: 'B' } });
    expect($dialog.get()).toEqual({
      name: 'popups',
      options: { plan: { key: 'ANONYMOUS_POPUP', executions: ['B'] }, popups: [popup(3, 'B')] },
    });
  });

  it('asks nothing once the audience closed its popups in this session', async () => {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    stop = startPopups();
    $sessionStatus.set('anonymous');
    await flush();
    expect(call).not.toHaveBeenCalled();
    expect($dialog.get()).toBeNull();
  });

  it('shows a first login F then A, and never pushes aside an open dialog', async () => {
    sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
    call.mockResolvedValue({ popup: [popup(1, 'A'), popup(2, 'F')] });
    openDialog('login');
    stop = startPopups();
    $member.set({ type: 0 } as never);
    $sessionStatus.set('signed-in');
    await flush();
    // with the session token, or the platform would answer as to a visitor
    expect(call.mock.calls[0]?.[0]).toMatchObject({ path: '/wps/relay/announcements', auth: true });
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { types: 'PU', platform: 'W', execution: 'F,A' } });
    expect($dialog.get()?.name).toBe('login');
    closeDialog();
    expect($dialog.get()?.name).toBe('popups');
    expect($dialog.get()?.options).toMatchObject({ popups: [{ id: 2 }, { id: 1 }] });
  });

  it('follows a sign-in on the page: visitor popups first, member popups after', async () => {
    call.mockImplementation(async (_call, { query }) => ({
      popup: query.execution === 'B' ? [popup(3, 'B')] : [popup(1, 'A')],
    }));
    stop = startPopups();
    $sessionStatus.set('anonymous');
    await flush();
    expect($dialog.get()?.name).toBe('popups');
    closeDialog();
    $member.set({ type: 0 } as never);
    $sessionStatus.set('signed-in');
    await flush();
    expect(call).toHaveBeenCalledTimes(2);
    expect($dialog.get()?.options).toMatchObject({ popups: [popup(1, 'A')] });
  });

  it('stays quiet when there are no popups or the platform fails', async () => {
    call.mockResolvedValueOnce({ popup: [] });
    stop = startPopups();
    $sessionStatus.set('anonymous');
    await flush();
    expect($dialog.get()).toBeNull();
    stop();
    call.mockRejectedValueOnce(new Error('offline'));
    stop = startPopups();
    await flush();
    expect(call).toHaveBeenCalledTimes(2);
    expect($dialog.get()).toBeNull();
  });
});
