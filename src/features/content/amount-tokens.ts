/**
 * The amount tokens copy may hold ({money:10000}, {number:30}, i18n/format.ts fillAmountTokens) and the rule for a
 * malformed one. fillAmountTokens leaves a token it cannot read as it is, so "{money:lots}" would reach players
 * literally: the content schema, the CMS backend and the build refuse such text instead, with the fix.
 */

/** A well-formed token: the kind, a colon and a plain figure (up to 2 decimals), nothing else. */
const WELL_FORMED = /^\{(money|number):\d+(\.\d{1,2})?\}$/;
/** Anything that looks meant as a token: braces around money or number (any case, spaces) and a colon. */
const TOKEN_LIKE = /\{\s*(money|number)\s*:[^{}]*\}/gi;

/** The tokens of `text` that look like amount tokens but are not well formed, in order of appearance. */
export function malformedAmountTokens(text: string): string[] {
  return [...text.matchAll(TOKEN_LIKE)].map((match) => match[0]).filter((token) => !WELL_FORMED.test(token));
}

/** One line for the first malformed token of `text`, or undefined when every token is well formed. */
export function amountTokenProblem(text: string): string | undefined {
  const [bad] = malformedAmountTokens(text);
  if (bad === undefined) return undefined;
  return `has a malformed amount token ${bad}: write {money:10000} or {number:10000} (digits only, up to 2 decimals)`;
}
