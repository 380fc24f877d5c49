// JSON output that is easy to read in a diff (one item or file entry per line) and already in
// the repository's Prettier style, so `prettier --check` passes on the generated files.
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';

/** Objects whose values are all scalars or short lists of scalars go on one line. */
function isLeaf(value) {
  return (
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (v) =>
        v === null ||
        typeof v !== 'object' ||
        (Array.isArray(v) && v.every((x) => typeof x !== 'object')),
    )
  );
}

function stringify(value, indent = '') {
  if (isLeaf(value) || value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + stringify(v, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(
    ([k, v]) => `${inner}${JSON.stringify(k)}: ${stringify(v, inner)}`,
  );
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

export async function writeJson(file, value) {
  writeFileSync(file, await format(stringify(value), { parser: 'json', printWidth: 100 }));
}
