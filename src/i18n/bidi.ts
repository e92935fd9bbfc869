/**
 * Left-to-right runs inside right-to-left text. Operator text on an Urdu page mixes in
 * game names, amounts, codes and links; the bidi algorithm reorders the neutral characters at their edges
 * ("8048/JAZ2022-044" for "JAZ2022-044/8048"). Wrapping each run in the Unicode isolates LRI…PDI, the
 * plain-text twin of <bdi dir="ltr">, keeps it whole and in its own order wherever text is only text
 * (a ticker button, a list label, a text node of sanitised HTML).
 */

const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A run starts and ends with a Latin letter or an ASCII digit and may hold the neutrals that belong inside
 * a name, amount or code (spaces, - / . , : _ + & ' ’ # %), never the sentence's own punctuation at its end.
 */
const LTR_RUN = /[A-Za-z0-9](?:[A-Za-z0-9 \u00a0\-/.,:_+&'’#%]*[A-Za-z0-9%])?/g;

/** `text` with every left-to-right run isolated; text already carrying isolates is left as it is. */
export function isolateLtrRuns(text: string): string {
  if (text.includes(LRI)) return text;
  return text.replace(LTR_RUN, (run) => `${LRI}${run}${PDI}`);
}

/** Whether the page (or the element's nearest `dir`) reads right to left. */
export function isRtl(element: Element = document.documentElement): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/** `text` as a right-to-left page shows it: with its Latin runs isolated; unchanged on a left-to-right page. */
export function isolateLtrRunsIfRtl(text: string, element?: Element): string {
  return isRtl(element) ? isolateLtrRuns(text) : text;
}
