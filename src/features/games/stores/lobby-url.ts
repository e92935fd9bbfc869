/**
 * A lobby's choices in its address, so a filtered lobby can be linked and shared: ?vassalage= (the vendor parameter the
 * platform's game-list addresses use, INHOUSE too), ?type=, ?sort= and ?q= for the search. Defaults are left out,
 * unknown values fall back to them, and other parameters of the address are kept.
 */
import { type LobbySort, SELECT_TYPES, type SelectType, SORTS } from './lobby-select';

export interface LobbyChoices {
  /** A vendor code (or INHOUSE); null: every vendor. */
  vendor: string | null;
  /** What is typed in the search box. */
  query: string;
  sort: LobbySort;
  type: SelectType;
}

/** The longest search the box takes (the platform's list search takes the same). */
export const MAX_QUERY_LENGTH = 50;

const VENDOR = /^[A-Z0-9_]{2,20}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function choicesFromSearch(search: string): LobbyChoices {
  const params = new URLSearchParams(search);
  const vendor = params.get('vassalage');
  return {
    vendor: vendor && VENDOR.test(vendor) ? vendor : null,
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    sort: oneOf(SORTS, params.get('sort'), 'popular'),
    type: oneOf(SELECT_TYPES, params.get('type')?.toUpperCase() ?? null, 'ALL'),
  };
}

/** `href` with the choices written in (defaults removed); the hash (#search) is kept. */
export function hrefWithChoices(href: string, choices: LobbyChoices): string {
  const url = new URL(href);
  const set = (name: string, value: string | null) => {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  };
  set('vassalage', choices.vendor);
  set('type', choices.type === 'ALL' ? null : choices.type);
  set('sort', choices.sort === 'popular' ? null : choices.sort);
  set('q', choices.query.trim() || null);
  return url.toString();
}
