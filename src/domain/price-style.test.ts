import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_STYLE,
  detectPriceStyle,
  formatPrice,
  priceFormatter,
  type PriceStyle,
} from './price-style';

/** What the menu shows for each of its prices. */
const shown = (prices: string[]) => prices.map(priceFormatter(prices));

const style = (overrides: Partial<PriceStyle>): PriceStyle => ({
  ...DEFAULT_PRICE_STYLE,
  ...overrides,
});
const dollars = style({ currency: '$' });

describe('a menu mixing typed and imported prices', () => {
  it("shows '16' typed by the manager as '$16' beside an imported '$17'", () => {
    expect(shown(['16', '$17'])).toEqual(['$16', '$17']);
  });

  it('gives every price the mark where most prices put it, with or without a space', () => {
    expect(shown(['$ 9', '$12', '14', '$16'])).toEqual(['$9', '$12', '$14', '$16']);
    expect(shown(['CHF 14', 'CHF 9', '12'])).toEqual(['CHF 14', 'CHF 9', 'CHF 12']);
  });

  it('keeps a menu without any currency mark without one', () => {
    expect(shown(['16', '17', '9'])).toEqual(['16', '17', '9']);
  });
});

describe('decimals', () => {
  it('shows two decimals on every price when most prices show cents', () => {
    expect(shown(['$17.50', '$12.00', '9', '17.5'])).toEqual([
      '$17.50',
      '$12.00',
      '$9.00',
      '$17.50',
    ]);
  });

  it('shows whole numbers when most prices are whole, but never drops cents', () => {
    expect(shown(['$16', '$17', '$14', '$12.00', '9.99', '8.5'])).toEqual([
      '$16',
      '$17',
      '$14',
      '$12',
      '$9.99',
      '$8.50',
    ]);
  });

  it('keeps digits beyond the cents rather than rounding them away', () => {
    expect(formatPrice('9.9950', style({ showDecimals: true }))).toBe('9.995');
    expect(formatPrice('9.9900', style({ showDecimals: true }))).toBe('9.99');
  });

  it("reads a dash for zero cents ('CHF 14.–', '12,-') as a whole amount", () => {
    expect(shown(['CHF 14.–', 'CHF 9', '12'])).toEqual(['CHF 14', 'CHF 9', 'CHF 12']);
    expect(shown(['12,-', '9,50 €', '8,00 €'])).toEqual(['12,00 €', '9,50 €', '8,00 €']);
  });
});

describe('European menus', () => {
  it("keeps '€12,50' and writes other prices with a decimal comma", () => {
    expect(shown(['€12,50', '€9,00', '14.5', '8'])).toEqual(['€12,50', '€9,00', '€14,50', '€8,00']);
  });

  it("puts a suffix currency after the number with its space: '36 zł'", () => {
    expect(shown(['36 zł', '28 zł', '19,90', '12'])).toEqual([
      '36 zł',
      '28 zł',
      '19,90 zł',
      '12 zł',
    ]);
  });

  it("moves a stray '€12' to where the menu writes its euros", () => {
    expect(shown(['12,50 €', '9 €', '€14'])).toEqual(['12,50 €', '9 €', '14 €']);
  });

  it("writes the Brazilian real as 'R$ 18,90'", () => {
    expect(shown(['R$ 18,90', 'R$ 9', '22,5'])).toEqual(['R$ 18,90', 'R$ 9,00', 'R$ 22,50']);
  });

  it("treats 'EUR', 'eur' and '€' as one currency, written as the menu mostly writes it", () => {
    expect(shown(['12 €', '9 €', '14 EUR', '8 eur'])).toEqual(['12 €', '9 €', '14 €', '8 €']);
    expect(shown(['12 EUR', '9 EUR', '€14'])).toEqual(['12 EUR', '9 EUR', '14 EUR']);
  });
});

describe('thousands and three-decimal currencies', () => {
  it("reads '1.200' as twelve hundred on a menu whose cents use a comma", () => {
    expect(shown(['€12,50', '€8', '€9', '1.200'])).toEqual(['€12,50', '€8', '€9', '€1.200']);
  });

  it("keeps thousands on a menu of whole pesos: '$4.500'", () => {
    expect(shown(['$4.500', '$12.900', '$1.200'])).toEqual(['$4.500', '$12.900', '$1.200']);
  });

  it("shows '1.200' as typed where '.' writes cents, since 1.2 and 1200 are both possible", () => {
    expect(shown(['$17.50', '$9.25', '1.200'])).toEqual(['$17.50', '$9.25', '1.200']);
  });

  it("reads '3.500 KD' as three and a half dinars and shows three decimals", () => {
    expect(shown(['3.500 KD', '4.750 KD', '12 KD'])).toEqual(['3.500 KD', '4.750 KD', '12.000 KD']);
  });

  it('writes thousands with the separator that fits the menu', () => {
    expect(formatPrice('1.250,50', dollars)).toBe('$1,250.50');
    expect(formatPrice('1,250.50', style({ currency: '€', decimal: ',' }))).toBe('€1.250,50');
  });
});

