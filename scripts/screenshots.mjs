// `npm run screenshots`: the screenshot comparison of every route (issue 47, ADR 0064), apart
// from `npm test`. Two steps:
//
//   npm run screenshots -- --baseline main   build `main` in a temporary worktree and write the
//                                             baselines (.visual/baselines) from it
//   npm run screenshots                       build this tree and compare it with them
//
// `--no-build` reuses dist/; any other argument goes to Playwright (e.g. --project=mobile).
// Diffs of a failed comparison land in .visual/results (expected, actual and diff images).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--baseline');
const ref = at >= 0 ? args[at + 1] : null;
if (at >= 0 && !ref) throw new Error('--baseline needs a git ref, e.g. --baseline main');
const extra = args.filter((a, i) => a !== '--no-build' && (at < 0 || (i !== at && i !== at + 1)));

const run = (cmd, cmdArgs, opts = {}) => {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', ...opts });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const chromium = findChromium({ install: true });
let dist = 'dist';
let worktree = null;

if (ref) {
  // The other build, from a worktree of its own: its src/ and styles, served from its own dist/.
  worktree = mkdtempSync(path.join(tmpdir(), 'preshift-baseline-'));
  rmSync(worktree, { recursive: true });
  run('git', ['worktree', 'add', '--detach', worktree, ref]);
  const sameLock =
    readFileSync('package-lock.json', 'utf8') ===
    readFileSync(path.join(worktree, 'package-lock.json'), 'utf8');
  // The same lockfile shares this tree's packages; another one installs its own.
  if (sameLock) symlinkSync(path.resolve('node_modules'), path.join(worktree, 'node_modules'));
  else run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: worktree });
  // Vite only: the baseline needs the built app, not a type-check.
  run('node', ['scripts/copy-vendor.mjs'], { cwd: worktree });
  run('npx', ['vite', 'build'], { cwd: worktree });
  dist = path.join(worktree, 'dist');
} else if (!args.includes('--no-build') || !existsSync('dist/index.html')) {
  run('npm', ['run', 'build']);
}

const result = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--config',
    'playwright.visual.config.ts',
    ...(ref ? ['--update-snapshots=all'] : []),
    ...extra,
  ],
  { stdio: 'inherit', env: { ...process.env, E2E_CHROMIUM: chromium ?? '', VISUAL_DIST: dist } },
);
if (worktree) spawnSync('git', ['worktree', 'remove', '--force', worktree], { stdio: 'inherit' });
process.exit(result.status ?? 1);
