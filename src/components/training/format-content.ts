/**
 * Model output is untrusted, so module content is never rendered as HTML. This turns plain text
 * into a few block kinds (paragraphs, headings, bullet lists) with **bold** spans, which the
 * renderer then builds as React elements: any markup in the text stays visible text.
 */
export type Inline = { text: string; bold: boolean };
export type Block =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'heading'; text: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
// Models often use Markdown headings despite being asked for plain text.
const MARKDOWN_HEADING = /^\s*#{1,6}\s+(.*)$/;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), bold: false });
    parts.push({ text: match[1]!, bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), bold: false });
  return parts;
}

export function formatContent(content: string): Block[] {
  const blocks: Block[] = [];
  // The block that following lines extend, if any; a blank line or a change of kind ends it.
  let open: Block | null = null as Block | null;

  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      open = null;
      continue;
    }
    const heading = MARKDOWN_HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) {
      open = null;
      blocks.push({ kind: 'heading', text: parseInline(heading[1]!) });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (open?.kind !== 'list' || open.ordered !== ordered) {
        open = { kind: 'list', ordered, items: [] };
        blocks.push(open);
      }
      open.items.push(parseInline((bullet ?? numbered)![1]!));
    } else {
      if (open?.kind !== 'paragraph') {
        open = { kind: 'paragraph', lines: [] };
        blocks.push(open);
      }
      open.lines.push(parseInline(line));
    }
  }
  return blocks;
}
