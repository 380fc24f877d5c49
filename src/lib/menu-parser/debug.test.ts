import { loadCorpus, scoreCorpus } from './corpus';
import { parseMenuText } from './index';

test('debug', () => {
  const cases = loadCorpus();
  const only = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.ONLY;
  const result = scoreCorpus(cases, parseMenuText);
  for (const c of result.cases) {
    if (only && c.name !== only) continue;
    const s = c.score;
    console.log(`${c.name} f1=${s.f1.toFixed(2)} price=${s.priceAccuracy.toFixed(2)} cat=${s.categoryAccuracy.toFixed(2)} diet=${s.dietaryCorrect}/${s.dietaryChecked}`);
    if (s.missing.length) console.log('  missing', s.missing);
    if (s.extra.length) console.log('  extra', s.extra);
    if (s.wrongPrices.length) console.log('  prices', s.wrongPrices);
    if (s.wrongCategories.length) console.log('  cats', s.wrongCategories);
  }
  console.log(JSON.stringify(result.bySource, null, 1));
  if (only) {
    const c = cases.find((x) => x.name === only)!;
    console.log(JSON.stringify(parseMenuText(c.text, { menuType: c.menuType }).menuData, null, 1));
  }
});
