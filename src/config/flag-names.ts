/**
 * Names shared by the tenant schema, the API's call definitions and the islands. They live apart from tenant-schema.ts
 * so that code running in the browser (the whitelabel and permission calls) can name them
 * without pulling the whole tenant schema, whose zod definitions are built at import, into the app island.
 */

/** Whitelabel feature flags, in the platform's spelling. */
export const FEATURE_FLAGS = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'PTSYS3',
  'MANPLAYREB3',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Customer-service link types; each is translated as shell.cs.<type>. */
export const CUSTOMER_SERVICE_TYPES = ['LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'VIBER'] as const;
