// @vitest-environment jsdom
// The inbox page's store (member centre messageV2): list with language and kind, open (marks read), mark all
// read, delete after confirmation (one or several), the unread count shared with the header and the badge,
// and a reload when the count moves for a reason the page did not cause (a message arriving live).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { inboxDeleteCall } from '../../../src/api/calls/inbox/delete-messages';
import { inboxListCall } from '../../../src/api/calls/inbox/list-messages';
import type { InboxSummary } from '../../../src/api/calls/inbox/message';
import { inboxReadAllCall } from '../../../src/api/calls/inbox/read-all';
import { inboxReadCall } from '../../../src/api/calls/inbox/read-message';
import { api } from '../../../src/api/default-client';
import {
  $confirmDelete,
  $inboxAction,
  $inboxKind,
  $openMessage,
  $selectedIds,
  askDelete,
  cancelDelete,
  chooseKind,
  confirmDelete,
  inboxList,
  markAllRead,
  openMessage,
  startInbox,
  toggleSelected,
} from '../../../src/features/inbox/stores/inbox';
import { $unreadCount } from '../../../src/stores/session';

const row = (id: number, read = false): InboxSummary => ({
  id,
  kind: 'system',
  title: `Message ${id}`,
  time: '2026-11-20T10:00:00.000Z',
  read,
});
const page = (rows: InboxSummary[], unread: number, total = rows.length) => ({
  rows,
  page: 1,
  pageSize: 10,
  total,
  unread,
});

