/**
 * The member picker's list: the members directly under the signed-in agent whose username or nickname contains
 * the text typed (GET /wps/agent/team/members). Only they may receive the agent's transfer or contract offer, so
 * the transfer dialog and the offer form both pick from here. A later search wins over one still under way.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../api/api-error';
import { directMembersCall, type PickableMember } from '../api/calls/agents/members';
import { api } from '../api/default-client';

export interface DirectMembersState {
  /** The search the rows answer ('' for every direct member); null before the first answer. */
  search: string | null;
  rows: PickableMember[];
  /** Direct members matching the search; more than rows.length when the list was cut. */
  total: number;
  loading: boolean;
  errorKey: string | null;
}

export const $directMembers = atom<DirectMembersState>({
  search: null,
  rows: [],
  total: 0,
  loading: false,
  errorKey: null,
});

let latest = 0;

export async function searchDirectMembers(text: string): Promise<void> {
  const search = text.trim();
  const ticket = ++latest;
  $directMembers.set({ ...$directMembers.get(), loading: true, errorKey: null });
  try {
    const { rows, total } = await api.call(directMembersCall, { query: search ? { search } : {} });
    if (ticket === latest) $directMembers.set({ search, rows, total, loading: false, errorKey: null });
  } catch (error) {
    if (ticket === latest)
      $directMembers.set({ ...$directMembers.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}
