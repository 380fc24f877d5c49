// Requests of several users, one after the other, in one transaction that is rolled back: each
// request runs under its own role and JWT inside a savepoint, as PostgREST would run it, so every
// case starts from the same world. Shared by hardening.test.ts and change-loop.test.ts.
import type { Sql, TestDatabase } from './harness';

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
