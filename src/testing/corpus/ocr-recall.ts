/**
 * How much of a file's truth the extracted text holds before the parser sees it (issue 45): for
 * scans and photos this is the OCR measured by itself, so a dish lost to reading (OCR) can be told
 * apart from one lost to structure (layout, parser). The text is the laid-out lines the parser
 * receives, one string per line.
 *
 * Names. Both sides are normalised as the real scorer does (normaliseRealName: accents, case,
 * punctuation, apostrophes, dietary groups). A name (or any alias) is found when a run of
 * consecutive words that starts on one line and may continue onto the next one scores >= 0.8
 * against it by the scorer's similarity (realNameSimilarity: the larger of word and bigram Dice,
 * recomputed here through an index because a page has thousands of runs). Same tolerance as the
 * end-to-end score, so "held by the text" is an upper bound on what the parser could match
 * there, not a stricter test. Two lines, because names wrap; the run is n-1 to n+1
 * words long (n = the name's words), because OCR splits and joins words. `namesExact` counts the
 * stricter reading: the name's words appear verbatim and in order over the same two lines.
 *
 * Prices. Each line goes through the parser's own price lexer (tokenize + tokenInfo, so "12,50",
 * "£12.5", "9⁵⁰" and "$1.50/EA." read as it reads them, and years, "12 oz" or "for 2" are not
 * prices), and each amount token becomes numbers the way the scorer compares prices
 * (priceAmounts). An expected price (an item's own, or a section's) is found when all its amounts
 * are left in the document's pool of price tokens; found amounts are taken out of the pool, so
 * one printed "9" cannot vouch for ten dishes at 9. Where it stands on the page is ignored: that
 * is structure, which this measure leaves to the end-to-end score. Prices without a number
 * ("market price") are looked for as text.
 */
import { priceAmounts } from '@/lib/menu-parser/score-match';
import { tokenInfo, tokenize } from '@/lib/menu-parser/tokens';
import type { RealTruth } from './load-real';
import { normaliseRealName } from './real-score';

export type TextRecall = {
  /** Expected dishes (one per truth item). */
  nameCount: number;
  /** Dishes whose name or an alias the text holds at the scorer's tolerance. */
  names: number;
  /** Dishes whose name or an alias the text holds word for word. */
  namesExact: number;
  /** Expected prices: items' own prices plus section prices. */
  priceCount: number;
  prices: number;
  /**
   * Section headings (the truth's category names, "General" left out, since a reader names a
   * menu without headings that way whatever its text holds) and those the text holds at the
   * scorer's tolerance. A heading set as artwork (outlined type, a picture) is not in the text
   * at all: no structure can give its dishes their category.
   */
  sectionCount: number;
  sections: number;
  /** For the console (--details) only: never copy these into the repository. */
  missingNames: string[];
  missingPrices: string[];
  missingSections: string[];
};

const MATCH = 0.8;

const words = (line: string) => normaliseRealName(line).split(' ').filter(Boolean);

const counts = (xs: string[]) => {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
};

/** A normalised name or run with its words and character bigrams counted once. */
type Shape = {
  text: string;
  words: Map<string, number>;
  nWords: number;
  grams: Map<string, number>;
  nGrams: number;
};

function shape(text: string): Shape {
  const w = text.split(' ');
  const g = Array.from({ length: Math.max(0, text.length - 1) }, (_, i) => text.slice(i, i + 2));
  return { text, words: counts(w), nWords: w.length, grams: counts(g), nGrams: g.length };
}

type Postings = Map<string, Array<[run: number, count: number]>>;

function index(runs: Shape[], part: (s: Shape) => Map<string, number>): Postings {
  const out: Postings = new Map();
  runs.forEach((run, r) => {
    for (const [k, n] of part(run)) {
      const list = out.get(k);
      if (list) list.push([r, n]);
      else out.set(k, [[r, n]]);
    }
  });
  return out;
}

/** Runs of one length, indexed by word and by bigram so a name is compared with few of them. */
type Runs = { runs: Shape[]; words: Postings; grams: Postings };

/** Multiset overlap of `part` between `target` and every run, through the index. */
function overlap(target: Map<string, number>, postings: Postings, size: number): Int32Array {
  const common = new Int32Array(size);
  for (const [k, n] of target)
    for (const [r, c] of postings.get(k) ?? []) common[r] += Math.min(n, c);
  return common;
}

/**
 * The scorer's rule (realNameSimilarity >= 0.8: the larger of word Dice and bigram Dice) between
 * `target` and any of the runs.
 */
function anySimilar(target: Shape, { runs, words, grams }: Runs): boolean {
  const w = overlap(target.words, words, runs.length);
  const g = overlap(target.grams, grams, runs.length);
  return runs.some(
    (run, r) =>
      run.text === target.text ||
      (2 * w[r]) / (target.nWords + run.nWords) >= MATCH ||
      (2 * g[r]) / (target.nGrams + run.nGrams) >= MATCH,
  );
}

