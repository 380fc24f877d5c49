// Runs Playwright against the production build in Debian's Chromium. Builds first unless told not to.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const chromium = findChromium({ install: true });
if (!chromium)
  console.warn('[e2e] no Debian chromium found; Playwright will use its own browser if installed');
if (!process.argv.includes('--no-build') || !existsSync('dist/index.html')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
const run = spawnSync('npx', ['playwright', 'test', ...extra], {
  stdio: 'inherit',
  env: { ...process.env, E2E_CHROMIUM: chromium ?? '' },
});
process.exit(run.status ?? 1);
