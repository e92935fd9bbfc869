/**
 * A fresh PostgreSQL database on the local server for one benchmark run (dropped afterwards), so runs never
 * see each other's rows; null when no server answers (the benchmark then runs on PGlite only).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

export async function freshPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
