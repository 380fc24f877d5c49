/**
 * Converts mammoth's HTML to plain text without rendering or parsing it into a DOM: the document is
 * untrusted, and the same code then runs in the browser and in Node tests (no DOMParser there).
 * mammoth emits a small, well-formed vocabulary (p, h1-h6, li, table/tr/td/th, br, inline tags),
 * which a handful of patterns handle.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Block-level HTML (no tables) to text: blocks and <br> become line breaks, other tags vanish. */
function blocksToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(p|h[1-6]|li|ul|ol|div|blockquote|table|tr)(\s[^>]*)?>/gi, '\n')
    .replace(/<[^>]*>/g, '');
}

/** One table row on one line, cells separated by ' | ' (empty cells dropped). */
function rowToLine(rowHtml: string): string {
  const cells = [...rowHtml.matchAll(/<t[dh](?:\s[^>]*)?>([\s\S]*?)<\/t[dh]>/gi)].map((m) =>
    blocksToText(m[1]).replace(/\s+/g, ' ').trim(),
  );
  return cells.filter(Boolean).join(' | ');
}

/** Tables are flattened innermost first, so a nested table ends up inside its outer cell. */
function flattenTables(html: string): string {
  const innermost = /<table(?:\s[^>]*)?>((?:(?!<table)[\s\S])*?)<\/table>/i;
  let out = html;
  for (let match = innermost.exec(out); match; match = innermost.exec(out)) {
    const rows = [...match[1].matchAll(/<tr(?:\s[^>]*)?>([\s\S]*?)<\/tr>/gi)].map((m) =>
      rowToLine(m[1]),
    );
    const text = rows.filter(Boolean).join('<br>');
    out = out.slice(0, match.index) + `<p>${text}</p>` + out.slice(match.index + match[0].length);
  }
  return out;
}

export function htmlToText(html: string): string {
  const text = decodeEntities(blocksToText(flattenTables(html)));
  return text
    .split('\n')
    .map((line) => line.replace(/[^\S\t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
