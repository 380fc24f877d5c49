// Requests of several users, one after the other, in one transaction that is rolled back: each
// request runs under its own role and JWT inside a savepoint, as PostgREST would run it, so every
// case starts from the same world. worldFile() gives a test file its database, world and stories.
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type Sql, type TestDatabase } from './harness';
import { buildWorld, type World } from './world';

export interface Story {
  /** The superuser's view (the truth), between requests. */
  sql: Sql;
  /** One request as this user (a PostgREST call with their JWT; null: the anon key); undone if it fails. */
  as<T>(userId: string | null, fn: (sql: Sql) => Promise<T>): Promise<T>;
}

export function storyOn(db: TestDatabase) {
  return function story<T>(fn: (s: Story) => Promise<T>): Promise<T> {
    return db.sandbox(async (sql) => {
      let n = 0;
      const as = async <R>(userId: string | null, request: (sql: Sql) => Promise<R>) => {
        const savepoint = `request_${++n}`;
        await sql.exec(`savepoint ${savepoint}`);
        try {
          // As harness.ts: the token carries the account's e-mail, as GoTrue signs it.
          const email = userId
            ? (await sql.query('select email from auth.users where id = $1', [userId])).rows[0]
                ?.email
            : undefined;
          await sql.exec(`set local role ${userId ? 'authenticated' : 'anon'}`);
          await sql.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify(
              userId ? { sub: userId, role: 'authenticated', email } : { role: 'anon' },
            ),
          ]);
          const result = await request(sql);
          await sql.exec('reset role');
          await sql.query(`select set_config('request.jwt.claims', '', true)`);
          await sql.exec(`release savepoint ${savepoint}`);
          return result;
        } catch (error) {
          await sql.exec(`rollback to savepoint ${savepoint}`);
          // The failed request's role and claims went with the savepoint.
          throw error;
        }
      };
      return fn({ sql, as });
    });
  };
}

/** A test file's database with the world built in it, and stories that start from that world. */
export interface WorldFile {
  /**
   * Filled in place by the file's beforeAll, so a file can take it apart at its top level and
   * still see the world: read its fields inside tests, not at the top level.
   */
  readonly world: World;
  /** The file's database (see harness.ts); there once the file's beforeAll has run. */
  readonly db: TestDatabase;
  story<T>(fn: (s: Story) => Promise<T>): Promise<T>;
}

/**
 * One fresh database and world (world.ts) per test file, closed after it: call it at the top level
 * of the file. Every story is rolled back, so each case starts from the same world.
 */
export function worldFile(): WorldFile {
  let db: TestDatabase | undefined;
  const world = {} as World;
  beforeAll(async () => {
    db = await createTestDatabase();
    Object.assign(world, await buildWorld(db));
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });
  const file: WorldFile = {
    world,
    get db() {
      if (!db) throw new Error('the database is created in beforeAll: use it inside a test');
      return db;
    },
    story: (fn) => storyOn(file.db)(fn),
  };
  return file;
}
