import type { AllergenId } from '@/domain/allergens';
import { NAME_RULES } from './name-rules';
import { foldText, wordsPattern, type Span } from './text-match';

/**
 * A menu's allergen key: printed code ('1', 'A', 'G') -> the allergens it stands for. Codes are
 * kept uppercase. Menus number the 14 in different orders, so codes mean something only through
 * the key printed on the same menu: without one they suggest nothing.
 */
export type AllergenLegend = Record<string, AllergenId[]>;

const CODE = String.raw`(?:\d{1,2}|[A-Z]{1,2})`;
// Within a line: a price ending one line and a dish starting the next are not an entry.
const SEP = String.raw`(?:[ \t]*[-–—=:.)][ \t]*|[ \t]+)`;
// One key entry: '1 Gluten', '1 - Gluten', 'A = Celery', '(G) gluten', '7. Milk'. The name runs
// to a separator or to the next entry ('1 Gluten 2 Crustaceans 3 Eggs').
const ENTRY = new RegExp(
  String.raw`(?<![\p{L}\p{N}]|\d[.,])(?:\((${CODE})\)|(${CODE}))(?![\p{L}\p{N}])${SEP}(\p{L}[\p{L}'’&/ -]*?)(?=[ \t]*(?:$|[,;|•·\n])|[ \t]+(?:\(${CODE}\)|${CODE})(?![\p{L}\p{N}])${SEP}\p{L})`,
  'gu',
);

const NAME_PATTERNS = NAME_RULES.map((rule) => ({ pattern: wordsPattern(rule.words), rule }));
// Words a key adds around the names: 'Cereals containing gluten and products thereof'.
const FILLER =
  /(?<![\p{L}\p{N}])(?:and|or|products?|thereof|derivatives|its|of|the|incl|including|seeds?|cereals?|grains?|containing|based)(?![\p{L}\p{N}])|[&/'’-]/giu;

/** The allergens a key's name stands for, or none if anything else is in it ('V = Vegetarian'). */
function idsOfKeyName(name: string): AllergenId[] {
  let rest = name;
  const ids = new Set<AllergenId>();
  for (const { pattern, rule } of NAME_PATTERNS) {
    rest = rest.replace(pattern, () => {
      rule.ids.forEach((id) => ids.add(id));
      return ' ';
    });
  }
  if (/\p{L}/u.test(rest.replace(FILLER, ' '))) return [];
  return [...ids];
}

/**
 * Finds the allergen key of a menu page: 'Allergens: 1 Gluten, 2 Crustaceans, 3 Eggs', lines
 * like '1 - Gluten', 'A = Celery' or '(G) gluten'. It takes at least two entries naming only
 * allergens, so an item line such as '2 Eggs any style' or a lone '3 Eggs' is never a key.
 */
export function parseAllergenLegend(text: string): AllergenLegend {
  // Asides in names ('Cereals containing gluten (wheat, rye)') would split them at their commas.
  const plain = foldText(text).folded.replace(/\(([^()]*)\)/g, (whole, inside: string) =>
    new RegExp(`^\\s*${CODE}\\s*$`, 'u').test(inside) ? whole : ' '.repeat(whole.length),
  );
  const legend: AllergenLegend = {};
  let entries = 0;
  for (const m of plain.matchAll(ENTRY)) {
    const code = (m[1] ?? m[2]).toUpperCase();
    const ids = idsOfKeyName(m[3]);
    if (!ids.length || legend[code]) continue;
    legend[code] = ids;
    entries++;
  }
  return entries >= 2 ? legend : {};
}

export type CodeHit = Span & { code: string; ids: AllergenId[] };

const BOUNDED = String.raw`${CODE}(?![\p{L}\p{N}])`;
const LIST = String.raw`${BOUNDED}(?:\s*[,/;&.]?\s*${BOUNDED})*`;
// 'Allergens: 1, 3, 7' / 'Contains: A, G' anywhere; '(1,3,7)' anywhere; a bare list ending a line.
const HEADED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:allerg(?:ens?|y|ies)|contains)\s*[:\-–]?\s*(${LIST})(?![\p{L}\p{N}])`,
  'giu',
);
const BRACKETED = new RegExp(String.raw`[([]\s*(${LIST})\s*[)\]]`, 'gu');
const TRAILING = new RegExp(String.raw`(?<=[\s,.;:])(${LIST})\s*$`, 'gmu');

// Letter codes are capitals, as keys print them: 'contains a hint of mustard' has no code 'A'.
function codesOf(list: string, legend: AllergenLegend): string[] | undefined {
  const codes = list.match(new RegExp(CODE, 'giu')) ?? [];
  const known = codes.every((code) => /^(?:\d+|[A-Z]+)$/.test(code) && legend[code]);
  return known && codes.length ? codes : undefined;
}

/**
 * The codes printed on an item ('Allergens: 1, 3, 7', '(1,3,7)', '... with aioli A, G'), each
 * with the allergens the legend gives it. Every code of a list must be in the legend, or the
 * list is something else ('(2)' pieces, a year). A lone number in brackets or at the end of a
 * line is too often a count to be read as a code.
 */
export function findCodes(folded: string, legend: AllergenLegend): CodeHit[] {
  if (!Object.keys(legend).length) return [];
  const hits: CodeHit[] = [];
  const seen = new Set<number>();
  const take = (m: RegExpMatchArray, loneNumberOk: boolean) => {
    const list = m[1];
    const listStart = m.index! + m[0].indexOf(list);
    if (seen.has(listStart)) return;
    const codes = codesOf(list, legend);
    if (!codes || (!loneNumberOk && codes.length === 1 && /^\d/.test(codes[0]))) return;
    seen.add(listStart);
    for (const code of list.matchAll(new RegExp(CODE, 'giu'))) {
      const start = listStart + code.index;
      hits.push({
        start,
        end: start + code[0].length,
        code: code[0],
        ids: legend[code[0]],
      });
    }
  };
  for (const m of folded.matchAll(HEADED)) take(m, true);
  for (const m of folded.matchAll(BRACKETED)) take(m, false);
  for (const m of folded.matchAll(TRAILING)) take(m, false);
  return hits;
}
