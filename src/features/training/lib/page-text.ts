// A web page's HTML as menu text. The page is untrusted and arbitrary (any tag, any mistake in
// it), so it is parsed by the browser's own HTML parser into an inert document (DOMParser: no
// script runs, nothing loads) and its text is walked out; regular expressions cannot follow real
// pages the way they follow mammoth's small vocabulary.

// Elements whose text is not the page's content.
const NOT_CONTENT = 'script, style, noscript, template, svg, head, iframe, object, canvas, select';

// Elements that start a line of their own.
const BLOCKS = new Set(
  (
    'address article aside blockquote dd div dl dt fieldset figcaption figure footer form h1 h2 ' +
    'h3 h4 h5 h6 header hr li main nav ol p pre section table tbody thead tfoot ul'
  ).split(' '),
);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

// Marks in the walked text: a block's edge (a blank line between blocks) and a line break.
const BLOCK = '\u0000';
const LINE = '\n';

function textOf(node: Node, out: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    // Line breaks in the source are spaces in HTML.
    out.push((node.nodeValue ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const tag = (node as Element).localName;
  if (tag === 'br') {
    out.push(LINE);
    return;
  }
  if (tag === 'tr') {
    // A row on one line, its cells separated as the Word reader separates them.
    const cells = [...(node as Element).children].map((cell) => {
      const parts: string[] = [];
      textOf(cell, parts);
      return collapse(parts.join(''));
    });
    out.push(LINE, cells.filter(Boolean).join(' | '), LINE);
    return;
  }
  const block = BLOCKS.has(tag);
  if (block) out.push(BLOCK);
  for (const child of node.childNodes) textOf(child, out);
  if (block) out.push(BLOCK);
}

/** The text of an HTML page: a line per block, a blank line between blocks, rows as `a | b`. */
export function htmlPageToText(html: string): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  for (const element of page.querySelectorAll(NOT_CONTENT)) element.remove();
  const out: string[] = [];
  if (page.body) textOf(page.body, out);
  return out
    .join('')
    .split(BLOCK)
    .map((block) =>
      block
        .split(LINE)
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}
