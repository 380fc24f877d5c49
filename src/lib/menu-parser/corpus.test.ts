import { parsedMenuSchema } from '@/domain/parsed-menu';
import { buildBenchReport } from '@/testing/menu-parser/bench-report';
import { loadCorpus } from '@/testing/menu-parser/corpus';
import { scoreCorpus } from '@/testing/menu-parser/score';
import { parseMenuText } from './index';

const env =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const cases = loadCorpus();

describe('fixture corpus', () => {
  it('has enough varied fixtures, tagged by source', () => {
    expect(cases.length).toBeGreaterThanOrEqual(14);
    expect(new Set(cases.map((c) => c.source))).toEqual(new Set(['text', 'ocr']));
    for (const c of cases)
      expect(c.expected.categories.flatMap((cat) => cat.items).length).toBeGreaterThan(0);
  });

  it('parses every fixture into a valid, deterministic ParsedMenu', () => {
    const now = new Date('2024-01-01T00:00:00Z');
    for (const c of cases) {
      const menu = parseMenuText(c.text, { menuType: c.menuType, now });
      expect(parsedMenuSchema.parse(menu)).toEqual(menu);
      expect(parseMenuText(c.text, { menuType: c.menuType, now })).toEqual(menu);
    }
  });

  it('meets the accuracy floors on text fixtures and reports OCR-like fixtures separately', () => {
    const result = scoreCorpus(cases, parseMenuText);
    const text = result.bySource.text!;
    expect(text.f1).toBeGreaterThanOrEqual(0.9);
    expect(text.priceAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(text.categoryAccuracy).toBeGreaterThanOrEqual(0.85);
    // OCR text is noisier; a lower floor still catches regressions.
    const ocr = result.bySource.ocr!;
    expect(ocr.f1).toBeGreaterThanOrEqual(0.8);
    expect(ocr.priceAccuracy).toBeGreaterThanOrEqual(0.85);
  });

  it.runIf(env.PARSER_REPORT === '1')('prints the benchmark report', async () => {
    // Loaded lazily: the upload cleanup belongs to lib/extract and only matters for the report.
    const { cleanMenuText } = await import('@/lib/extract/clean');
    const report = buildBenchReport(cases, parseMenuText, 20);
    // The upload flow cleans the text (whitespace collapsed) before parsing: report that too.
    const cleaned = cases.map((c) => ({ ...c, text: cleanMenuText(c.text) }));
    const afterCleanup = scoreCorpus(cleaned, parseMenuText).bySource;
    console.log(`PARSER_BENCH ${JSON.stringify({ ...report, afterCleanup })}`);
  });
});
