// Booting PGlite runs initdb inside WebAssembly: about 6 s on a busy two-core machine, against
// half a second for every migration. So the first test file to need the schema builds it once and
// leaves a snapshot of the data directory in the system's temp folder, named by a hash of the
// SQL it ran; every later file (and every later run until a migration changes) loads that
// snapshot in about a second and a half. A snapshot that fails to load is rebuilt.
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A PGlite with these SQL files applied in order, from a snapshot when one for exactly these
 * files exists. `build` applies the files to a fresh database (the caller's own error handling).
 */
export async function pgliteFromTemplate(
  files: URL[],
  build: (db: PGlite) => Promise<void>,
): Promise<PGlite> {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file.pathname)
      .update('\0')
      .update(await readFile(file));
  const path = join(tmpdir(), `preshift-pglite-${hash.digest('hex').slice(0, 16)}.tar`);

  const snapshot = await readFile(path).catch(() => null);
  if (snapshot) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    } catch {
      // Written by another PGlite version, or cut short: build afresh below and replace it.
    }
  }
  const db = await PGlite.create();
  try {
    await build(db);
    const dump = await db.dumpDataDir('none');
    // Written under a name of its own, then renamed: a file loading it beside us never sees half.
    const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, path);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
