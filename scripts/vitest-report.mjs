// Benchmarks whose code is TypeScript run inside vitest (no TS runner is installed): the test
// prints one `<MARKER> {json}` line when its environment flag is set, and this reads it back
// (and prints it as JSON and exits when the script was given --json).
import { spawnSync } from 'node:child_process';

export function vitestReport(testFile, flag, marker) {
  const result = spawnSync('npx', ['vitest', 'run', testFile, '--project', 'node'], {
    env: { ...process.env, [flag]: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  const line = output.split('\n').find((l) => l.startsWith(`${marker} `));
  if (!line) {
    console.error(output);
    console.error(`${testFile}: no ${marker} line in the vitest output`);
    process.exit(result.status || 1);
  }
  const report = JSON.parse(line.slice(marker.length + 1));
  const status = result.status ?? 0;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
    process.exit(status);
  }
  return { report, status };
}

/** Table cells for the benchmark printouts. */
export const pct = (n) => `${(n * 100).toFixed(1)}%`;
export const pad = (s, n) => String(s).padEnd(n);
export const lpad = (s, n) => String(s).padStart(n);
