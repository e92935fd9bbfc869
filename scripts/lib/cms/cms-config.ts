/**
 * Decap CMS's configuration for one merchant, made from the content schemas the build enforces
 * (src/features/content/schemas.ts): one field per frontmatter key of the schema (a test holds the two to the same
 * keys), required where the schema requires it, the promotion types from PROMOTION_TYPES, plus the Markdown body.
 * Languages are side by side (Decap i18n, multiple_folders over the paths of cms-paths.ts): texts are per language,
 * type, picture, dates and order are the promotion's own and shared by its languages.
 */
import type { Tenant } from '../../../src/config/tenant-schema';
import { helpSchema, PROMOTION_TYPES, promotionSchema } from '../../../src/features/content/schemas';
import { mediaSitePath } from './cms-paths';

type Field = Record<string, unknown> & { name: string };

/**
 * Matches text whose amount tokens are all well formed (the rule of src/features/content/amount-tokens.ts), so the
 * editor refuses {money:lots} as it is typed; the server applies the rule itself again on save.
 */
const TOKENS_PATTERN = [
  '^(?:[^{]|\\{(?!\\s*(?:[Mm][Oo][Nn][Ee][Yy]|[Nn][Uu][Mm][Bb][Ee][Rr])\\s*:)|\\{(?:money|number):\\d+(?:\\.\\d{1,2})?\\})*$',
  'An amount is written {money:10000} and a count {number:10000}: digits only, up to 2 decimals.',
];
const TOKENS_HINT =
  'Write amounts as {money:10000} and counts as {number:10000}: the site writes them in the page language.';

const PROMOTION_FIELDS: Record<keyof typeof promotionSchema.shape, Omit<Field, 'name'>> = {
  title: { label: 'Title', widget: 'string', i18n: true, pattern: TOKENS_PATTERN, hint: TOKENS_HINT },
  type: { label: 'Type', widget: 'select', options: [...PROMOTION_TYPES], i18n: 'duplicate' },
  image: {
    label: 'Picture',
    widget: 'image',
    i18n: 'duplicate',
    hint: 'PNG, JPEG, WebP or AVIF up to 512 kB, shown 640 × 360; or an https:// address.',
  },
  imageAlt: {
    label: 'Picture description (leave empty for a decorative picture)',
    widget: 'string',
    i18n: true,
    pattern: TOKENS_PATTERN,
  },
  start: { label: 'First day', widget: 'datetime', i18n: 'duplicate', ...day() },
  end: { label: 'Last day (empty: a standing offer)', widget: 'datetime', i18n: 'duplicate', ...day() },
  order: {
    label: 'Position in the list (smallest first)',
    widget: 'number',
    value_type: 'int',
    min: 0,
    i18n: 'duplicate',
  },
  summary: { label: 'Summary', widget: 'text', i18n: true, pattern: TOKENS_PATTERN, hint: TOKENS_HINT },
};

const HELP_FIELDS: Record<keyof typeof helpSchema.shape, Omit<Field, 'name'>> = {
  title: { label: 'Title', widget: 'string', i18n: true, pattern: TOKENS_PATTERN },
  section: {
    label: 'Section id (the /help#id address)',
    widget: 'string',
    i18n: 'duplicate',
    pattern: ['^[a-z][a-z0-9-]{1,40}$', 'Lower-case letters, digits and -, e.g. terms'],
  },
  order: {
    label: 'Position on the page (smallest first)',
    widget: 'number',
    value_type: 'int',
    min: 0,
    i18n: 'duplicate',
  },
};

/** A calendar day, written YYYY-MM-DD as the schema reads it (no time, no zone shift). */
function day() {
  return { format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
}

/** The fields of a schema's keys, each required unless the schema makes it optional, then the Markdown body. */
function fieldsOf(
  shape: Record<string, { isOptional(): boolean }>,
  fields: Record<string, Omit<Field, 'name'>>,
): Field[] {
  return [
    ...Object.keys(shape).map((name) => ({ name, required: !shape[name]?.isOptional(), ...fields[name] })),
    { name: 'body', label: 'Text', widget: 'markdown', i18n: true, pattern: TOKENS_PATTERN },
  ];
}

export function decapConfig(tenant: Pick<Tenant, 'id' | 'languages' | 'defaultLanguage'>) {
  const i18n = {
    structure: 'multiple_folders',
    locales: [...tenant.languages],
    default_locale: tenant.defaultLanguage,
  };
  const collection = (name: string, label: string) => ({
    name,
    label,
    folder: name,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    delete: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    i18n: true,
  });
  return {
    load_config_file: false,
    backend: { name: 'proxy', proxy_url: `/admin/cms/${tenant.id}/api`, branch: 'main' },
    publish_mode: 'simple',
    media_folder: 'media',
    public_folder: mediaSitePath(tenant.id),
    i18n,
    collections: [
      {
        ...collection('promotions', 'Promotions'),
        summary: '{{title}} ({{type}}, from {{start}})',
        sortable_fields: ['order', 'title', 'start'],
        fields: fieldsOf(promotionSchema.shape, PROMOTION_FIELDS),
      },
      { ...collection('help', 'Help pages'), fields: fieldsOf(helpSchema.shape, HELP_FIELDS) },
    ],
  };
}
