// The same suite against a real PostgreSQL server: set DATABASE_URL to a superuser connection.
// Each run gets a fresh throw-away database, so runs never see each other's rows.
import pg from 'pg';
import type { Driver, Row, Sql } from './harness.ts';

const wrap = (client: pg.ClientBase): Sql => ({
  async query<T extends Row>(text: string, params?: unknown[]) {
    const result = await client.query(text, params as unknown[]);
    return {
      rows: result.rows as T[],
      affectedRows: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0),
    };
  },
  async exec(text: string) {
    await client.query(text);
  },
});

export async function pgServerDriver(url: string): Promise<Driver> {
  const name = `preshift_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  // bigint ids come back as numbers, as PGlite returns them.
  client.setTypeParser(20, (v: string) => Number(v));
  const sql = wrap(client);
  return {
    ...sql,
    async transaction(fn) {
      await client.query('begin');
      try {
        const result = await fn(sql);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}
