/**
 * An area's route files parse, call the area's services and answer: the SQL and the transactions are in the
 * area's query modules, where each row type is declared once. A route file here is any file of an area whose
 * name says routes (routes.ts, login-routes.ts, admin-routes.ts …); the layers (http/ binds the routes) are not
 * areas.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const LAYERS = ['core', 'db', 'http', 'jobs', 'ledger', 'merchants', 'messaging', 'security'];
/** SQL text, or a statement or transaction run on a database handle. */
const DATABASE_WORK =
  /\bSELECT\b|\bINSERT INTO\b|\bUPDATE [a-z_]+ SET\b|\bDELETE FROM\b|\b(db|tx)\.query\b|\.transaction\(/;

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /routes?\.ts$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

const areaRouteFiles = readdirSync(join(ROOT, 'platform'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAYERS.includes(entry.name))
  .flatMap((entry) => routeFiles(join(ROOT, 'platform', entry.name)));

it('finds the route files of the areas', () => {
  expect(areaRouteFiles.length).toBeGreaterThan(40);
});

it('no route file of an area holds SQL or runs a statement itself', () => {
  const offenders = areaRouteFiles.filter((path) => DATABASE_WORK.test(readFileSync(join(ROOT, path), 'utf8')));
  expect(offenders).toEqual([]);
});

it('the scan sees database work', () => {
  expect(DATABASE_WORK.test('await db.query(`SELECT 1`)')).toBe(true);
  expect(DATABASE_WORK.test('await deps.db.transaction(async (tx) => {')).toBe(true);
  expect(DATABASE_WORK.test("const page = c.req.query('page')")).toBe(false);
});
