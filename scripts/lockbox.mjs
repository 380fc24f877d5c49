// The lockbox of ../shared/corpus-real (its README, "The lockbox"): unpacked at run time into a
// temporary folder, scored by real-report.test.ts in REAL_LOCKBOX mode, and deleted again, even
// when scoring fails. Only totals come back; vitest's own output is never printed, since a failure
// message could quote a file. Nothing of it is cached outside the temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const MARKER = 'REAL_BENCH ';

export function scoreLockbox() {
  const dir = resolve(process.env.CORPUS_REAL_DIR ?? '../shared/corpus-real');
  const key = join(dir, 'lockbox.key');
  const sealed = join(dir, 'lockbox.tar.gz.enc');
  if (!existsSync(key) || !existsSync(sealed))
    return { skipped: `no lockbox key or archive in ${dir}` };
  const tmp = mkdtempSync(join(tmpdir(), 'lockbox-'));
  try {
    const unpack = spawnSync(
      'sh',
      [
        '-c',
        'openssl enc -d -aes-256-cbc -pbkdf2 -pass "file:$1" -in "$2" | tar -xzf - -C "$3"',
        'unpack',
        key,
        sealed,
        tmp,
      ],
      { stdio: ['ignore', 'ignore', 'ignore'] },
    );
    if (unpack.status !== 0) return { skipped: 'the lockbox did not unpack' };
    const run = spawnSync(
      'npx',
      ['vitest', 'run', 'src/testing/corpus/real-report.test.ts', '--project', 'node'],
      {
        env: {
          ...process.env,
          REAL_REPORT: '1',
          REAL_LOCKBOX: '1',
          REAL_DETAILS: '',
          REAL_FILES: '',
          REAL_KINDS: '',
          CORPUS_REAL_DIR: join(tmp, 'lockbox'),
          // Extracted documents stay inside the temporary folder and go with it.
          REAL_DOC_CACHE: join(tmp, 'cache'),
          FORCE_COLOR: '0',
          NO_COLOR: '1',
        },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const line = `${run.stdout ?? ''}\n${run.stderr ?? ''}`
      .split('\n')
      .find((l) => l.startsWith(MARKER));
    if (!line) return { skipped: `scoring produced no report (exit ${run.status})` };
    return JSON.parse(line.slice(MARKER.length));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
