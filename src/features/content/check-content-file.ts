/**
 * One content file (content/<merchant>/<lang>/{promotions,help}/<name>.md) judged by the rules the build applies:
 * the frontmatter by the collections' own zod schemas (read by Astro's own frontmatter parser), the amount tokens of
 * the body by amount-tokens.ts, and a promotion's image, when it is a path, by the site's public folder. Answers one
 * plain line per problem, naming the field and the fix, so the CMS can refuse a save and the build can stop before
 * astro with a message a marketer reads (no framework stack).
 */
import { parseFrontmatter } from 'astro/markdown';
import type { $ZodIssue } from 'zod/v4/core';
import { amountTokenProblem } from './amount-tokens';
import { helpSchema, promotionSchema } from './schemas';

export type ContentCollection = 'promotions' | 'help';

export interface CheckOptions {
  /** Whether a site path such as /promotions/welcome.svg is a file of the public folder (absent: not checked). */
  publicFileExists?: (sitePath: string) => boolean;
}

const SCHEMAS = { promotions: promotionSchema, help: helpSchema } as const;

/** A zod issue as "field: what is wrong and how to fix it". */
function describeIssue(issue: $ZodIssue, data: Record<string, unknown>): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => `${key}: unknown field, remove it or correct its spelling`).join('; ');
  }
  const field = issue.path.map(String).join('.') || 'frontmatter';
  if (issue.path.length === 1 && data[String(issue.path[0])] === undefined) {
    return `${field}: missing, add "${field}:" to the frontmatter`;
  }
  if (issue.code === 'too_big') return `${field}: too long, at most ${String(issue.maximum)} characters`;
  if (issue.code === 'too_small') return `${field}: empty, write a value`;
  if (issue.code === 'invalid_type')
    return `${field}: must be ${issue.expected === 'number' ? 'a whole number' : `a ${issue.expected}`}`;
  return `${field}: ${issue.message}`;
}

export function checkContentFile(collection: ContentCollection, raw: string, options: CheckOptions = {}): string[] {
  let frontmatter: Record<string, unknown>;
  let body: string;
  try {
    const parsed = parseFrontmatter(raw);
    frontmatter = parsed.frontmatter;
    body = parsed.content;
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? 'unreadable';
    return [`frontmatter: not valid YAML (${reason}); check quotes and colons`];
  }
  const result = SCHEMAS[collection].safeParse(frontmatter);
  const problems = result.success ? [] : result.error.issues.map((issue) => describeIssue(issue, frontmatter));
  const bodyProblem = amountTokenProblem(body);
  if (bodyProblem) problems.push(`body: ${bodyProblem}`);
  const image = frontmatter.image;
  if (
    collection === 'promotions' &&
    typeof image === 'string' &&
    image.startsWith('/') &&
    options.publicFileExists &&
    !problems.some((line) => line.startsWith('image:')) &&
    !options.publicFileExists(image)
  ) {
    problems.push(`image: ${image} is not in the site's public folder; upload the picture or correct the path`);
  }
  return problems;
}
