/**
 * Decap CMS's proxy backend protocol (the JSON actions decap-server answers: entriesByFolder, entriesByFiles,
 * getEntry, persistEntry, getMedia, getMediaFile, persistMedia, deleteFile, deleteFiles), answered on the working tree
 * for one merchant. Every path goes through cms-paths.ts; every entry saved is judged first by the build's own rules
 * (src/features/content/check-content-file.ts) and every picture by cms-media.ts, and a refusal answers 422 with the
 * plain problems, which the editor shows. `changed` is told after each write (the caller rebuilds the merchant), and
 * `record` each file written or deleted, with its bytes before and after (the caller audits it).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { checkContentFile } from '../../../src/features/content/check-content-file';
import { publicFileExists } from '../content-check';
import type { CmsChange } from './cms-audit';
import { mediaProblem } from './cms-media';
import {
  CMS_COLLECTIONS,
  type CmsPath,
  type CmsRoots,
  type CmsTenant,
  entryCmsPath,
  mediaSitePath,
  resolveCmsPath,
} from './cms-paths';

export interface CmsAnswer {
  status: number;
  json: unknown;
}

const refuse = (status: number, error: string): CmsAnswer => ({ status, json: { error } });
const ok = (json: unknown): CmsAnswer => ({ status: 200, json });

const request = z.object({ action: z.string().max(64), params: z.record(z.string(), z.unknown()).default({}) });
const asset = z.object({ path: z.string().max(200), content: z.string(), encoding: z.literal('base64') });
const dataFile = z.object({
  path: z.string().max(200),
  raw: z.string().max(200_000),
  newPath: z.string().max(200).optional(),
});
const persistEntry = z.object({
  dataFiles: z.array(dataFile).min(1).max(12),
  assets: z.array(asset).max(4).default([]),
});

/**
 * Decap writes an optional field left empty as an empty string (`end: ''`), which the content schema rightly
 * refuses (a day must be YYYY-MM-DD): such lines of the frontmatter are left out, as a person writing the file would.
 */
export function withoutEmptyOptionals(raw: string): string {
  const match = /^(---\r?\n)([\s\S]*?\r?\n)(---)/.exec(raw);
  if (!match) return raw;
  const [whole, open, frontmatter, close] = match as unknown as [string, string, string, string];
  const kept = frontmatter.replace(/^(end|imageAlt):[ \t]*(''|""|null|~)?[ \t]*\r?\n/gm, '');
  return `${open}${kept}${close}${raw.slice(whole.length)}`;
}

async function entryOf(path: string, file: string) {
  return { file: { path }, data: await readFile(file, 'utf8') };
}

async function mediaFileOf(tenant: CmsTenant, found: Extract<CmsPath, { kind: 'media' }>) {
  const content = (await readFile(found.file)).toString('base64');
  const path = `media/${found.name}`;
  return {
    id: path,
    name: found.name,
    path,
    content,
    encoding: 'base64',
    url: `${mediaSitePath(tenant.id)}/${found.name}`,
  };
}

export interface CmsBackend {
  tenant: CmsTenant;
  roots: CmsRoots;
  /** Told after anything was written or deleted: the merchant's site must be built again. */
  changed: () => void;
  /** Told of each file written or deleted, once it is (the operator audit log's row). */
  record: (change: CmsChange) => Promise<void>;
}

/** The file's bytes, or null when there is none. */
const bytesOf = async (file: string): Promise<Uint8Array | null> => (existsSync(file) ? readFile(file) : null);

