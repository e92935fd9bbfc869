/**
 * What the operator audit log keeps of a CMS write (a saved entry, an uploaded picture, a deleted file): the file's
 * path in the repository, and before and after as a content hash and size, with the lines that changed for a text
 * file (at most a few, each cut short), so a reader sees who changed what without the log holding whole files.
 */
import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import type { CmsRoots } from './cms-paths';

export type CmsChangeAction = 'content.save' | 'content.upload' | 'content.delete';

export interface CmsChange {
  action: CmsChangeAction;
  /** The working-tree file written or deleted. */
  file: string;
  /** Its bytes before (null: it did not exist) and after (null: deleted). */
  before: Uint8Array | null;
  after: Uint8Array | null;
}

export interface CmsAuditRecord {
  action: CmsChangeAction;
  target: string;
  merchantCode: string;
  before: unknown;
  after: unknown;
}

const DIFF_LINES = 8;
const LINE_CHARS = 160;

const isText = (file: string) => file.endsWith('.md');

/** `content/<merchant>/…` or `public/…`: the path as the repository names it, whatever CONTENT_DIR or PUBLIC_DIR is. */
export function repositoryPath(file: string, roots: CmsRoots): string {
  for (const [name, root] of [
    ['content', roots.content],
    ['public', roots.public],
  ] as const) {
    const inside = relative(root, file);
    if (!inside.startsWith('..')) return `${name}/${inside.split(sep).join('/')}`;
  }
  return file;
}

/** The lines of `text` that `other` does not have, in order (a short diff: what went, what came). */
function linesNotIn(text: string, other: string): string[] {
  const theirs = new Set(other.split('\n'));
  const only = text.split('\n').filter((line) => line.trim() && !theirs.has(line));
  const shown = only
    .slice(0, DIFF_LINES)
    .map((line) => (line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS)}…` : line));
  return only.length > DIFF_LINES ? [...shown, `… ${only.length - DIFF_LINES} more`] : shown;
}

function side(bytes: Uint8Array | null, lines: string[] | undefined) {
  if (!bytes) return null;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { sha256, bytes: bytes.byteLength, ...(lines ? { lines } : {}) };
}

export function cmsAuditRecord(change: CmsChange, merchantCode: string, roots: CmsRoots): CmsAuditRecord {
  const text = isText(change.file);
  const before = change.before && text ? Buffer.from(change.before).toString('utf8') : '';
  const after = change.after && text ? Buffer.from(change.after).toString('utf8') : '';
  return {
    action: change.action,
    target: repositoryPath(change.file, roots),
    merchantCode,
    before: side(change.before, text && change.after ? linesNotIn(before, after) : undefined),
    after: side(change.after, text && change.before ? linesNotIn(after, before) : undefined),
  };
}
