// The Realtime migration (20261128000000): it puts notification_recipients in Supabase's
// publication where there is one, and leaves a plain PostgreSQL (this suite's) as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './harness';

const MIGRATION = '20261128000000_realtime.sql';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const published = async () =>
  (
    await db.query<{ tablename: string }>(
      `select tablename from pg_catalog.pg_publication_tables
       where pubname = 'supabase_realtime' order by tablename`,
    )
  ).rows.map((r) => r.tablename);

describe('realtime migration', () => {
  it('does nothing where the supabase_realtime publication does not exist', async () => {
    const publications = await db.query(
      `select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime'`,
    );
    expect(publications.rows).toHaveLength(0);
    await expect(db.applyMigration(MIGRATION)).resolves.toBeUndefined();
  });

  it('adds notification_recipients to the publication once, however often it runs', async () => {
    await db.exec('create publication supabase_realtime');
    await db.applyMigration(MIGRATION);
    expect(await published()).toEqual(['notification_recipients']);
    await db.applyMigration(MIGRATION);
    expect(await published()).toEqual(['notification_recipients']);
  });
});