describe('several prices in one item', () => {
  it("gives each amount the mark and joins them with ' / '", () => {
    expect(formatPrice('12 / 18', dollars)).toBe('$12 / $18');
    expect(formatPrice('9 | 14', dollars)).toBe('$9 / $14');
    expect(formatPrice('6/9/12', dollars)).toBe('$6 / $9 / $12');
    expect(formatPrice('$12/$18', dollars)).toBe('$12 / $18');
  });

  it('spreads a shared suffix mark to every amount', () => {
    const euros = style({ currency: '€', position: 'after', spaced: true, decimal: ',' });
    expect(formatPrice('12 / 18 €', euros)).toBe('12 € / 18 €');
  });

  it('keeps words around the amounts when they hold no other number', () => {
    expect(formatPrice('18 per person', dollars)).toBe('$18 per person');
    expect(formatPrice('Glass / Bottle 9 | 36', dollars)).toBe('Glass / Bottle $9 / $36');
  });
});

describe('text that is not a plain price', () => {
  it('returns text without a number trimmed and otherwise unchanged', () => {
    expect(formatPrice('MP', dollars)).toBe('MP');
    expect(formatPrice('  Market Price ', dollars)).toBe('Market Price');
    expect(formatPrice('', dollars)).toBe('');
    expect(formatPrice('   ', dollars)).toBe('');
  });

  it('returns prices it cannot restyle with confidence as typed, words and all', () => {
    for (const typed of [
      '18 (add chicken 6)',
      '12oz 18',
      '2 for 15',
      '12-18',
      '$12 / €11',
      '$12 USD',
      '1.2.3',
      '12..5',
      'a€12',
    ])
      expect(formatPrice(` ${typed} `, dollars)).toBe(typed);
  });

  it('keeps the mark of a price in another currency', () => {
    expect(formatPrice('€12', dollars)).toBe('€12');
    expect(formatPrice('£8.5', dollars)).toBe('£8.50');
    expect(formatPrice('12 / 18 zł', dollars)).toBe('12 zł / 18 zł');
    expect(shown(['$17', '$12', '€11'])).toEqual(['$17', '$12', '€11']);
  });

  it('never throws, whatever it is given', () => {
    const odd = ['$$', '€', '.', ',-', '1' + '0'.repeat(400), '١٢', '12\u00a0€', null, undefined];
    for (const value of odd) {
      expect(() => formatPrice(value as string, dollars)).not.toThrow();
      expect(() => detectPriceStyle([value as string])).not.toThrow();
    }
    expect(formatPrice(null as unknown as string, dollars)).toBe('');
  });
});

describe('detectPriceStyle', () => {
  it('falls back to no currency, a decimal point and whole numbers without evidence', () => {
    expect(detectPriceStyle([])).toEqual(DEFAULT_PRICE_STYLE);
    expect(detectPriceStyle(['MP', '', 'Market Price'])).toEqual(DEFAULT_PRICE_STYLE);
  });

  it('picks no currency when two currencies tie', () => {
    expect(detectPriceStyle(['$12', '€12', '16']).currency).toBe('');
    expect(shown(['$12', '€12', '16'])).toEqual(['$12', '€12', '16']);
  });

  it('votes each piece of evidence only among the prices that carry it', () => {
    expect(detectPriceStyle(['16', '18', '20', '12,50 €'])).toEqual({
      currency: '€',
      position: 'after',
      spaced: true,
      decimal: ',',
      showDecimals: false,
      minorDigits: 2,
    });
  });

  it('keeps a decimal point and whole numbers when the evidence ties', () => {
    const tied = detectPriceStyle(['12,50', '9.50', '8', '7']);
    expect(tied.decimal).toBe('.');
    expect(tied.showDecimals).toBe(false);
  });

  it('leaves out prices it cannot read', () => {
    expect(detectPriceStyle(['18 (add chicken 6)', '12 (add 4)', '$9']).currency).toBe('$');
  });
});

describe('idempotence', () => {
  const menus = [
    ['16', '$17', '12 / 18', '9 | 14', '17.5', '9.99', '£8.5', 'MP', '18 (add chicken 6)'],
    ['€12,50', '12,50 €', '9 €', '14.5', '1.200', '12 / 18 €', '14 EUR'],
    ['36 zł', '19,90', '12'],
    ['R$ 18,90', '22,50', 'R$ 9'],
    ['CHF 14.–', 'CHF 9.50', '12'],
    ['$4.500', '$12.900', '3500'],
    ['$17.50', '$9.25', '1.200', '1,200'],
    ['3.500 KD', '4.750 KD', '12 KD'],
    [],
  ];

  it('formats an already formatted price to the same string', () => {
    for (const prices of menus) {
      const menuStyle = detectPriceStyle(prices);
      for (const price of [...prices, '12', '9.5', '12 / 18']) {
        const once = formatPrice(price, menuStyle);
        expect(formatPrice(once, menuStyle)).toBe(once);
      }
    }
  });

  it('detects the same style from prices it has already formatted', () => {
    for (const prices of menus) {
      const menuStyle = detectPriceStyle(prices);
      expect(detectPriceStyle(prices.map((p) => formatPrice(p, menuStyle)))).toEqual(menuStyle);
    }
  });
});
