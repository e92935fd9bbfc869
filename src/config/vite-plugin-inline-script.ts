/**
 * `import code from './file.js?inline-script'`: the file's text, minified (minify-inline.ts), for a
 * `<script is:inline set:html={code} />`: the chunk watcher, which must not be a chunk itself, and the root flags
 * set before paint.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { minifyInlineScript } from './minify-inline';

const SUFFIX = '?inline-script';

export function inlineScriptPlugin(): Plugin {
  return {
    name: 'portal:inline-script',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return undefined;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(minifyInlineScript(file, await readFile(file, 'utf8')))};`;
    },
  };
}
