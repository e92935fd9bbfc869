/**
 * Frontmatter of the Markdown files marketing edits (content/<tenant>/<lang>/{promotions,help}/*.md).
 * Objects are strict so a misspelt key ("titel") fails the build instead of being silently ignored.
 * Astro validates every file against these schemas while syncing content and names the file on failure.
 */
import { z } from 'zod';
import { amountTokenProblem } from './amount-tokens';

/** Filter types of the promotions page; the list shows a filter button for each type in use. */
export const PROMOTION_TYPES = ['new-member', 'deposit', 'rebate', 'vip', 'sports', 'casino', 'slots'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** A path under public/ (starting with /) or an absolute https URL; never javascript: or data: URLs. */
const imageSource = z
  .string()
  .regex(
    /^(\/(?!\/)[\w./-]+\.(svg|png|jpe?g|webp|avif)|https:\/\/\S+)$/i,
    'must be an image path under public/ such as /promotions/welcome.svg, or an https:// URL',
  );

/**
 * A calendar day written as YYYY-MM-DD. YAML already turns an unquoted date into a Date (UTC midnight);
 * a quoted one is read the same way, so both spellings mean the same day. Impossible days such as
 * "2026-02-30" are rejected instead of rolling over into March.
 */
const day = z.unknown().transform((value, ctx): Date => {
  const text =
    value instanceof Date && !Number.isNaN(value.getTime())
      ? value.toISOString().slice(0, 10)
      : typeof value === 'string'
        ? value.trim()
        : '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    ctx.addIssue({ code: 'custom', message: 'must be a real date written as YYYY-MM-DD' });
    return z.NEVER;
  }
  return date;
});

/** Text players read that may hold amount tokens: a malformed token is refused, never shipped as written. */
const copy = (max?: number) =>
  (max === undefined ? z.string().trim().min(1) : z.string().trim().min(1).max(max)).superRefine((text, ctx) => {
    const problem = amountTokenProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const promotionSchema = z
  .strictObject({
    title: copy(120),
    type: z.enum(PROMOTION_TYPES, {
      error: `must be one of ${PROMOTION_TYPES.join(', ')}`,
    }),
    image: imageSource,
    /** Alternative text when the image carries information; leave out for a decorative picture. */
    imageAlt: copy().optional(),
    /** First day of the promotion. */
    start: day,
    /** Last day of the promotion (it runs to the end of that day, UTC); leave out for a standing offer. */
    end: day.optional(),
    /** Position in the list, smallest first. */
    order: z.number().int().min(0),
    summary: copy(240),
  })
  .refine((data) => !data.end || data.end >= data.start, {
    path: ['end'],
    message: 'must be on or after start',
  });
export type Promotion = z.output<typeof promotionSchema>;

export const helpSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  /** The section's hash on /help (/help#terms); lower-case letters, digits and dashes. */
  section: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,40}$/, 'must be a hash id of lower-case letters, digits and -, e.g. terms'),
  /** Position on the page and in the table of contents, smallest first. */
  order: z.number().int().min(0),
});
export type HelpSection = z.output<typeof helpSchema>;