/** Writes `bytes` to `file` and records the change with what was there before. */
async function writeRecorded(backend: CmsBackend, action: CmsChange['action'], file: string, bytes: Uint8Array) {
  const before = await bytesOf(file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  await backend.record({ action, file, before, after: bytes });
}

/** Deletes `file` (when it is there) and records what it held. */
async function deleteRecorded(backend: CmsBackend, file: string) {
  const before = await bytesOf(file);
  if (!before) return;
  await rm(file, { force: true });
  await backend.record({ action: 'content.delete', file, before, after: null });
}

export async function answerCmsAction(backend: CmsBackend, body: unknown): Promise<CmsAnswer> {
  const parsed = request.safeParse(body);
  if (!parsed.success) return refuse(400, 'a CMS request is {action, params}');
  const { action, params } = parsed.data;
  const { tenant, roots } = backend;
  const resolve = (path: unknown) => resolveCmsPath(tenant, path, roots);

  switch (action) {
    case 'entriesByFolder': {
      const folder = CMS_COLLECTIONS.find((name) => name === params.folder);
      if (!folder) return refuse(404, `no folder ${String(params.folder)}`);
      const entries = [];
      for (const lang of tenant.languages) {
        const dir = join(roots.content, tenant.id, lang, folder);
        if (!existsSync(dir)) continue;
        for (const name of (await readdir(dir)).filter((file) => file.endsWith('.md')).sort()) {
          const path = entryCmsPath(folder, lang, name.slice(0, -3));
          if (resolve(path)) entries.push(await entryOf(path, join(dir, name)));
        }
      }
      return ok(entries);
    }
    case 'entriesByFiles': {
      const files = z
        .array(z.object({ path: z.string() }))
        .max(200)
        .safeParse(params.files);
      if (!files.success) return refuse(400, 'entriesByFiles needs files [{path}]');
      const entries = [];
      for (const { path } of files.data) {
        const found = resolve(path);
        if (found?.kind === 'entry' && existsSync(found.file)) entries.push(await entryOf(path, found.file));
      }
      return ok(entries);
    }
    case 'getEntry': {
      const found = resolve(params.path);
      if (found?.kind !== 'entry') return refuse(404, `no entry ${String(params.path)}`);
      if (!existsSync(found.file)) return refuse(404, `${String(params.path)} does not exist`);
      return ok(await entryOf(String(params.path), found.file));
    }
    case 'persistEntry':
      return persist(backend, params);
    case 'getMedia': {
      const dir = join(roots.public, `.${mediaSitePath(tenant.id)}`);
      const names = existsSync(dir) ? (await readdir(dir)).sort() : [];
      const files = [];
      for (const name of names) {
        const found = resolve(`media/${name}`);
        if (found?.kind === 'media') files.push(await mediaFileOf(tenant, found));
      }
      return ok(files);
    }
    case 'getMediaFile': {
      const found = resolve(params.path);
      if (found?.kind !== 'media' || !existsSync(found.file)) return refuse(404, `no picture ${String(params.path)}`);
      return ok(await mediaFileOf(tenant, found));
    }
    case 'persistMedia': {
      const upload = asset.safeParse(params.asset);
      if (!upload.success) return refuse(400, 'persistMedia needs asset {path, content, encoding: base64}');
      const found = resolve(upload.data.path);
      if (found?.kind !== 'media') {
        return refuse(
          422,
          `${upload.data.path}: name pictures with lower-case letters, digits, - or _ and .png, .jpg, .webp or .avif`,
        );
      }
      const bytes = Buffer.from(upload.data.content, 'base64');
      const problem = mediaProblem(found.name, bytes);
      if (problem) return refuse(422, problem);
      await writeRecorded(backend, 'content.upload', found.file, bytes);
      backend.changed();
      return ok(await mediaFileOf(tenant, found));
    }
    case 'deleteFile':
    case 'deleteFiles': {
      const paths = action === 'deleteFile' ? [params.path] : Array.isArray(params.paths) ? params.paths : [];
      const found = paths.map(resolve);
      if (!found.length || found.some((item) => !item)) return refuse(404, 'no such file of this merchant');
      for (const item of found) if (item) await deleteRecorded(backend, item.file);
      backend.changed();
      return ok({ message: `deleted ${paths.length} file(s)` });
    }
    case 'getDeployPreview':
      return ok(null);
    default:
      return refuse(422, `unknown action ${action}`);
  }
}

/** Saves an entry's language files (and the pictures saved with it) once every file passes the build's rules. */
async function persist(backend: CmsBackend, params: Record<string, unknown>): Promise<CmsAnswer> {
  const { tenant, roots } = backend;
  const parsed = persistEntry.safeParse(params);
  if (!parsed.success) return refuse(400, 'persistEntry needs dataFiles [{path, raw}] and assets');
  const assets = [];
  for (const item of parsed.data.assets) {
    const found = resolveCmsPath(tenant, item.path, roots);
    if (found?.kind !== 'media') return refuse(422, `${item.path}: not a picture this merchant may save`);
    const bytes = Buffer.from(item.content, 'base64');
    const problem = mediaProblem(found.name, bytes);
    if (problem) return refuse(422, problem);
    assets.push({ found, bytes });
  }
  const uploaded = new Set(assets.map(({ found }) => `${mediaSitePath(tenant.id)}/${found.name}`));
  const exists = (sitePath: string) => uploaded.has(sitePath) || publicFileExists(sitePath, roots.public);
  const writes = [];
  const problems: string[] = [];
  for (const file of parsed.data.dataFiles) {
    const target = resolveCmsPath(tenant, file.newPath ?? file.path, roots);
    const source = resolveCmsPath(tenant, file.path, roots);
    if (target?.kind !== 'entry' || source?.kind !== 'entry')
      return refuse(422, `${file.path}: not a file this merchant may save`);
    const raw = withoutEmptyOptionals(file.raw);
    for (const problem of checkContentFile(target.collection, raw, { publicFileExists: exists })) {
      problems.push(`${target.name} (${target.lang}): ${problem}`);
    }
    writes.push({ target, source, raw });
  }
  if (problems.length) return refuse(422, `Not saved. ${problems.join(' · ')}`);
  for (const { found, bytes } of assets) await writeRecorded(backend, 'content.upload', found.file, bytes);
  for (const { target, source, raw } of writes) {
    await writeRecorded(backend, 'content.save', target.file, Buffer.from(raw));
    if (source.file !== target.file) await deleteRecorded(backend, source.file);
  }
  backend.changed();
  return ok({ message: 'entry persisted' });
}
