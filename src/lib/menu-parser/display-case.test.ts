import { fixDisplayCase, isMixedCaseWord } from './display-case';
import { parseMenuText } from './index';

describe('display fonts that mix two alphabets of capitals', () => {
  it('tells a mixed-case word from a name with a capital inside', () => {
    expect(isMixedCaseWord('sHoGuN')).toBe(true);
    expect(isMixedCaseWord("LiN'S")).toBe(true);
    expect(isMixedCaseWord('McCain')).toBe(false);
    expect(isMixedCaseWord('DeLuca')).toBe(false);
    expect(isMixedCaseWord('Noodle')).toBe(false);
    // Each part of a hyphenated name has its capital: "Billecart-Salmon", "Mareuil-sur-Aÿ".
    expect(isMixedCaseWord('Laurent-Perrier')).toBe(false);
    expect(isMixedCaseWord('Mareuil-sur-Aÿ')).toBe(false);
    expect(isMixedCaseWord('poRK-aNd')).toBe(true);
  });

  it('leaves a menu with one or two brand names alone', () => {
    const lines = ['iPhone charging  free', 'Soup  5', 'Bread  3'];
    expect(fixDisplayCase(lines)).toEqual(lines);
  });

  it('reads names set in such a font as dishes, their descriptions kept as written', () => {
    const menu = parseMenuText(
      [
        'HOUSE PLATES',
        'poRK aNd CHiVe – $7',
        'Steamed with ginger',
        'sHoGuN – $9',
        'Grilled with miso and sesame',
        'mama LiN’S NooDLe – $8',
        'Hand-pulled, in chilli broth',
        'SaLTy plum TarT – $5',
        'Shortcrust, plum jam',
      ].join('\n'),
    );
    expect(menu.menuData.categories[0].items.map((i) => [i.name, i.price])).toEqual([
      ['Pork and Chive', '$7'],
      ['Shogun', '$9'],
      ["Mama Lin's Noodle", '$8'],
      ['Salty Plum Tart', '$5'],
    ]);
  });
});
