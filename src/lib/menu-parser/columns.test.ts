import { splitColumns } from './columns';

describe('splitColumns', () => {
  const rows = [
    'Burrata  14                      Roast Chicken  26',
    'Calamari  13                     Hanger Steak  32',
    'Soup  9                          Halibut  30',
  ];

  it('reads rows of two priced dishes column by column', () => {
    expect(splitColumns(rows).lines.map((l) => l.trim())).toEqual([
      'Burrata  14',
      'Calamari  13',
      'Soup  9',
      '',
      'Roast Chicken  26',
      'Hanger Steak  32',
      'Halibut  30',
      '',
    ]);
  });

  it('keeps a row whole when the boundary falls on a word space inside one of its cells', () => {
    // A row of two drinks set further left: the boundary of the rows around it falls between
    // a whisky's name and its age.
    const row = 'Tea - $3   Glenmorangie Original 14 - $15';
    expect(row.indexOf('14')).toBe(rows[0].indexOf('Roast'));
    const { lines } = splitColumns([...rows.slice(0, 2), row, rows[2]]);
    expect(lines).toContain(row);
    expect(lines.some((l) => l.trim() === '14 - $15')).toBe(false);
  });
});
