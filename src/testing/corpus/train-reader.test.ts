/**
 * `npm run train:reader` (scripts/train-reader.mjs) runs this with TRAIN_READER=write: the reader
 * model retrained from scratch on the generated corpus tuning half and the corpus-real development
 * files, its weights written to src/lib/reader-model/weights.ts. TRAIN_READER=loro instead prints
 * the leave-one-restaurant-out evaluation (line roles and end-to-end items) as one READER_BENCH
 * line. Skipped otherwise: it needs files outside the repository and minutes of work.
 */
import { importNodeOnly } from '@/lib/extract/runtime';
import { documentRoles, SHIPPED_USE, type RoleStage } from '@/lib/reader-model';
import { loadRealFiles } from './load-real';
import { importReal, summariseReal, type RealResult } from './real-import';
import { corpusReaderDocs, realReaderDocs, trainReader } from './reader-data';
import { importHeldOut, modelsWithout, roleAccuracy } from './reader-eval';

type Fs = { writeFileSync(path: URL, data: string): void };
const env =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const mode = env.TRAIN_READER;

/** Kinds read by OCR (scans, images, photos): the model may be trusted for these alone. */
const OCR_KINDS = new Set(['pdf-image', 'image', 'photo']);

const WEIGHTS = new URL('../../lib/reader-model/weights.ts', import.meta.url);
const round = (v: number) => Math.round(v * 1e5) / 1e5;

describe.runIf(mode === 'write')('train the reader model', () => {
  it('fits and writes the weights', { timeout: 1_800_000 }, async () => {
    const start = performance.now();
    const docs = [...(await corpusReaderDocs()), ...(await realReaderDocs())];
    const model = trainReader(docs);
    const stage = (s: RoleStage) => ({
      mean: s.mean.map(round),
      scale: s.scale.map(round),
      weights: s.weights.map((w) => w.map(round)),
    });
    const json = JSON.stringify({
      ...stage(model),
      ...(model.sequence ? { sequence: stage(model.sequence) } : {}),
    });
    const { writeFileSync } = await importNodeOnly<Fs>('node:fs');
    writeFileSync(
      WEIGHTS,
      `// Written by \`npm run train:reader\` (scripts/train-reader.mjs): do not edit by hand.\nimport type { ReaderModel } from './model';\n\nexport const trainedWeights: ReaderModel = ${json};\n`,
    );
    const lines = docs.reduce((n, d) => n + d.roles.filter((r) => r).length, 0);
    const inSample = roleAccuracy(docs, () => model);
    const labels = Object.fromEntries(
      Object.entries(inSample.perRole).map(([role, r]) => [role, r.lines]),
    );
    console.log(
      `READER_TRAIN ${JSON.stringify({ documents: docs.length, lines, seconds: Math.round((performance.now() - start) / 1000), inSampleAccuracy: inSample.accuracy, labels })}`,
    );
    expect(model.weights.length).toBeGreaterThan(0);
  });
});

describe.runIf(mode === 'loro')('reader model, leave one restaurant out', () => {
  it('scores each restaurant with a model trained without it', { timeout: 3_600_000 }, async () => {
    const generated = await corpusReaderDocs();
    const real = await realReaderDocs();
    // READER_LORO_KINDS=pdf-image,image,photo: hold out (and read) only the restaurants with a
    // file of those kinds, for a quicker loop on one family; training still uses every other file.
    const kinds = env.READER_LORO_KINDS?.split(',');
    const entries = loadRealFiles().filter((e) => !kinds || kinds.includes(e.kind));
    const held = new Set(entries.map((e) => e.group));
    const models = modelsWithout(real, generated, held);
    // READER_DUMP=<group>: that restaurant's lines with label and held-out role (console only).
    for (const d of real.filter((r) => r.group === env.READER_DUMP)) {
      const predicted = documentRoles(models.get(d.group)!, d.x);
      d.lines.forEach((l, i) =>
        console.log(
          `${String(d.roles[i] ?? '?').padEnd(15)}${predicted[i]!.role.padEnd(15)}${predicted[i]!.probability.toFixed(2)} | ${l.text}`,
        ),
      );
    }
    const roles = roleAccuracy(
      real.filter((d) => held.has(d.group)),
      (d) => models.get(d.group)!,
    );
    // Ways to use the same models: trusted from 0.6, only from 0.85, or only to demote (never to
    // make a heading the rules did not see).
    // `shipped`: as the parser ships it (SHIPPED_USE: OCR documents only), so its total over every
    // kind is the reader's leave-one-restaurant-out figure.
    const uses = {
      shipped: SHIPPED_USE,
      model: {},
      sure: { threshold: 0.85 },
      demote: { promote: false },
      sureDemote: { threshold: 0.85, promote: false },
      noMinor: { minor: false },
    };
    // READER_VARIANTS=model,sure: only those ways (each reads every held-out file again).
    const chosen = env.READER_VARIANTS?.split(',');
    const variants: Record<string, Awaited<ReturnType<typeof importHeldOut>>> = {};
    for (const [name, use] of Object.entries(uses).filter(([n]) => !chosen || chosen.includes(n)))
      variants[name] = await importHeldOut(
        entries,
        new Map([...models].map(([g, m]) => [g, { ...m, use }])),
      );
    const rules: RealResult[] = [];
    for (const entry of entries) rules.push(await importReal(entry, null));
    const perGroup = [...models.keys()].map((group) => {
      const f1 = (rs: typeof rules) => summariseReal(rs.filter((r) => r.entry.group === group)).f1;
      return {
        group,
        rules: f1(rules),
        ...Object.fromEntries(Object.entries(variants).map(([k, v]) => [k, f1(v.results)])),
      };
    });
    // The same figures for the OCR kinds and the text kinds apart: the model may be switched on
    // for one family only, so each must be judged held out on its own.
    const families = {
      ocr: (r: RealResult) => OCR_KINDS.has(r.entry.kind),
      text: (r: RealResult) => !OCR_KINDS.has(r.entry.kind),
    };
    const perFamily = Object.fromEntries(
      Object.entries(families).map(([family, keep]) => [
        family,
        {
          rules: summariseReal(rules.filter(keep)),
          ...Object.fromEntries(
            Object.entries(variants).map(([k, v]) => [k, summariseReal(v.results.filter(keep))]),
          ),
        },
      ]),
    );
    console.log(
      `READER_BENCH ${JSON.stringify({ roles, rules: summariseReal(rules), variants: Object.fromEntries(Object.entries(variants).map(([k, v]) => [k, v.summary])), perGroup, perFamily })}`,
    );
    expect(models.size).toBeGreaterThan(1);
  });
});
