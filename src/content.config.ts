/**
 * Content collections for the pages marketing edits. Only the merchant being built is loaded: its files
 * are under content/<tenant id>/, so a typo in another merchant's promotion never breaks this build and
 * no other merchant's text can leak into this site. Frontmatter is validated by the zod schemas in
 * src/features/content/schemas.ts; a bad file fails `astro build` with its path and the bad field.
 */

import { defineCollection } from 'astro:content';
import { tenant } from 'virtual:tenant';
import { glob } from 'astro/loaders';
import { contentEntryId } from './features/content/entry-id';
import { helpSchema, promotionSchema } from './features/content/schemas';

// CONTENT_DIR: tests point a build at a temporary copy of content/ (like TENANTS_DIR for tenant files).
const root = process.env.CONTENT_DIR || './content';
const base = `${root}/${tenant.id}`;
const generateId = ({ entry }: { entry: string }) =>
  contentEntryId(entry, { dir: base, tenantId: tenant.id, languages: tenant.languages });

const promotions = defineCollection({
  loader: glob({ base, pattern: '*/promotions/*.md', generateId }),
  schema: promotionSchema,
});

const help = defineCollection({
  loader: glob({ base, pattern: '*/help/*.md', generateId }),
  schema: helpSchema,
});

export const collections = { promotions, help };