/** Answers each call by its definition; records them. */
function fakeApi(answers: Map<unknown, (options: unknown) => unknown>) {
  return vi.spyOn(api, 'call').mockImplementation(async (call: unknown, options?: unknown) => {
    const answer = answers.get(call);
    if (!answer) throw new Error('unexpected call');
    return answer(options) as never;
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inbox store', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    $unreadCount.set(0);
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.restoreAllMocks();
    $inboxKind.set('');
    $openMessage.set(null);
    $selectedIds.set([]);
    $confirmDelete.set(null);
    $inboxAction.set({ busy: false, errorKey: null, notice: null });
    inboxList.$list.set({ page: null, loading: false, errorKey: null });
  });

  it('loads the first page and shares the unread count', async () => {
    const call = fakeApi(new Map([[inboxListCall, () => page([row(2), row(1, true)], 1)]]));
    stop = startInbox();
    await settle();
    expect(call).toHaveBeenCalledWith(inboxListCall, { query: { page: 1, pageSize: 10 } });
    expect(inboxList.$list.get().page?.rows.map((r) => r.id)).toEqual([2, 1]);
    expect($unreadCount.get()).toBe(1);

    await chooseKind('promotion');
    expect(call).toHaveBeenLastCalledWith(inboxListCall, { query: { page: 1, pageSize: 10, kind: 'promotion' } });
  });

  it('opens a message, marks its row read and lowers the count, without reloading the list', async () => {
    const call = fakeApi(
      new Map<unknown, (options: unknown) => unknown>([
        [inboxListCall, () => page([row(2), row(1)], 2)],
        [inboxReadCall, () => ({ message: { ...row(2, true), content: '<b>Hi</b>' }, unread: 1 })],
      ]),
    );
    stop = startInbox();
    await settle();
    await openMessage(2);
    expect(call).toHaveBeenCalledWith(inboxReadCall, { body: { id: 2 } });
    expect($openMessage.get()?.message?.content).toBe('<b>Hi</b>');
    expect(inboxList.$list.get().page?.rows.map((r) => r.read)).toEqual([true, false]);
    expect($unreadCount.get()).toBe(1);
    await settle();
    expect(call.mock.calls.filter(([c]) => c === inboxListCall)).toHaveLength(1);
  });

  it('shows why a message could not be opened', async () => {
    fakeApi(
      new Map<unknown, (options: unknown) => unknown>([
        [
          inboxReadCall,
          () => {
            throw new ApiError({ code: 'message_not_found', status: 404, reason: 'platform', call: 'POST test' });
          },
        ],
      ]),
    );
    await openMessage(9);
    expect($openMessage.get()).toEqual({ id: 9, message: null, errorKey: 'errors.message_not_found' });
  });

  it('marks all read, of the kind shown', async () => {
    const call = fakeApi(
      new Map<unknown, (options: unknown) => unknown>([
        [inboxListCall, () => page([row(2), row(1)], 2)],
        [inboxReadAllCall, () => ({ marked: 2, unread: 0 })],
      ]),
    );
    stop = startInbox();
    await settle();
    $inboxKind.set('system');
    expect(await markAllRead()).toBe(true);
    expect(call).toHaveBeenCalledWith(inboxReadAllCall, { body: { kind: 'system' } });
    expect(inboxList.$list.get().page?.rows.every((r) => r.read)).toBe(true);
    expect($unreadCount.get()).toBe(0);
    expect($inboxAction.get().notice).toEqual({ kind: 'allRead', count: 2 });
  });

  it('deletes only after a confirmation, then reloads the list and closes the message', async () => {
    let rows = [row(3), row(2), row(1)];
    const call = fakeApi(
      new Map<unknown, (options: unknown) => unknown>([
        [inboxListCall, () => page(rows, rows.filter((r) => !r.read).length)],
        [
          inboxDeleteCall,
          (options) => {
            const { ids } = (options as { body: { ids: number[] } }).body;
            rows = rows.filter((r) => !ids.includes(r.id));
            return { deleted: ids.length, unread: rows.length };
          },
        ],
      ]),
    );
    stop = startInbox();
    await settle();
    toggleSelected(3, true);
    toggleSelected(1, true);
    toggleSelected(3, false);
    toggleSelected(2, true);
    expect($selectedIds.get()).toEqual([1, 2]);
    askDelete($selectedIds.get());
    expect(call.mock.calls.some(([c]) => c === inboxDeleteCall)).toBe(false);
    expect(await confirmDelete()).toBe(true);
    expect(call).toHaveBeenCalledWith(inboxDeleteCall, { body: { ids: [1, 2] } });
    expect($confirmDelete.get()).toBeNull();
    expect($selectedIds.get()).toEqual([]);
    expect(inboxList.$list.get().page?.rows.map((r) => r.id)).toEqual([3]);
    expect($unreadCount.get()).toBe(1);
    expect($inboxAction.get().notice).toEqual({ kind: 'deleted', count: 2 });

    $openMessage.set({ id: 3, message: { ...row(3, true), content: 'x' }, errorKey: null });
    askDelete([3]);
    await confirmDelete();
    expect($openMessage.get()).toBeNull();
  });

  it('keeps the confirmation open with the reason when a delete fails; cancelling clears it', async () => {
    fakeApi(
      new Map<unknown, (options: unknown) => unknown>([
        [
          inboxDeleteCall,
          () => {
            throw new ApiError({ code: 'message_not_found', status: 404, reason: 'platform', call: 'POST test' });
          },
        ],
      ]),
    );
    askDelete([5]);
    expect(await confirmDelete()).toBe(false);
    expect($confirmDelete.get()).toEqual([5]);
    expect($inboxAction.get().errorKey).toBe('errors.message_not_found');
    cancelDelete();
    expect($confirmDelete.get()).toBeNull();
    expect($inboxAction.get().errorKey).toBeNull();
  });

  it('reloads the page shown when the unread count moves for another reason (a message arriving live)', async () => {
    let rows = [row(1)];
    const call = fakeApi(new Map([[inboxListCall, () => page(rows, rows.length)]]));
    stop = startInbox();
    await settle();
    rows = [row(2), row(1)];
    $unreadCount.set(2); // as the session event stream would
    await settle();
    expect(call.mock.calls.filter(([c]) => c === inboxListCall)).toHaveLength(2);
    expect(inboxList.$list.get().page?.rows.map((r) => r.id)).toEqual([2, 1]);
  });
});
