import { EXTRACTION_MESSAGES } from './errors';
import { fontStyle, pdfItemsToSpans } from './pdf';
import { expectedItems, extractText, fixtureFile, lineWith } from '@/testing/extract/menu-files';
import { multiply } from '@/testing/extract/pdf-matrix';

const MENU = 'harbor-bistro-menu.pdf';

describe('PDF extraction (real file)', () => {
  let text = '';
  beforeAll(async () => {
    text = await extractText(fixtureFile(MENU, 'application/pdf'));
  });

  it('reads every page, in order, with a blank line between them', () => {
    const first = text.indexOf('Fish and Chips'); // last item of page 1
    const second = text.indexOf('DESSERTS'); // first heading of page 2
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(text.slice(first, second)).toMatch(/\n\n/);
    expect(text).toContain('Garlic Bread');
  });

  it('keeps each item, its dot leader and its price on one line', () => {
    for (const { name, price } of expectedItems(MENU)) {
      const line = lineWith(text, name);
      expect(line, name).toBeDefined();
      expect(line).toMatch(new RegExp(`^${name}\\s.*\\${price}$`));
    }
    expect(lineWith(text, 'Classic Burger')).toMatch(/^Classic Burger \.{5,} \$16$/);
  });

  it('keeps right-aligned prices without leaders on the item line', () => {
    expect(lineWith(text, 'Truffle Fries')).toMatch(/^Truffle Fries {3,}\$7$/);
  });

  it('keeps descriptions and accents on their own lines', () => {
    expect(lineWith(text, 'Vanilla bean')).toBe('Vanilla bean custard');
    expect(text).toContain('Crème Brûlée');
    expect(text).toContain('\nSTARTERS\n'); // letter-spaced heading joined back
  });

  it('reports progress per page', async () => {
    const fractions: number[] = [];
    await extractText(fixtureFile(MENU), {
      onProgress: (p) => p.stage === 'extracting' && fractions.push(p.fraction),
    });
    expect(fractions).toEqual([0.5, 1]);
  });
});

describe('PDF failures', () => {
  it('gives the PDF message for a corrupt PDF', async () => {
    await expect(extractText(fixtureFile('broken.pdf'))).rejects.toThrow(EXTRACTION_MESSAGES.pdf);
    expect(EXTRACTION_MESSAGES.pdf).toBe(
      'Failed to extract text from PDF. Please try copying and pasting the text instead.',
    );
  });

  it('rejects with an AbortError when aborted mid-way', async () => {
    const controller = new AbortController();
    const run = extractText(fixtureFile(MENU), {
      signal: controller.signal,
      onProgress: (p) => p.stage === 'extracting' && controller.abort(),
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    await expect(run).rejects.toBeInstanceOf(DOMException);
  });
});

describe('pdfItemsToSpans', () => {
  const identity = [1, 0, 0, 1, 0, 0];

  it('maps baseline positions through the viewport and skips whitespace items', () => {
    const flipY = [1, 0, 0, -1, 0, 800]; // PDF y-up -> top-down, like a viewport at scale 1
    const fonts: Record<string, string> = { f1: 'ABCDEF+LiberationSerif-BoldItalic' };
    const spans = pdfItemsToSpans(
      [
        { str: 'Burger', transform: [10, 0, 0, 10, 50, 700], width: 30, fontName: 'f1' },
        { str: ' ', transform: [10, 0, 0, 10, 80, 700], width: 3 },
      ],
      flipY,
      multiply,
      (id) => fonts[id],
    );
    expect(spans).toEqual([
      { text: 'Burger', x0: 50, x1: 80, top: 92, bottom: 102, size: 10, bold: true, italic: true },
    ]);
    expect(pdfItemsToSpans([], identity, multiply)).toEqual([]);
  });
});

describe('fontStyle', () => {
  it('reads weight and slant from embedded font names', () => {
    expect(fontStyle('AAAAAA+LiberationSans-Bold')).toEqual({ bold: true, italic: false });
    expect(fontStyle('Garamond-SemiboldItalic')).toEqual({ bold: true, italic: true });
    expect(fontStyle('BAAAAA+LiberationSerif-Italic')).toEqual({ bold: false, italic: true });
    expect(fontStyle('DAAAAA+LiberationSerif')).toEqual({ bold: false, italic: false });
    expect(fontStyle(undefined)).toEqual({ bold: false, italic: false });
  });
});
