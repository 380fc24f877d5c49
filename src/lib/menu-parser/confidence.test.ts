import { CONFIDENCE_FEATURES } from './confidence';
import { CONFIDENCE_WEIGHTS } from './confidence-weights';
import { parseMenuText } from './index';

const confidences = (text: string) =>
  Object.fromEntries(
    parseMenuText(text).menuData.categories.flatMap((c) =>
      c.items.map((i) => [i.name, i.confidence ?? Number.NaN]),
    ),
  );

describe('item confidence', () => {
  it('has one fitted weight per sign (refit after adding a sign)', () => {
    expect(CONFIDENCE_WEIGHTS).toHaveLength(CONFIDENCE_FEATURES.length);
  });

  it('is high for plain priced dishes under clear headings', () => {
    const c = confidences(
      [
        'STARTERS',
        'Burrata  14',
        'Calamari  13',
        'Soup of the day  9',
        '',
        'MAINS',
        'Roast chicken  26',
        'Steak frites  34',
        'Halibut  32',
      ].join('\n'),
    );
    expect(Object.values(c).every((v) => v >= 0.9)).toBe(true);
  });

  it('sends a dish without a price, or alone in its section, to be checked', () => {
    const c = confidences(
      [
        'STARTERS',
        'Burrata  14',
        'heirloom tomato, basil oil',
        'Grilled Octopus',
        'smoked paprika, potato',
        'Calamari  13',
        'lemon aioli',
        '',
        'MAINS',
        'Roast chicken  26',
        'Steak frites  34',
        'Halibut  32',
        '',
        'DESSERTS',
        'Tiramisu  9',
      ].join('\n'),
    );
    expect(c['Grilled Octopus']).toBeLessThan(0.9);
    expect(c['Tiramisu']).toBeLessThan(0.9);
    expect(c['Burrata']).toBeGreaterThanOrEqual(0.9);
  });
});
