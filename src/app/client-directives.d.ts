import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when the app is needed (src/app/demand-directive.ts). */
    'client:demand'?: boolean;
  }
}
