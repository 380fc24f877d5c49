// The catalogs hold every message the code has, and no message it no longer has: the check
// extracts afresh and compares. Run `npm run i18n:extract` to update them (then add the Spanish).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = 'src/locales';
const saved = mkdtempSync(join(tmpdir(), 'catalogs-'));
cpSync(dir, saved, { recursive: true });
const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });
const stale = readdirSync(dir).filter(
  (locale) =>
    readFileSync(join(dir, locale, 'messages.po'), 'utf8') !==
    readFileSync(join(saved, locale, 'messages.po'), 'utf8'),
);
// Put the committed catalogs back: the check changes nothing.
cpSync(saved, dir, { recursive: true });
rmSync(saved, { recursive: true, force: true });
if (extract.status !== 0) {
  console.error('lingui extract failed');
  process.exit(1);
}
if (stale.length) {
  console.error(`Catalogs out of date (${stale.join(', ')}): run npm run i18n:extract`);
  process.exit(1);
}
console.log('catalogs match the code');
