import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyModulePreloads, modulesToPreload, withModulePreloads } from '../../../scripts/lib/module-preloads';

const FILES: Record<string, string> = {
  '/_astro/page.js': 'import"./shared.js";import{x}from"./util.js";const m=()=>import("./lazy.js");',
  '/_astro/other.js': 'import"./shared.js";',
  '/_astro/util.js': 'import"./deep.js";export const x=1;',
  '/_astro/shared.js': 'export const s=2;',
  '/_astro/deep.js': 'export const d=3;',
  '/_astro/lazy.js': 'export const l=4;',
  '/_astro/Island.js': 'import"./island-dep.js";',
  '/_astro/island-dep.js': '',
};
const load = async (path: string) => (path in FILES ? Buffer.from(FILES[path] ?? '') : undefined);

const PAGE = `<html><head><link rel="stylesheet" href="/_astro/a.css">
<script type="module" src="/_astro/page.js"></script><script type="module" src="/_astro/other.js"></script>
</head><body><astro-island component-url="/_astro/Island.js"></astro-island></body></html>`;

describe('modulesToPreload', () => {
  it("lists every module the page's scripts import statically, each once, level by level", async () => {
    expect(await modulesToPreload(PAGE, load)).toEqual(['/_astro/shared.js', '/_astro/util.js', '/_astro/deep.js']);
  });

  it('leaves out dynamic imports, islands, the scripts themselves and modules already preloaded', async () => {
    const preloaded = PAGE.replace('</head>', '<link rel="modulepreload" href="/_astro/util.js"></head>');
    const modules = await modulesToPreload(preloaded, load);
    expect(modules).toEqual(['/_astro/shared.js']);
    expect(modules).not.toContain('/_astro/lazy.js');
    expect(modules).not.toContain('/_astro/island-dep.js');
  });

  it('fails on a module that is not in the site', async () => {
    const broken = '<script type="module" src="/_astro/missing.js"></script>';
    await expect(modulesToPreload(broken, load)).rejects.toThrow('/_astro/missing.js');
  });
});

describe('withModulePreloads', () => {
  it('puts the links at the end of the head, after the stylesheets and a module script that came before them', () => {
    const page = PAGE.replace(
      '<link rel="stylesheet"',
      '<script type="module" src="/_astro/first.js"></script><link rel="stylesheet"',
    );
    const html = withModulePreloads(page, ['/_astro/shared.js', '/_astro/util.js']);
    const links = html.indexOf(
      '<link rel="modulepreload" href="/_astro/shared.js" fetchpriority="low"><link rel="modulepreload" href="/_astro/util.js"',
    );
    expect(links).toBeGreaterThan(html.indexOf('a.css'));
    expect(links).toBeGreaterThan(html.lastIndexOf('<script type="module"'));
    expect(html).toContain('<link rel="modulepreload" href="/_astro/util.js" fetchpriority="low"></head>');
  });

  it('leaves a page without a head or without modules to preload as it is', () => {
    expect(withModulePreloads('<p>hi</p>', ['/_astro/x.js'])).toBe('<p>hi</p>');
    expect(withModulePreloads(PAGE, [])).toBe(PAGE);
  });
});

describe('applyModulePreloads', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('rewrites only the pages whose scripts import something', async () => {
    dir = await mkdtemp(join(tmpdir(), 'preloads-'));
    await mkdir(join(dir, '_astro'));
    await mkdir(join(dir, 'plain'));
    for (const [path, code] of Object.entries(FILES)) await writeFile(join(dir, path), code);
    await writeFile(join(dir, 'index.html'), PAGE);
    await writeFile(join(dir, 'plain', 'index.html'), '<p>no scripts</p>');
    expect(await applyModulePreloads(dir)).toBe(1);
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    expect([...html.matchAll(/modulepreload" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/_astro/shared.js',
      '/_astro/util.js',
      '/_astro/deep.js',
    ]);
    expect(await readFile(join(dir, 'plain', 'index.html'), 'utf8')).toBe('<p>no scripts</p>');
  });
});
