import type { AllergenId } from '@/domain/allergens';
import { NAME_RULES } from './name-rules';
import { wordSource, type Span } from './text-match';

/** A stretch of text where matches of some allergens (or of all: `ids` undefined) do not count. */
export type Suppression = Span & { ids?: readonly AllergenId[] };

// A negation reaches to the end of its phrase: 'no nuts or sesame, with feta' spares the feta.
// 'Free from' and 'does not contain' introduce lists, so a comma does not end theirs.
const negation = (triggers: string, phraseEnd: string) =>
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:${triggers})(?![\p{L}\p{N}])[^${phraseEnd}]*?(?=[${phraseEnd}]|\s(?:but|with|served|topped|plus)(?![\p{L}\p{N}])|$)`,
    'giu',
  );
const NEGATIONS = [
  negation(String.raw`no|without|w/o|hold the|minus|sans`, String.raw`,.;:!?()\[\]\n/`),
  negation(
    String.raw`free (?:from|of)|does not contain|do not contain|not containing|contains no`,
    String.raw`.;:!?()\[\]\n`,
  ),
];

/** What '<name>-free' spares, beyond the name's own allergens. */
const FREE_OF: Partial<Record<AllergenId, readonly AllergenId[]>> = {
  // Gluten-free food is wheat-free; 'nut-free' is said for peanuts as much as for tree nuts.
  gluten: ['gluten', 'wheat'],
  tree_nuts: ['tree_nuts', 'peanuts'],
};

const NAME_WORDS = NAME_RULES.flatMap((rule) =>
  rule.words.map((word) => ({ word: wordSource(word), rule })),
);

// '<name>-free' / '<name> free', then the word it describes: 'gluten-free pasta', 'nut free pesto'.
const FREE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])((${NAME_WORDS.map((n) => `(?:${n.word})`).join('|')})s?[\s-]*free)(?![\p{L}\p{N}])(?:[\s-]+(\p{L}+))?`,
  'giu',
);

// Plant-based versions of dairy and egg foods: 'vegan mayo', 'plant-based butter'.
const VEGAN = /(?<![\p{L}\p{N}])(?:vegan|plant[\s-]based|non[\s-]dairy)[\s-]+(\p{L}+)/giu;

function idsOfName(name: string): readonly AllergenId[] {
  // Wheat-free bread may still be rye bread: only wheat is spared.
  if (/^wheats?$/i.test(name)) return ['wheat'];
  const found = NAME_WORDS.find((n) => new RegExp(`^(?:${n.word})s?$`, 'iu').test(name));
  return found ? found.rule.ids.flatMap((id) => FREE_OF[id] ?? [id]) : [];
}

/** Negations ('no nuts', 'without cheese', 'gluten-free bun', 'vegan mayo') in folded text. */
export function suppressions(folded: string): Suppression[] {
  const out: Suppression[] = [];
  for (const m of NEGATIONS.flatMap((pattern) => [...folded.matchAll(pattern)])) {
    out.push({ start: m.index, end: m.index + m[0].length });
  }
  for (const m of folded.matchAll(FREE)) {
    // The '<name>-free' words themselves never suggest anything.
    const freeEnd = m.index + m[1].length;
    out.push({ start: m.index, end: freeEnd });
    const name = m[2].replace(/[\s-]+/g, ' ');
    // Lactose-free milk is still milk, so the next word is spared only for other names.
    const ids = /^lactose$/i.test(name) ? [] : idsOfName(name);
    if (!ids.length) continue;
    // A tag standing alone ('Banana Bread, gluten-free') speaks for the whole dish.
    const alone = !m[3] || /^(?:and|or)$/i.test(m[3]);
    out.push(
      alone
        ? { start: 0, end: folded.length, ids }
        : { start: freeEnd, end: m.index + m[0].length, ids },
    );
  }
  for (const m of folded.matchAll(VEGAN)) {
    out.push({ start: m.index, end: m.index + m[0].length, ids: ['milk', 'eggs'] });
  }
  return out;
}

// Statements of traces; the list after them runs to the end of the sentence.
const MAY_CONTAIN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:may (?:contain|include)|traces? of|cross[\s-]contact with|cross[\s-]contamination (?:with|from)|(?:made|produced|prepared|processed|cooked|fried) (?:in|on) (?:a |an |the )?(?:shared |common |same )?(?:kitchen|facility|factory|site|premises|equipment|line|fryer|oil)s?(?: that(?: also)? (?:handles?|process(?:es)?|uses?|contains?)| with| as))(?![\p{L}\p{N}])[^.;!?()\[\]\n]*?(?=[.;!?()\[\]\n]|\s(?:but|served)(?![\p{L}\p{N}])|$)`,
  'giu',
);

/** Where the text states traces ('may contain traces of nuts'): hits there are `may_contain`. */
export function mayContainSpans(folded: string): Span[] {
  return [...folded.matchAll(MAY_CONTAIN)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}
