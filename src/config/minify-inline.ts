/**
 * Minifies the code of a `<script is:inline>` at build time. Astro inlines such scripts as written, comments and
 * all, into every page; these run before anything else, so they are written for people and shipped for phones.
 */
import { minifySync } from 'vite';

export function minifyInlineScript(name: string, code: string): string {
  const minified = minifySync(name, code);
  if (minified.errors.length) {
    throw new Error(`cannot minify ${name}: ${minified.errors.map((error) => error.message).join('; ')}`);
  }
  return minified.code;
}
