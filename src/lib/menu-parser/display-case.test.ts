import { fixDisplayCase, isMixedCaseWord } from './display-case';
import { parseMenuText } from './index';

describe('display fonts that mix two alphabets of capitals', () => {
  it('tells a mixed-case word from a name with a capital inside', () => {
    expect(isMixedCaseWord('eMperor')).toBe(true);
    expect(isMixedCaseWord("CHeN'S")).toBe(true);
    expect(isMixedCaseWord('McCain')).toBe(false);
    expect(isMixedCaseWord('DeLuca')).toBe(false);
    expect(isMixedCaseWord('Dumpling')).toBe(false);
  });

  it('leaves a menu with one or two brand names alone', () => {
    const lines = ['iPhone charging  free', 'Soup  5', 'Bread  3'];
    expect(fixDisplayCase(lines)).toEqual(lines);
  });

  it('reads names set in such a font as dishes, their descriptions kept as written', () => {
    const menu = parseMenuText(
      [
        'DUMPLINGS',
        'poRK aNd CHiVe – $7',
        'Steamed with ginger',
        'eMperor – $9',
        'Pan-fried with beef and shrimp',
        'papa CHeN’S VeGGie – $7',
        'Pan-fried with egg and noodles',
        'SweeT red BeaN – $5',
        'Pan-fried with sugar',
      ].join('\n'),
    );
    expect(menu.menuData.categories[0].items.map((i) => [i.name, i.price])).toEqual([
      ['Pork and Chive', '$7'],
      ['Emperor', '$9'],
      ["Papa Chen's Veggie", '$7'],
      ['Sweet Red Bean', '$5'],
    ]);
  });
});
