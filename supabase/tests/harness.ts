// Test database for the Supabase schema: an in-process PGlite (real PostgreSQL compiled to WASM)
// with Supabase's auth roles and functions shimmed in, then every migration and the seed applied.
// Tests talk to it only through `TestDatabase`, so another driver (a `pg` client for a real
// server, ./pg-driver.ts, used when DATABASE_URL is set) sits behind `Driver` without touching a test. See
// docs/decisions/0003-database-tests-on-pglite.md.
import { readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteFromTemplate } from './pglite-template.ts';

export type Row = Record<string, unknown>;

export interface QueryResult<T extends Row = Row> {
  rows: T[];
  /** Rows inserted, updated or deleted by the statement (0 for plain selects). */
  affectedRows: number;
}

/** What a test can do on a connection, whichever role it is running as. */
export interface Sql {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(text: string): Promise<void>;
}

/** The only part that knows the database engine. */
export interface Driver extends Sql {
  /** Runs fn in one transaction: commits when it resolves, rolls back and rethrows when not. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface RunOptions {
  /** Roll the transaction back even when fn succeeds: look at an effect without keeping it. */
  rollback?: boolean;
  /**
   * JWT claims to add or override. asUser already sends what GoTrue puts in an access token and
   * our SQL reads: sub, role and the user's e-mail from auth.users.
   */
  claims?: Row;
  /**
   * Runs first, as the superuser, in the same transaction: arrange a state for this request only
   * (combine with rollback to leave no trace, not even a moved updated_at).
   */
  arrange?: (sql: Sql) => Promise<unknown>;
}

export interface TestDatabase extends Sql {
  /** Runs fn the way PostgREST runs a request carrying this user's JWT, in one transaction. */
  asUser<T>(userId: string, fn: (sql: Sql) => Promise<T>, options?: RunOptions): Promise<T>;
  /** Runs fn the way PostgREST runs a request made with only the anon key. */
  asAnon<T>(fn: (sql: Sql) => Promise<T>, options?: RunOptions): Promise<T>;
  /** Runs fn as the superuser in a transaction that is always rolled back. */
  sandbox<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** Applies one file of supabase/migrations (for a database created without it). */
  applyMigration(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface CreateOptions {
  /**
   * Which migration files to apply (default: all). An upgrade test applies the ones before a
   * migration, writes rows as they were, then applies it with applyMigration.
   */
  migrations?: (file: string) => boolean;
}

const supabaseDir = new URL('../', import.meta.url);
const migrationsDir = new URL('migrations/', supabaseDir);

/**
 * Boots a fresh database with the schema applied. Outside of asUser/asAnon, statements run as
 * the superuser, which bypasses RLS: use that for arranging data and for checking the truth.
 */
export async function createTestDatabase(options: CreateOptions = {}): Promise<TestDatabase> {
  const migrations = (await readdir(migrationsDir))
    .filter((f) => f.endsWith('.sql'))
    .filter(options.migrations ?? (() => true))
    .sort();
  const files = [
    new URL('tests/auth-shim.sql', supabaseDir),
    ...migrations.map((file) => new URL(file, migrationsDir)),
    new URL('seed.sql', supabaseDir),
  ];
  const applyAll = async (driver: Driver) => {
    for (const file of files) await applyFile(driver, file);
  };

  let driver: Driver;
  if (process.env.DATABASE_URL || options.migrations) {
    driver = await connect();
    try {
      await applyAll(driver);
    } catch (error) {
      await driver.close();
      throw error;
    }
  } else {
    // The full schema on PGlite: from a snapshot of it when there is one (./pglite-template.ts).
    driver = pgliteDriver(await pgliteFromTemplate(files, (db) => applyAll(pgliteDriver(db))));
  }

  // `set local` ends with the transaction, so the superuser session is back afterwards even
  // when fn throws.
  const asRole = <T>(
    role: 'anon' | 'authenticated',
    claims: Row,
    fn: (sql: Sql) => Promise<T>,
    options: RunOptions = {},
  ) =>
    inTransaction(
      driver,
      async (tx) => {
        await options.arrange?.(tx);
        // Still the superuser here: read the e-mail GoTrue would have signed into the token.
        const email =
          role === 'authenticated'
            ? (await tx.query('select email from auth.users where id = $1', [claims.sub])).rows[0]
                ?.email
            : undefined;
        await tx.exec(`set local role ${role}`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ ...claims, ...(email ? { email } : {}), ...options.claims }),
        ]);
        return fn(tx);
      },
      options,
    );

  return {
    query: (text, params) => driver.query(text, params),
    exec: (text) => driver.exec(text),
    asUser: (userId, fn, options) =>
      asRole('authenticated', { sub: userId, role: 'authenticated' }, fn, options),
    asAnon: (fn, options) => asRole('anon', { role: 'anon' }, fn, options),
    sandbox: (fn) => inTransaction(driver, fn, { rollback: true }),
    applyMigration: (file) => applyFile(driver, new URL(file, migrationsDir)),
    close: () => driver.close(),
  };
}

async function connect(): Promise<Driver> {
  const url = process.env.DATABASE_URL;
  if (url) return (await import('./pg-driver.ts')).pgServerDriver(url);
  return pgliteDriver(await PGlite.create());
}

function pgliteDriver(db: PGlite): Driver {
  type PgliteSql = Pick<PGlite, 'query' | 'exec'>;
  const wrap = (conn: PgliteSql): Sql => ({
    async query<T extends Row>(text: string, params?: unknown[]) {
      const result = await conn.query<T>(text, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(text: string) {
      await conn.exec(text);
    },
  });
  return {
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

// Rolling back by throwing works with any Driver, whatever its own rollback API looks like.
async function inTransaction<T>(
  driver: Driver,
  fn: (sql: Sql) => Promise<T>,
  { rollback: rollBack = false }: RunOptions,
): Promise<T> {
  if (!rollBack) return driver.transaction(fn);
  const rollback = Symbol('rollback');
  let result: T | undefined;
  try {
    await driver.transaction(async (tx) => {
      result = await fn(tx);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return result as T;
}

async function applyFile(driver: Driver, file: URL): Promise<void> {
  try {
    await driver.exec(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Applying ${file.pathname} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
