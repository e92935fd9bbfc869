/**
 * A plain GET to the platform for the scripts every visitor runs (status guard, state pages, notice marquee,
 * customer-service links): the typed client and zod stay out of pages that otherwise ship almost no
 * JavaScript. The one deliberate exception to "every answer is parsed with its call's schema": callers
 * read the value defensively instead (anything unexpected means "do nothing").
 * The merchant and the platform origin come from <html data-merchant-code data-api-base>. Resolves with
 * the envelope's value, or null for anything but a success envelope; callers read the value defensively.
 */
export async function platformValue(path: string, query: Record<string, string>): Promise<unknown> {
  const root = document.documentElement;
  const url = new URL(`${root.dataset.apiBase ?? ''}${path}`, location.href);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, {
    headers: { 'x-merchant-code': root.dataset.merchantCode ?? '', accept: 'application/json' },
  });
  const answer = (await response.json()) as { success?: unknown; value?: unknown } | null;
  return answer?.success === true ? answer.value : null;
}
