/**
 * Menus whose JSON would not fit the model's answer (AI_MAX_TOKENS) are sent in section chunks.
 * A menu item costs about 45 answer tokens in the requested JSON shape (ids, arrays, keys), so a
 * chunk carries at most ~70 item-like lines; chunks break only before a section heading (a line
 * marked '## ' by the layout step, or a short line after a blank line) so no section is cut.
 */
const TOKENS_PER_ITEM = 45;
const ANSWER_BUDGET = 3200;
const MAX_ITEM_LINES = Math.floor(ANSWER_BUDGET / TOKENS_PER_ITEM);

/** A line that could be an item: has letters and a number (a price), or is a short name. */
const itemLike = (line: string) => /\p{L}{2}/u.test(line) && /\d/.test(line);

function isSectionStart(lines: string[], i: number): boolean {
  const line = lines[i].trim();
  if (line.startsWith('## ')) return true;
  return (
    i > 0 && lines[i - 1].trim() === '' && line.length > 0 && line.length <= 40 && !/\d/.test(line)
  );
}

export function chunkMenuText(text: string, maxItemLines = MAX_ITEM_LINES): string[] {
  const lines = text.split('\n');
  if (lines.filter(itemLike).length <= maxItemLines) return [text];
  const chunks: string[][] = [];
  let current: string[] = [];
  let count = 0;
  lines.forEach((line, i) => {
    const cost = itemLike(line) ? 1 : 0;
    if (count + cost > maxItemLines && current.length && isSectionStart(lines, i)) {
      chunks.push(current);
      current = [];
      count = 0;
    } else if (count + cost > maxItemLines * 1.5 && current.length) {
      // A single section longer than a chunk: cut it at a blank line or, failing that, anywhere.
      if (line.trim() === '' || count + cost > maxItemLines * 2) {
        chunks.push(current);
        current = [];
        count = 0;
      }
    }
    current.push(line);
    count += cost;
  });
  if (current.length) chunks.push(current);
  return chunks.map((c) => c.join('\n').trim()).filter(Boolean);
}
