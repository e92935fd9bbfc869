/**
 * A language change notifies the platform (payload: language). Pages are per language, so a switch is a navigation; the
 * page that opens compares its language with the last one this browser told the platform (local storage) and, when they
 * differ, tells it (with the session token when there is one, so a member's language is kept). The first page a browser
 * ever opens only records its language: no switch has happened yet. Plain fetch: it runs on a visitor's first page,
 * where zod and the client stay out. Failures are silent and retried on the next page (the record changes only on
 * success).
 */
import { getToken } from '../api/session';

export const NOTIFIED_LANGUAGE_KEY = 'notifiedLanguage';

export async function noticeLanguage(language: string, storage: Storage = localStorage): Promise<void> {
  const notified = storage.getItem(NOTIFIED_LANGUAGE_KEY);
  if (notified === language) return;
  if (notified === null) {
    storage.setItem(NOTIFIED_LANGUAGE_KEY, language);
    return;
  }
  const root = document.documentElement;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-merchant-code': root.dataset.merchantCode ?? '',
  };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL(`${root.dataset.apiBase ?? ''}/wps/member/language`, location.href), {
    method: 'POST',
    headers,
    body: JSON.stringify({ language }),
  });
  const answer = (await response.json()) as { success?: unknown } | null;
  if (answer?.success === true) storage.setItem(NOTIFIED_LANGUAGE_KEY, language);
}
