import {
  cleanMenuText,
  detectMenuType,
  MENU_TOO_BRIEF,
  MENU_TOO_SHORT,
  validateMenuContent,
} from './clean';

describe('cleanMenuText', () => {
  it('keeps line breaks, collapses spaces within lines and trims lines', () => {
    expect(cleanMenuText('  STARTERS \r\n\tSoup   of the day\t$9  \r\n')).toBe(
      'STARTERS\nSoup of the day $9',
    );
  });

  it('collapses runs of blank lines to one blank line', () => {
    expect(cleanMenuText('MAINS\n\n\n\n \nSteak $32\n\nFries $5')).toBe(
      'MAINS\n\nSteak $32\n\nFries $5',
    );
  });

  it('keeps currency signs, accents, apostrophes and |; strips other symbols', () => {
    expect(cleanMenuText('Crème Brûlée* €9 | £8 | ¥900 ~ Chef’s “special” + = ^ Niçoise_')).toBe(
      "Crème Brûlée €9 | £8 | ¥900 Chef's special Niçoise",
    );
  });

  it('keeps the allowed symbols', () => {
    const kept = 'Price: $12.50, (serves 2) - ask! really? 10% off; A&W / #1 @home';
    expect(cleanMenuText(kept)).toBe(kept);
  });

  it('normalises decomposed accents and shortens dot leaders', () => {
    expect(cleanMenuText('Cafe\u0301 au lait ........... $4\nTea . . . . . $3')).toBe(
      'Café au lait ... $4\nTea ... $3',
    );
  });
});

describe('validateMenuContent', () => {
  it('rejects content under 20 characters', () => {
    expect(validateMenuContent('Burger $16')).toEqual({ error: MENU_TOO_SHORT, hasPrice: true });
    expect(MENU_TOO_SHORT).toBe(
      'Menu content is too short. Please provide more detailed menu information (at least 20 characters).',
    );
  });

  it('warns under 50 characters', () => {
    expect(validateMenuContent('Burger $16, Fries $5, Salad $9')).toEqual({
      warning: MENU_TOO_BRIEF,
      hasPrice: true,
    });
    expect(MENU_TOO_BRIEF).toBe(
      'Menu content appears too brief for quality parsing. Consider adding more details.',
    );
  });

  it('detects prices as a $ sign, a two-digit decimal or an amount with a currency word', () => {
    const long = (s: string) => `${s} — house specialities served daily with fresh sides and bread`;
    expect(validateMenuContent(long('Burger $16')).hasPrice).toBe(true);
    expect(validateMenuContent(long('Burger 16.50')).hasPrice).toBe(true);
    expect(validateMenuContent(long('Burger 16 dollars')).hasPrice).toBe(true);
    expect(validateMenuContent(long('Burger 12 EUR')).hasPrice).toBe(true);
    expect(validateMenuContent(long('Burger €12')).hasPrice).toBe(true);
  });

  it('only logs a warning when no price is found', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = validateMenuContent(
      'Burger with cheese, fries and a pickle, served all day long',
    );
    expect(result).toEqual({ hasPrice: false });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('detectMenuType', () => {
  it('uses the keywords wine, then cocktail, else food', () => {
    expect(detectMenuType('Vineyard Room WINE List')).toBe('wine');
    expect(detectMenuType('Signature Cocktails')).toBe('cocktail');
    expect(detectMenuType('Cocktail hour wines')).toBe('wine');
    expect(detectMenuType('Burgers and swine-free sausages')).toBe('food');
  });
});
