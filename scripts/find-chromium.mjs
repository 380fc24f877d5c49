// Finds the Chromium that end-to-end tests drive: CHROME_PATH, else Debian's /usr/bin/chromium.
// When it is missing and we run as root on Debian, install it with apt (never a browser download).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);

export function findChromium({ install = false } = {}) {
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('[e2e] installing Debian chromium with apt-get');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation',
      {
        stdio: 'inherit',
      },
    );
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return undefined; // Playwright falls back to a browser it already has, if any.
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findChromium({ install: process.argv.includes('--install') }) ?? '');
}
