/**
 * The real import (pdf.js, mammoth, tesseract, layout, parser) on the real-file corpus, with
 * accuracy floors per format set just under what `npm run bench` measures, so a regression in
 * extraction, layout or parsing fails CI. Every text-layer file runs; OCR runs on a few images of
 * each half to keep CI short (the benchmark runs them all).
 */
import { corpusFormats, loadCorpusFiles, type CorpusFormat } from './load-corpus';
import { importAndScore, summarise, type FileResult } from './score-files';

// Measured on 2026-11-23 (both halves; images: the CI subset below): txt 0.980 / 0.965 / 0.923,
// docx 0.985 / 1.000 / 0.954, pdf 0.971 / 0.986 / 0.932, png 0.887 / 1.000 / 1.000,
// photo 0.973 / 0.986 / 0.972 (item F1 / price / category).
const FLOORS: Record<CorpusFormat, { f1: number; price: number; category: number }> = {
  txt: { f1: 0.97, price: 0.95, category: 0.91 },
  docx: { f1: 0.97, price: 0.99, category: 0.94 },
  pdf: { f1: 0.96, price: 0.97, category: 0.92 },
  png: { f1: 0.87, price: 0.98, category: 0.98 },
  photo: { f1: 0.95, price: 0.97, category: 0.95 },
};

/** Images scored in CI: two-column, three-column and table layouts, from both halves. */
const CI_IMAGES = [
  'files/izakaya-kaze.photo.jpg',
  'files/route-66-diner.photo.jpg',
  'files/crumb-bakery.screen.png',
  'files/forno-pizzeria.photo.jpg',
  'files/golden-lotus.screen.png',
];

const all = loadCorpusFiles();
const results = new Map<CorpusFormat, FileResult[]>();

beforeAll(async () => {
  for (const entry of all) {
    const image = entry.format === 'png' || entry.format === 'photo';
    if (image && !CI_IMAGES.includes(entry.file)) continue;
    const list = results.get(entry.format) ?? [];
    list.push(await importAndScore(entry));
    results.set(entry.format, list);
  }
}, 300_000);

describe('real-file corpus', () => {
  it('has at least 30 menus and 80 files in every format, split into two halves', () => {
    expect(new Set(all.map((f) => f.menu)).size).toBeGreaterThanOrEqual(30);
    expect(all.length).toBeGreaterThanOrEqual(80);
    for (const format of corpusFormats) {
      for (const split of ['tune', 'holdout']) {
        expect(
          all.some((f) => f.format === format && f.split === split),
          `${split}/${format}`,
        ).toBe(true);
      }
    }
    // A menu never has files in both halves.
    const halves = new Map<string, Set<string>>();
    for (const f of all) halves.set(f.menu, (halves.get(f.menu) ?? new Set()).add(f.split));
    expect([...halves.values()].every((s) => s.size === 1)).toBe(true);
  });

  it.each(corpusFormats)('%s files meet the accuracy floors', (format) => {
    const group = results.get(format) ?? [];
    expect(group.length).toBeGreaterThan(0);
    const s = summarise(group);
    const floor = FLOORS[format];
    const report = `${format}: F1 ${s.f1.toFixed(3)}, price ${s.priceAccuracy.toFixed(3)}, category ${s.categoryAccuracy.toFixed(3)}`;
    expect(s.f1, report).toBeGreaterThanOrEqual(floor.f1);
    expect(s.priceAccuracy, report).toBeGreaterThanOrEqual(floor.price);
    expect(s.categoryAccuracy, report).toBeGreaterThanOrEqual(floor.category);
  });

  it('gives every imported item a confidence and the page and lines it came from', () => {
    for (const r of [...results.values()].flat()) {
      for (const item of r.menu.menuData.categories.flatMap((c) => c.items)) {
        expect(item.confidence, `${r.entry.file}: ${item.name}`).toBeGreaterThanOrEqual(0);
        expect(item.source?.page, `${r.entry.file}: ${item.name}`).toBeGreaterThanOrEqual(1);
        expect(item.source!.lineEnd).toBeGreaterThanOrEqual(item.source!.lineStart);
      }
    }
  });
});
