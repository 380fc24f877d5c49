/**
 * Lines that look like headings for a moment but belong to the section around them: a label set
 * small under its heading before the first dish, and a justified sentence whose first word is
 * followed by a wide gap.
 */
import type { PositionedDocument } from '@/lib/extract/document';
import { layoutDocument } from '@/lib/layout';
import { columnPage, type PageRow } from '@/testing/menu-parser/column-page';
import { parseMenuLayout, parseMenuText } from './index';

/** Headings and names alike in bold, as the drinks lists these come from set them. */
const page = (rows: PageRow[]) => columnPage(rows, { bold: true });

const sections = (doc: PositionedDocument) =>
  parseMenuLayout(layoutDocument(doc).lines, { menuType: 'cocktail' }).menuData.categories.map(
    (c) => ({ name: c.name, description: c.description ?? '', items: c.items.map((i) => i.name) }),
  );

describe('a label under its heading', () => {
  it('keeps a smaller label ending in a colon, before the first dish, as a note on the section', () => {
    const result = sections(
      page([
        ['Island Rums', 14],
        ['Harbour Bay', 10, '4.20'],
        ['Cane Point', 10, '4.40'],
        ['Rums from Further Afield', 14],
        ['Bottlings from Lantern Hill:', 10],
        ['Copper Kettle Spiced', 10, '3.90'],
        ['Blackwater Dark', 10, '4.10'],
        ['Old Quay Gold', 10, '4.60'],
      ]),
    );
    expect(result).toEqual([
      { name: 'Island Rums', description: '', items: ['Harbour Bay', 'Cane Point'] },
      {
        name: 'Rums from Further Afield',
        description: 'Bottlings from Lantern Hill',
        items: ['Copper Kettle Spiced', 'Blackwater Dark', 'Old Quay Gold'],
      },
    ]);
  });

  it('still opens a section with a colon heading in the heading size', () => {
    const result = sections(
      page([
        ['Island Rums', 14],
        ['Harbour Bay', 10, '4.20'],
        ['Rums from Further Afield:', 14],
        ['Copper Kettle Spiced', 10, '3.90'],
        ['Blackwater Dark', 10, '4.10'],
      ]),
    );
    expect(result.map((s) => s.name)).toEqual(['Island Rums', 'Rums from Further Afield']);
  });
});

describe('a justified sentence', () => {
  it('is description, though its first word stands alone before a wide gap', () => {
    const menu = parseMenuText(
      [
        'GINS',
        'Harbour Gin        £3.80',
        'New this year, a gin made by the Harbour',
        'Company,  makers  of  fine  spirits  on  the  coast.',
        'Lovely with a slice of orange',
        'Meadow Gin        £3.90',
        'Made with wild flowers',
      ].join('\n'),
    );
    const [gins, ...rest] = menu.menuData.categories;
    expect(rest).toEqual([]);
    expect(gins!.items.map((i) => i.name)).toEqual(['Harbour Gin', 'Meadow Gin']);
    expect(gins!.items[0]!.description).toContain('Harbour Company, makers of');
  });
});
