/**
 * Derives a role for each laid-out line of a document from its ground truth (corpus-real
 * truth.json or a generated corpus/ expected file), so the reader model can be trained without
 * hand-labelling lines. Alignment is by text similarity, as the README's scoring matches names:
 * a line is a heading when it reads as a category name, a dish when it starts with an item's name,
 * and so on. Lines the truth cannot explain are noise, or unknown (null: not trained on) when the
 * truth has no descriptions to tell a description from noise.
 */
import type { LayoutLine } from '@/lib/layout';
import { findLinePrice } from '@/lib/menu-parser/price';
import type { LineRole } from '@/lib/reader-model/roles';
import { normaliseRealName, realNameSimilarity } from './real-score';

export type LabelTruth = {
  categories: Array<{
    name: string;
    items: Array<{ name: string; aliases?: string[]; description?: string | null }>;
  }>;
};

const ADD_ON = /^\s*(?:\+|add\b|add'l\b|extra\b|sub(?:stitute)?\b|upgrade\b)/i;
const SIZE_LABEL =
  /^(?:small|medium|large|regular|reg|sm|lg|med|glass|bottle|btl|half|pint|cup|bowl|ind|doz|dozen|each|carafe|magnum|\d+\s?(?:ml|cl|oz|l|g)|[½¼])$/i;
const MATCH = 0.8;

const tokens = (s: string) => normaliseRealName(s).split(' ').filter(Boolean);

/** The line's words with its price taken off (the price is not part of any name). */
function wordsOf(text: string): string {
  const price = findLinePrice(text);
  return price ? `${price.name} ${price.rest}`.trim() : text.trim();
}

/** Does the line start with this name (the rest being its description or a gloss)? */
function startsWithName(line: string[], name: string[]): boolean {
  if (!name.length || line.length < name.length) return false;
  const head = line.slice(0, name.length).join(' ');
  return realNameSimilarity(head, name.join(' ')) >= MATCH;
}

function isPriceHeader(words: string[]): boolean {
  return words.length > 0 && words.every((w) => SIZE_LABEL.test(w.replace(/[.:/]+$/, '')));
}

/** One role per line (null: unknown), in line order. */
export function labelLines(lines: LayoutLine[], truth: LabelTruth): Array<LineRole | null> {
  const headings = truth.categories.map((c) => c.name).filter((n) => n !== 'General');
  const items = truth.categories.flatMap((c) => c.items);
  const names = items.map((i) => [i.name, ...(i.aliases ?? [])].map(tokens));
  const hasDescriptions = items.some((i) => i.description);
  const described = new Set(items.flatMap((i) => tokens(i.description ?? '')));
  const roles: Array<LineRole | null> = [];
  lines.forEach((line, i) => {
    const rest = wordsOf(line.text);
    const words = tokens(rest);
    const priced = rest !== line.text.trim();
    const previous = roles[i - 1];
    if (!words.length) roles.push(priced ? 'price' : 'noise');
    else if (headings.some((h) => realNameSimilarity(h, rest) >= MATCH)) roles.push('heading');
    else if (names.some((forms) => forms.some((n) => startsWithName(words, n)))) roles.push('dish');
    else if (previous !== 'heading' && i > 0 && continuesName(lines[i - 1]!.text, words, names)) {
      // The name wrapped: the line above holds its start, which no name matched on its own.
      roles[i - 1] = 'dish';
      roles.push('name-continued');
    } else if (ADD_ON.test(line.text)) roles.push('add-on');
    else if (isPriceHeader(rest.split(/\s+/))) roles.push('price-header');
    else if (words.filter((w) => described.has(w)).length >= Math.max(2, 0.7 * words.length))
      roles.push('description');
    // The last word or two of a wrapped description ("bacon  $7") under the rest of it.
    else if (previous === 'description' && words.every((w) => described.has(w)))
      roles.push('description');
    else roles.push(hasDescriptions ? 'noise' : null);
  });
  return roles;
}

/** The line above started a name that this line finishes ("Braised rabbit leg" / "with mustard"). */
function continuesName(above: string, words: string[], names: string[][][]): boolean {
  const joined = [...tokens(wordsOf(above)), ...words].join(' ');
  return names.some((forms) =>
    forms.some((n) => n.length > words.length && realNameSimilarity(joined, n.join(' ')) >= MATCH),
  );
}
