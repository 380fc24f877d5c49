/**
 * Typography to parser hints. Sizes are relative to the body text, so the rules hold for a PDF in
 * points, a Word file's heading levels and OCR pixel heights alike. Plain text has no typography:
 * every line is body size and no hint fires, leaving the text rules in charge.
 */
import type { LayoutLine } from '@/lib/layout';
import { median } from '@/lib/layout';
import type { LineHint } from './classify';

const ENDS_WITH_AMOUNT = /\d(?:[.,]\d{1,2})?\s*(?:€|[-–]|kr)?\s*$/u;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function share(lines: LayoutLine[], test: (l: LayoutLine) => boolean): number {
  return lines.length ? lines.filter(test).length / lines.length : 0;
}

const isShort = (l: LayoutLine) => wordCount(l.text) <= 7 && l.text.length <= 60;

export function layoutHints(lines: LayoutLine[]): LineHint[] {
  const content = lines.filter((l) => /\p{L}{2}/u.test(l.text));
  const priced = lines.filter((l) => ENDS_WITH_AMOUNT.test(l.text));
  // OCR line heights vary with ascenders, descenders and skew: only a large difference is type.
  const ocr = lines.some((l) => l.confidence !== undefined);
  const larger = ocr ? 1.2 : 1.15;
  // Dish names are often set larger than the descriptions that make up most of the text, so a
  // heading must stand out from the lines that carry prices, not just from the body.
  const named = priced.filter((l) => /\p{L}{2}/u.test(l.text));
  const docNameSize = named.length >= 3 ? Math.max(1, median(named.map((l) => l.size))) : 1;
  // A leaflet may set one page (a drinks side, a back panel) in larger type throughout: there
  // the page's own dish names are the measure, or every line of it would look like a heading.
  const pageNameSize = new Map<number, number>();
  for (const page of new Set(named.map((l) => l.page))) {
    const own = named.filter((l) => l.page === page).map((l) => l.size);
    if (own.length >= 3) pageNameSize.set(page, Math.max(1, median(own)));
  }
  const nameSizeOf = (l: LayoutLine) => pageNameSize.get(l.page) ?? docNameSize;
  // Bold only marks headings when dish names are not bold themselves.
  const boldDistinct = share(content, (l) => l.bold) <= 0.25 && share(priced, (l) => l.bold) < 0.3;
  const italicMinor = share(priced, (l) => l.italic) < 0.3;
  const looksStyled = (l: LayoutLine) =>
    isShort(l) &&
    /\p{L}{2}/u.test(l.text) &&
    (l.size >= larger * nameSizeOf(l) ||
      l.letterSpaced ||
      (boldDistinct && l.bold && !l.italic && l.size >= 0.95 * nameSizeOf(l)));
  const styled = content.filter((l) => looksStyled(l) && !ENDS_WITH_AMOUNT.test(l.text)).length;
  return lines.map((l) => {
    // A styled line with a price is a heading only if dishes without prices follow (decided in
    // the parser); the hint just says what the type looks like.
    const styledHeading = looksStyled(l);
    const nameSize = nameSizeOf(l);
    const smaller = l.size <= (ocr ? 0.7 : 0.88) * nameSize;
    // A line led by a bold name is a dish, however much of it is italic description.
    const minor =
      !styledHeading && l.leadEnd === undefined && (smaller || (italicMinor && l.italic));
    // Once a menu styles its headings, an ALL CAPS line in body type is a dish, not a section.
    // (A line set apart by white space above it may still be a heading: small caps are small.)
    const plain =
      !ocr && styled >= 2 && !styledHeading && !l.breakBefore && l.size < 1.1 * nameSize && !l.bold;
    return { styledHeading, minor, plain, lead: markLead(l) !== l.text, size: l.size };
  });
}

/**
 * "12. **Vegan** Teriyaki Tofu Bowl  $7.25": one word set in bold inside a short title-case name is
 * emphasis, not a name with its description (descriptions run lower case or list with commas).
 */
function isEmphasisInName(lead: string, rest: string): boolean {
  const leadWords = lead
    .replace(/^\s*\d{1,3}[a-z]?[.)]?\s*/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const restText = rest.replace(/\s{2,}.*$/, '');
  const restWords = restText.split(/\s+/).filter(Boolean);
  return (
    leadWords.length <= 2 &&
    restWords.length <= 5 &&
    !/[,;.]/.test(restText) &&
    restWords.every((w) => /^[\p{Lu}\d&]/u.test(w) || /^(?:and|or|of|with|in|de|a|la)$/.test(w))
  );
}

/**
 * A bold name followed on the same line by regular text ('Burrata creamy, tomato 14' with the
 * name in bold): a dash marks the boundary so the name/description split can see it.
 */
export function markLead(line: LayoutLine): string {
  const { text, leadEnd } = line;
  // A wide gap after the lead already separates it (a table's name cell).
  if (leadEnd === undefined || /^ {3,}/.test(text.slice(leadEnd))) return text;
  // Dietary marks printed after the name stay with it: "Harira (V)  tomato and lentil soup".
  const marks = text.slice(leadEnd).match(/^\s*(?:\([^)]{1,12}\)\s*)+/);
  const end = leadEnd + (marks ? marks[0].length : 0);
  const rest = text.slice(end).trim();
  // A price in letters after the name ("R$ 18,90", "CHF 24") is not a description.
  if (!/^\p{L}/u.test(rest) || /^\p{Lu}{1,3}[$/]?\s?\d/u.test(rest)) return text;
  if (isEmphasisInName(text.slice(0, end), rest)) return text;
  return `${text.slice(0, end).trimEnd()} — ${rest}`;
}

/**
 * The laid-out text for the AI model: reading order already fixed (columns separated) and the
 * headings typography revealed marked with '## ', so the model need not guess either.
 */
export function layoutTextForAi(lines: LayoutLine[]): string {
  const hints = layoutHints(lines);
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (i > 0 && line.breakBefore) out.push('');
    out.push(hints[i].styledHeading ? `## ${line.text}` : markLead(line));
  });
  return out.join('\n');
}
