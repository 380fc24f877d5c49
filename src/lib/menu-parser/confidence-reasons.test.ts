import { parseMenuText } from './parse';
import { CONFIDENCE_FEATURES } from './confidence';
import { confidenceReasons } from './confidence-reasons';
import { CONFIDENCE_WEIGHTS } from './confidence-weights';

const none = () => CONFIDENCE_FEATURES.map(() => 0);
const withSign = (...names: Array<(typeof CONFIDENCE_FEATURES)[number]>) => {
  const features = none();
  for (const name of names) features[CONFIDENCE_FEATURES.indexOf(name)] = 1;
  return features;
};

describe('confidenceReasons', () => {
  it('gives no reason for an item with no warning sign', () => {
    expect(confidenceReasons(none())).toEqual([]);
  });

  it('names each sign that pulled the score down, strongest first, once each', () => {
    expect(confidenceReasons(withSign('name over 4 words', 'no price'))).toEqual([
      'price not found',
      'name and description may be joined',
    ]);
    expect(confidenceReasons(withSign('name over 4 words', 'read from more than 4 lines'))).toEqual(
      ['name and description may be joined'],
    );
  });

  it('says so when the heading looks like a dish (a sign fitted on the real files)', () => {
    expect(confidenceReasons(withSign('section heading styled like its items'))).toEqual([
      'section heading may be a dish',
    ]);
  });

  it('gives a reason for every sign that pulls an item down', () => {
    CONFIDENCE_FEATURES.forEach((name, k) => {
      if ((CONFIDENCE_WEIGHTS[k] ?? 0) > -0.3) return;
      expect(confidenceReasons(withSign(name))).toHaveLength(1);
    });
  });

  it('never gives a sign that raised the score as a reason', () => {
    expect(confidenceReasons(withSign('price from the section heading'))).toEqual([]);
  });

  it('reaches parsed items: a dish alone under its heading says so', () => {
    const menu = parseMenuText(
      'STARTERS\nBurrata  $16\ncreamy, tomato\n\nSoup of the Day\nask your server\n\nArancini  $11\n',
    );
    const burrata = menu.menuData.categories[0]!.items[0]!;
    expect(burrata.confidence).toBeLessThan(0.9);
    expect(burrata.reasons).toEqual(['only item in its section']);
    const sure = parseMenuText('STARTERS\nBurrata  $16\nCalamari  $14\nArancini  $11\n');
    expect(sure.menuData.categories[0]!.items.every((i) => !i.reasons)).toBe(true);
  });
});
