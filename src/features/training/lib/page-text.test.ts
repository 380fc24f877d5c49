// @vitest-environment jsdom
// The page is read by the browser's HTML parser (DOMParser), which the node environment lacks.
import { describe, expect, it } from 'vitest';
import { htmlPageToText } from './page-text';

describe('htmlPageToText', () => {
  it('reads the tag soup real pages send: unclosed paragraphs and list items, stray end tags', () => {
    const html = `<body><h2>Starters</h2><p>Burrata &amp; tomato <b>$16</b><p>Calamari $15</span>
      <ul><li>Olives $6<li>Bread $4</ul></div>`;
    expect(htmlPageToText(html)).toBe(
      'Starters\n\nBurrata & tomato $16\n\nCalamari $15\n\nOlives $6\n\nBread $4',
    );
  });

  it('leaves out scripts, styles, templates, frames and form choices, even inside the body', () => {
    const html = `<body><script>document.write("Fake dish $1")</script><style>p{}</style>
      <template><p>Hidden $2</p></template><iframe src="x">Framed $3</iframe>
      <select><option>Pick $4</option></select><noscript>Enable JS</noscript><p>Soup $7</p>`;
    expect(htmlPageToText(html)).toBe('Soup $7');
  });

  it('puts a table row on one line, its cells separated, empty cells dropped', () => {
    const html = `<table><tr><th>Wine</th><th></th><th>Glass</th><th>Bottle</th></tr>
      <tr><td>Rioja <i>Crianza</i></td><td> </td><td>9</td><td>36</td></tr></table>`;
    expect(htmlPageToText(html)).toBe('Wine | Glass | Bottle\nRioja Crianza | 9 | 36');
  });

  it('keeps inline markup inside its line and breaks lines at <br>', () => {
    const html = '<div>Fish <em>&amp;</em> chips<br>with peas&nbsp;£12</div>';
    expect(htmlPageToText(html)).toBe('Fish & chips\nwith peas £12');
  });

  it('runs nothing and loads nothing from the page', () => {
    const before = document.body.innerHTML;
    const text = htmlPageToText(
      '<img src="x" onerror="window.__ran = true"><p onclick="x()">Tart $8</p>',
    );
    expect(text).toBe('Tart $8');
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
  });
});
