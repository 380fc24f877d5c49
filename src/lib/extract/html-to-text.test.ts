import { decodeEntities, htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('turns paragraphs, headings, list items and <br> into lines', () => {
    const html =
      '<h1>Wine List</h1><p>Sparkling:<br />Prosecco\t$11<br />Cava\t$9</p><ul><li>One</li><li>Two</li></ul>';
    expect(htmlToText(html)).toBe('Wine List\n\nSparkling:\nProsecco\t$11\nCava\t$9\n\nOne\n\nTwo');
  });

  it('keeps each table row on one line with cells separated by |', () => {
    const html =
      '<table><tr><th><p>Wine</p></th><th><p>Price</p></th></tr>' +
      '<tr><td><p>Malbec</p><p>Mendoza</p></td><td><p>$42.50</p></td></tr>' +
      '<tr><td></td><td><p>$9</p></td></tr></table><p>After</p>';
    expect(htmlToText(html)).toBe('Wine | Price\nMalbec Mendoza | $42.50\n$9\n\nAfter');
  });

  it('flattens a nested table into its outer cell', () => {
    const html =
      '<table><tr><td><p>Reds</p></td><td><table><tr><td>Pinot</td><td>$54</td></tr>' +
      '<tr><td>Syrah</td><td>$48</td></tr></table></td></tr></table>';
    expect(htmlToText(html)).toBe('Reds | Pinot | $54 Syrah | $48');
  });

  it('drops inline markup and decodes entities after stripping tags', () => {
    const html =
      '<p><strong>Fish &amp; Chips</strong> &lt;b&gt; &#36;19 &#x20AC;5&nbsp;off <a href="x">more</a></p>';
    expect(htmlToText(html)).toBe('Fish & Chips <b> $19 €5 off more');
  });
});

describe('decodeEntities', () => {
  it('leaves unknown or invalid entities untouched', () => {
    expect(decodeEntities('&bogus; &#99999999; &quot;ok&quot;')).toBe('&bogus; &#99999999; "ok"');
  });
});
