declare module 'virtual:tenant' {
  /** The merchant this site is built for (see src/config/tenant-schema.ts). */
  export const tenant: import('./config/tenant-schema').Tenant;
  /** Every merchant, for the region select. */
  export const regions: import('./config/regions').Region[];
}
