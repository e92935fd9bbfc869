declare module 'virtual:tenant' {
  /** The merchant this site is built for (see src/config/tenant-schema.ts), without the platform's sections. */
  export const tenant: import('./config/vite-plugin-tenant').SiteTenant;
  /** Every merchant, for the region select. */
  export const regions: import('./config/regions').Region[];
}

declare module '*?inline-script' {
  /** The file's text, minified, for a `<script is:inline>` (src/config/vite-plugin-inline-script.ts). */
  const code: string;
  export default code;
}
