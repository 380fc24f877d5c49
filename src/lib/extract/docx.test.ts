import { EXTRACTION_MESSAGES } from './errors';
import { expectedItems, extractText, fixtureFile, lineWith } from '@/testing/extract/menu-files';

const MENU = 'vineyard-wine-list.docx';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('Word extraction (real file)', () => {
  let text = '';
  beforeAll(async () => {
    text = await extractText(fixtureFile(MENU, DOCX));
  });

  it('keeps every table row on one line, cells set apart by a wide gap', () => {
    expect(lineWith(text, 'Region')).toMatch(/^Wine {3,}Region {3,}Price$/);
    expect(lineWith(text, 'Malbec')).toMatch(/^Malbec {3,}Mendoza {3,}\$42\.50$/);
    expect(lineWith(text, 'Rosé de Provence')).toMatch(/^Rosé de Provence {3,}Provence {3,}\$45$/);
  });

  it('turns soft line breaks into separate lines, a tabbed price set apart by a gap', () => {
    const start = text.indexOf('Sparkling by the glass:');
    expect(text.slice(start).split('\n').slice(0, 4)).toEqual([
      'Sparkling by the glass:',
      expect.stringMatching(/^Prosecco Brut {3,}\$11$/),
      expect.stringMatching(/^Crémant de Loire {3,}\$13$/),
      expect.stringMatching(/^Champagne Grand Cru {3,}\$24$/),
    ]);
  });

  it('finds every expected item with its price on the same line', () => {
    for (const { name, price } of expectedItems(MENU)) {
      expect(lineWith(text, name), name).toContain(price);
    }
    expect(text.startsWith('Vineyard Room Wine List\n')).toBe(true);
  });
});

describe('Word failures', () => {
  it('gives the Word message for a corrupt .docx', async () => {
    await expect(extractText(fixtureFile('broken.docx'))).rejects.toThrow(EXTRACTION_MESSAGES.word);
    expect(EXTRACTION_MESSAGES.word).toBe(
      'Failed to extract text from Word document. Please try copying and pasting the text instead.',
    );
  });

  it('gives the Word message for a legacy binary .doc without trying to parse it', async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const doc = new File([ole], 'menu.doc', { type: 'application/msword' });
    await expect(extractText(doc)).rejects.toThrow(EXTRACTION_MESSAGES.word);
  });

  it('reads a .docx that was renamed to .doc', async () => {
    const renamed = new File([await fixtureFile(MENU).arrayBuffer()], 'menu.doc');
    expect(await extractText(renamed)).toMatch(/Malbec +Mendoza +\$42\.50/);
  });
});
