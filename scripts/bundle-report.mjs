// Measures the JavaScript a first visit to the landing page downloads (gzipped), from Vite's
// manifest: the entry chunk, the landing route chunk, and everything they import statically.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const HEAVY = ['pdfjs-dist', 'mammoth', 'tesseract', 'openai', '@supabase'];

export function landingBundle(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const landingKey = Object.keys(manifest).find((k) => k.endsWith('src/app/routes/landing.tsx'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(entryKey);
  visit(landingKey);
  let gzip = 0;
  const heavyHits = [];
  for (const file of files) {
    const code = readFileSync(`${dist}/${file}`);
    gzip += gzipSync(code, { level: 9 }).length;
    const text = code.toString();
    for (const lib of HEAVY)
      if (text.includes(`node_modules/${lib}`)) heavyHits.push(`${lib} in ${file}`);
  }
  const heavyChunks = Object.entries(manifest)
    .filter(([key]) => HEAVY.some((lib) => key.includes(`node_modules/${lib}`)))
    .map(([, c]) => c.file);
  const leaked = heavyChunks.filter((f) => files.has(f));
  return {
    files: [...files],
    gzipKB: +(gzip / 1024).toFixed(1),
    leakedHeavyChunks: [...leaked, ...heavyHits],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(landingBundle(), null, 2));
}