/** Runs of consecutive words starting on line i and possibly running onto line i + 1, by length. */
function runsByLength(lines: string[][], lengths: Set<number>): Map<number, Runs> {
  const seen = new Map<number, Set<string>>([...lengths].map((n) => [n, new Set()]));
  lines.forEach((line, i) => {
    const stream = [...line, ...(lines[i + 1] ?? [])];
    for (let start = 0; start < line.length; start += 1)
      for (const n of lengths)
        if (start + n <= stream.length) seen.get(n)!.add(stream.slice(start, start + n).join(' '));
  });
  return new Map(
    [...seen].map(([n, texts]) => {
      const runs = [...texts].map(shape);
      return [n, { runs, words: index(runs, (s) => s.words), grams: index(runs, (s) => s.grams) }];
    }),
  );
}

function nameRecall(lines: string[][], names: string[][]) {
  const targets = names.map((all) => all.map(normaliseRealName).filter(Boolean));
  const pairs = lines.map((line, i) => ` ${[...line, ...(lines[i + 1] ?? [])].join(' ')} `);
  const exact = (t: string) => pairs.some((p) => p.includes(` ${t} `));
  let found = 0;
  let foundExact = 0;
  const missing: string[] = [];
  const fuzzy: number[] = [];
  targets.forEach((t, i) => {
    if (t.some(exact)) {
      foundExact += 1;
      found += 1;
    } else fuzzy.push(i);
  });
  // Runs are only built for the names no line holds word for word (OCR-garbled ones).
  const lengthsOf = (t: string) => {
    const n = t.split(' ').length;
    return [n - 1, n, n + 1].filter((k) => k > 0);
  };
  const runs = runsByLength(lines, new Set(fuzzy.flatMap((i) => targets[i].flatMap(lengthsOf))));
  const close = (t: string) => {
    const target = shape(t);
    return lengthsOf(t).some((k) => {
      const sized = runs.get(k);
      return sized !== undefined && anySimilar(target, sized);
    });
  };
  for (const i of fuzzy) {
    if (targets[i].some(close)) found += 1;
    else missing.push(names[i][0]);
  }
  return { found, foundExact, missing };
}

/** Every price token of the text as scorer amounts ("12.50", "MP"), counted. */
function pricePool(lines: string[]): Map<string, number> {
  const pool = new Map<string, number>();
  for (const line of lines) {
    const { tokens } = tokenize(line);
    tokens.forEach((_, i) => {
      const info = tokenInfo(tokens, i);
      if (info.type !== 'amount') return;
      for (const a of info.mp ? ['MP'] : priceAmounts(info.display))
        pool.set(a, (pool.get(a) ?? 0) + 1);
    });
  }
  return pool;
}

function priceRecall(lines: string[], prices: string[]) {
  const pool = pricePool(lines);
  const text = ` ${words(lines.join('\n')).join(' ')} `;
  let found = 0;
  const missing: string[] = [];
  for (const price of prices) {
    const amounts = priceAmounts(price);
    if (!amounts.length) {
      const t = words(price).join(' ');
      if (t && text.includes(` ${t} `)) found += 1;
      else missing.push(price);
      continue;
    }
    const need = new Map<string, number>();
    for (const a of amounts) need.set(a, (need.get(a) ?? 0) + 1);
    if ([...need].every(([a, n]) => (pool.get(a) ?? 0) >= n)) {
      for (const [a, n] of need) pool.set(a, pool.get(a)! - n);
      found += 1;
    } else missing.push(price);
  }
  return { found, missing };
}

/** What `lines` (the text before the parser) holds of `truth`'s dish names, prices and headings. */
export function ocrRecall(lines: string[], truth: RealTruth): TextRecall {
  const items = truth.categories.flatMap((c) => c.items);
  const prices = [
    ...items.flatMap((i) => (i.price?.trim() ? [i.price] : [])),
    ...truth.categories.flatMap((c) => (c.sectionPrice?.trim() ? [c.sectionPrice] : [])),
  ];
  const names = nameRecall(
    lines.map(words),
    items.map((i) => [i.name, ...(i.aliases ?? [])]),
  );
  const priced = priceRecall(lines, prices);
  const headings = [
    ...new Map(
      truth.categories
        .map((c) => [normaliseRealName(c.name), c.name] as const)
        .filter(([key]) => key && key !== 'general'),
    ).values(),
  ];
  const sections = nameRecall(
    lines.map(words),
    headings.map((h) => [h]),
  );
  return {
    nameCount: items.length,
    names: names.found,
    namesExact: names.foundExact,
    priceCount: prices.length,
    prices: priced.found,
    sectionCount: headings.length,
    sections: sections.found,
    missingNames: names.missing,
    missingPrices: priced.missing,
    missingSections: sections.missing,
  };
}

/** Totals over files (counts add up; shares are taken when printing). */
export function sumRecall(
  recalls: TextRecall[],
): Omit<TextRecall, 'missingNames' | 'missingPrices' | 'missingSections'> {
  const sum = (
    k: 'nameCount' | 'names' | 'namesExact' | 'priceCount' | 'prices' | 'sectionCount' | 'sections',
  ) => recalls.reduce((n, r) => n + r[k], 0);
  return {
    nameCount: sum('nameCount'),
    names: sum('names'),
    namesExact: sum('namesExact'),
    priceCount: sum('priceCount'),
    prices: sum('prices'),
    sectionCount: sum('sectionCount'),
    sections: sum('sections'),
  };
}
