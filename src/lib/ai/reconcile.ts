/**
 * The model and the built-in parser read the same laid-out text. Where both found an item, it is
 * trusted; an item only one of them found is kept, marked low-confidence, rather than silently
 * added or dropped, so the manager is asked to check it.
 */
import {
  renumberCategories,
  type ParsedCategory,
  type ParsedMenu,
  type ParsedMenuItem,
} from '@/domain/parsed-menu';
import { nameSimilarity, normaliseName, samePrice } from '@/lib/menu-parser/score-match';

export const CONFIDENCE = {
  agreed: 0.96,
  priceDisagrees: 0.6,
  aiOnly: 0.55,
  parserOnly: 0.45,
} as const;

/** Why an item the two readers did not agree on is to be checked. */
export const REASON = {
  aiOnly: 'only the AI found this',
  priceDisagrees: 'the AI and the built-in parser read different prices',
  parserOnly: 'only the built-in parser found this',
} as const;

type Located = { item: ParsedMenuItem; category: string };

const flatten = (menu: ParsedMenu): Located[] =>
  menu.menuData.categories.flatMap((c) => c.items.map((item) => ({ item, category: c.name })));

/**
 * The parser's view of a section the model also read: its source lines, and its add-on lines when
 * the model listed none (two readings of one add-on differ in wording; one list is enough).
 */
function sectionFromParser(ai: ParsedCategory, parser: ParsedCategory | undefined) {
  return {
    ...(parser?.sourceLines ? { sourceLines: parser.sourceLines } : {}),
    ...(!ai.addOns?.length && parser?.addOns?.length ? { addOns: parser.addOns } : {}),
  };
}

export function reconcile(ai: ParsedMenu, parser: ParsedMenu): ParsedMenu {
  const theirs = flatten(parser);
  const used = new Set<number>();
  const parserSections = new Map(parser.menuData.categories.map((c) => [normaliseName(c.name), c]));
  const categories: ParsedCategory[] = ai.menuData.categories.map((c) => ({
    ...c,
    ...sectionFromParser(c, parserSections.get(normaliseName(c.name))),
    items: c.items.map((item) => {
      let best = -1;
      let bestSim = 0.8;
      theirs.forEach((t, k) => {
        if (used.has(k)) return;
        const sim = nameSimilarity(item.name, t.item.name);
        if (sim >= bestSim) [best, bestSim] = [k, sim];
      });
      if (best < 0) return { ...item, confidence: CONFIDENCE.aiOnly, reasons: [REASON.aiOnly] };
      used.add(best);
      const match = theirs[best].item;
      const agrees = samePrice(item.price, match.price);
      return {
        ...item,
        confidence: agrees ? CONFIDENCE.agreed : CONFIDENCE.priceDisagrees,
        reasons: agrees ? [] : [REASON.priceDisagrees],
        ...(match.source ? { source: match.source } : {}),
      };
    }),
  }));
  theirs.forEach((t, k) => {
    if (used.has(k)) return;
    const key = normaliseName(t.category);
    let home = categories.find((c) => normaliseName(c.name) === key);
    if (!home) {
      const addOns = parserSections.get(key)?.addOns;
      home = {
        id: `category-${categories.length + 1}`,
        name: t.category,
        ...(addOns?.length ? { addOns } : {}),
        items: [],
      };
      categories.push(home);
    }
    const confidence = Math.min(t.item.confidence ?? 1, CONFIDENCE.parserOnly);
    const reasons = [REASON.parserOnly, ...(t.item.reasons ?? [])];
    home.items.push({ ...t.item, confidence, reasons });
  });
  // Ids stay unique after parser items joined the model's.
  const { categories: renumbered, totalItems } = renumberCategories(categories);
  return { ...ai, menuData: { categories: renumbered }, metadata: { ...ai.metadata, totalItems } };
}
