/**
 * Popups from an announcements answer read without zod, for the visitors' popup script, which must not
 * bring the typed client to a first visit (see src/api/platform-value.ts). An item that is not a popup of
 * the API's schema is skipped; anything else means "no popups".
 */
import type { z } from 'zod/mini';
import type { popup } from '../../../api/calls/content';
import { POPUP_ACTIONS, POPUP_EXECUTIONS } from '../../../api/calls/popup-codes';

export type PopupItem = z.infer<typeof popup>;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

function readPopup(item: unknown): PopupItem | null {
  const { id, execution, title, content, action, link } = (item ?? {}) as Record<string, unknown>;
  if (typeof id !== 'number' || typeof title !== 'string' || typeof content !== 'string') return null;
  if (!isOneOf(POPUP_EXECUTIONS, execution)) return null;
  const known = isOneOf(POPUP_ACTIONS, action) ? action : null;
  // A promotion action without a page to open is shown as a plain message.
  const path = typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : null;
  if (known === 'promotion' && !path) return { id, execution, title, content, action: null, link: null };
  return { id, execution, title, content, action: known, link: known === 'promotion' ? path : null };
}

/** The popups of an announcements value (types=PU). */
export function readPopups(value: unknown): PopupItem[] {
  const list = (value as { popup?: unknown } | null)?.popup;
  if (!Array.isArray(list)) return [];
  return list.map(readPopup).filter((item): item is PopupItem => item !== null);
}
