/**
 * The downline tree (downlineManagmentView): one level at a time — the agent's direct downline, or a
 * sub-agent's after drilling down, with a breadcrumb back up — or a username search over the whole downline;
 * paged. Transfers to the agent's direct members are downline-transfer.ts.
 */
import { atom } from 'nanostores';
import { type DownlineRow, downlineListCall } from '../../../api/calls/agents/team';
import { api } from '../../../api/default-client';
import { pagedList } from '../../../stores/paged-list';

export const DOWNLINE_PAGE_SIZE = 20;

export interface DownlineView {
  /** The sub-agent whose direct downline is shown; null for the agent's own. */
  parent: string | null;
  /** A username search over the whole downline ('' for none). */
  search: string;
}

export const $downlineView = atom<DownlineView>({ parent: null, search: '' });
/** Breadcrumb from the agent down to the parent shown. */
export const $downlinePath = atom<{ username: string; nickname: string }[]>([]);

export const downlineList = pagedList<DownlineRow>(async (page) => {
  const view = $downlineView.get();
  const { path, ...rows } = await api.call(downlineListCall, {
    query: {
      ...(view.search ? { username: view.search } : view.parent ? { parent: view.parent } : {}),
      page,
      pageSize: DOWNLINE_PAGE_SIZE,
    },
  });
  if ($downlineView.get() === view) $downlinePath.set(path);
  return rows;
});

function show(view: DownlineView): Promise<void> {
  $downlineView.set(view);
  return downlineList.load(1);
}

/** Opens a sub-agent's direct downline. */
export const drillDown = (username: string) => show({ parent: username, search: '' });
/** Back to a level of the breadcrumb (null: the agent's own downline). */
export const backTo = (username: string | null) => show({ parent: username, search: '' });
/** Searches the whole downline by username (an empty text shows the agent's own downline). */
export const searchDownline = (text: string) => show({ parent: null, search: text.trim() });

/** Whether a row is a member directly under the agent: the only ones a transfer goes to (downline-transfer.ts). */
export const isDirect = (row: DownlineRow) => row.level === 1;
