/**
 * A plain GET to the platform for the scripts every visitor runs (the notice marquee): the typed client
 * and zod stay out of pages that otherwise ship almost no JavaScript, as in the shell's status guard.
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
