import { describe, expect, it } from 'vitest';
import { findReferences, pageAssets, staticImports, totals } from '../../../scripts/lib/page-assets';

describe('findReferences', () => {
  it('finds scripts, stylesheets, preloads, island modules and inline code, not JSON data', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/_astro/a.css"><link rel=modulepreload href="/_astro/pre.js">
      <link rel="icon" href="/favicon.svg"><style>body{color:red}</style>
      <script type="module" src="/_astro/page.js"></script><script>window.x=1</script>
      <script type="application/ld+json">{"@type":"Thing"}</script></head>
      <body><astro-island component-url="/_astro/Menu.js" renderer-url="/_astro/client.js"></astro-island></body></html>`;
    const refs = findReferences(html);
    expect(refs.filter((r) => r.url).map((r) => `${r.kind}:${r.url}`)).toEqual([
      'js:/_astro/page.js',
      'css:/_astro/a.css',
      'js:/_astro/pre.js',
      'js:/_astro/Menu.js',
      'js:/_astro/client.js',
    ]);
    expect(refs.filter((r) => r.inline).map((r) => `${r.kind}:${r.inline}`)).toEqual([
      'js:window.x=1',
      'css:body{color:red}',
    ]);
  });
});

describe('staticImports', () => {
  it('reads minified static imports and re-exports but not dynamic imports', () => {
    const code =
      'import{a as b}from"./chunk.js";import"./side.js";export*from"./re.js";const m=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['./chunk.js', './side.js', './re.js']);
  });
});

describe('pageAssets', () => {
  it('follows the import graph once per module and totals by kind', async () => {
    const files: Record<string, string> = {
      '/_astro/page.js': 'import"./shared.js";import{x}from"./util.js";',
      '/_astro/util.js': 'import"./shared.js";export const x=1;',
      '/_astro/shared.js': 'export const s=2;',
      '/_astro/a.css': 'body{margin:0}',
    };
    const load = async (path: string) => (files[path] === undefined ? undefined : Buffer.from(files[path]));
    const html = '<link rel="stylesheet" href="/_astro/a.css"><script type="module" src="/_astro/page.js"></script>';
    const assets = await pageAssets(html, '/index.html', load);
    expect(assets.map((a) => a.source).sort()).toEqual([
      '/_astro/a.css',
      '/_astro/page.js',
      '/_astro/shared.js',
      '/_astro/util.js',
    ]);
    expect(totals(assets, 'css').raw).toBe('body{margin:0}'.length);
    const jsFiles = ['/_astro/page.js', '/_astro/util.js', '/_astro/shared.js'];
    expect(totals(assets, 'js').raw).toBe(jsFiles.reduce((sum, path) => sum + (files[path] ?? '').length, 0));
    expect(totals(assets, 'js').brotli).toBeGreaterThan(0);
  });

  it('fails naming the page and the missing file', async () => {
    await expect(
      pageAssets('<script src="/_astro/gone.js"></script>', '/index.html', async () => undefined),
    ).rejects.toThrow('/index.html references /_astro/gone.js, which does not exist');
  });
});
