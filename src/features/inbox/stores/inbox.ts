/**
 * The inbox page (member centre messageV2): the member's messages of one kind or all, a page at a time, an
 * opened message (opening marks it read), mark all read, and delete — one message from its view, or the
 * messages ticked in the list — each after a confirmation. Every answer carries the unread count, which goes
 * to the shared unread store (header and member-centre badges); when the count moves for another reason (a
 * message arrives on the session event stream, another tab reads one), the page it shows is loaded again.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { inboxDeleteCall } from '../../../api/calls/inbox/delete-messages';
import { inboxListCall } from '../../../api/calls/inbox/list-messages';
import {
  INBOX_PAGE_SIZE,
  type InboxKind,
  type InboxMessage,
  type InboxSummary,
} from '../../../api/calls/inbox/message';
import { inboxReadAllCall } from '../../../api/calls/inbox/read-all';
import { inboxReadCall } from '../../../api/calls/inbox/read-message';
import { api } from '../../../api/default-client';
import { pagedList } from '../../../stores/paged-list';
import { $unreadCount } from '../../../stores/session';
import { setUnreadCount } from '../../../stores/unread-messages';

/** '' for every kind. */
export const $inboxKind = atom<InboxKind | ''>('');
/** The message shown in the detail view, while it loads (`id` only) and once read. */
export const $openMessage = atom<{ id: number; message: InboxMessage | null; errorKey: string | null } | null>(null);
/** Ids ticked in the list for deleting together. */
export const $selectedIds = atom<number[]>([]);
/** What asks the player to confirm: deleting the open message, or the ticked ones. */
export const $confirmDelete = atom<number[] | null>(null);
/** The last action's state: busy while a call runs, its error, and a short notice of what was done. */
export const $inboxAction = atom<{ busy: boolean; errorKey: string | null; notice: InboxNotice | null }>({
  busy: false,
  errorKey: null,
  notice: null,
});
export type InboxNotice = { kind: 'deleted'; count: number } | { kind: 'allRead'; count: number };

/** The unread count the list was loaded with: a different count means the list is out of date. */
let listedUnread: number | null = null;

export const inboxList = pagedList(async (page) => {
  const kind = $inboxKind.get();
  const value = await api.call(inboxListCall, {
    // the client adds the page's language: titles and contents come in it where the operator wrote it
    query: { page, pageSize: INBOX_PAGE_SIZE, ...(kind ? { kind } : {}) },
  });
  // The page may have emptied (the last message of the last page deleted): show the one before.
  if (value.rows.length === 0 && page > 1 && value.total > 0) {
    queueMicrotask(() => void inboxList.load(Math.ceil(value.total / value.pageSize)));
  }
  unreadIs(value.unread);
  return value;
});

function unreadIs(count: number): void {
  listedUnread = count;
  setUnreadCount(count);
}

/** Marks `ids` read or removes them in the list shown, without a reload. */
function patchRows(update: (rows: InboxSummary[]) => InboxSummary[]): void {
  const state = inboxList.$list.get();
  if (state.page) inboxList.$list.set({ ...state, page: { ...state.page, rows: update(state.page.rows) } });
}

/**
 * Loads the first page and follows the unread count: a change the list does not know of reloads the page
 * shown. Returns the stop.
 */
export function startInbox(): () => void {
  void inboxList.load(1);
  return $unreadCount.listen((count) => {
    if (listedUnread !== null && count !== listedUnread && !inboxList.$list.get().loading) void inboxList.load();
  });
}

export function chooseKind(kind: InboxKind | ''): Promise<void> {
  $inboxKind.set(kind);
  $selectedIds.set([]);
  return inboxList.load(1);
}

/** Opens a message in the detail view and marks it read. */
export async function openMessage(id: number): Promise<void> {
  $openMessage.set({ id, message: null, errorKey: null });
  try {
    const value = await api.call(inboxReadCall, { body: { id } });
    if ($openMessage.get()?.id !== id) return;
    $openMessage.set({ id, message: value.message, errorKey: null });
    patchRows((rows) => rows.map((row) => (row.id === id ? { ...row, read: true } : row)));
    unreadIs(value.unread);
  } catch (error) {
    if ($openMessage.get()?.id === id) $openMessage.set({ id, message: null, errorKey: errorMessageKey(error) });
  }
}

export function closeMessage(): void {
  $openMessage.set(null);
  $confirmDelete.set(null);
}

export function toggleSelected(id: number, selected: boolean): void {
  const ids = $selectedIds.get().filter((other) => other !== id);
  $selectedIds.set(selected ? [...ids, id] : ids);
}

async function act(run: () => Promise<InboxNotice>): Promise<boolean> {
  if ($inboxAction.get().busy) return false;
  $inboxAction.set({ busy: true, errorKey: null, notice: null });
  try {
    const notice = await run();
    $inboxAction.set({ busy: false, errorKey: null, notice });
    return true;
  } catch (error) {
    $inboxAction.set({ busy: false, errorKey: errorMessageKey(error), notice: null });
    return false;
  }
}

/** Marks every message of the kind shown read. */
export function markAllRead(): Promise<boolean> {
  return act(async () => {
    const kind = $inboxKind.get();
    const value = await api.call(inboxReadAllCall, { body: kind ? { kind } : {} });
    patchRows((rows) => rows.map((row) => ({ ...row, read: true })));
    unreadIs(value.unread);
    return { kind: 'allRead', count: value.marked };
  });
}

/** Asks to confirm deleting `ids` (the open message, or the ticked ones). */
export function askDelete(ids: number[]): void {
  if (ids.length) $confirmDelete.set(ids);
}

export function cancelDelete(): void {
  $confirmDelete.set(null);
  $inboxAction.set({ ...$inboxAction.get(), errorKey: null });
}

/** Deletes what the player confirmed, then shows the list without it. */
export function confirmDelete(): Promise<boolean> {
  const ids = $confirmDelete.get();
  if (!ids) return Promise.resolve(false);
  return act(async () => {
    const value = await api.call(inboxDeleteCall, { body: { ids } });
    $confirmDelete.set(null);
    if (ids.includes($openMessage.get()?.id ?? -1)) $openMessage.set(null);
    $selectedIds.set($selectedIds.get().filter((id) => !ids.includes(id)));
    listedUnread = value.unread;
    setUnreadCount(value.unread);
    await inboxList.load();
    return { kind: 'deleted', count: value.deleted };
  });
}
