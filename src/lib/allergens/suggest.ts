import {
  allergenIdSchema,
  REGIME_ALLERGENS,
  type AllergenId,
  type AllergenStates,
  type Regime,
} from '@/domain/allergens';
import { falseFriendSpans } from './false-friends';
import { FOOD_RULES } from './food-rules';
import { NAME_RULES } from './name-rules';
import { findCodes, type AllergenLegend } from './legend';
import { mayContainSpans, suppressions, type Suppression } from './scopes';
import { foldText, within, wordsPattern, type Span } from './text-match';

// The legend is read from the same page as the items; callers get both from here.
export { parseAllergenLegend, type AllergenLegend } from './legend';

export type SuggestableItem = { name: string; description: string; ingredients?: string[] };
export type SuggestOptions = { legend?: AllergenLegend; regime?: Regime };

const RULES = [...NAME_RULES, ...FOOD_RULES].map((rule) => ({
  ids: rule.ids,
  pattern: wordsPattern(rule.words),
}));

type Hit = Span & { ids: readonly AllergenId[]; words: string };

const suppressed = (hit: Span, id: AllergenId, by: readonly Suppression[]) =>
  by.some((s) => hit.start >= s.start && hit.end <= s.end && (!s.ids || s.ids.includes(id)));

/**
 * What the item's words suggest about its allergens: suggestions only, each with the words as
 * printed that triggered it, for the manager to confirm. Never `free`: the absence of a word
 * proves nothing, so a row nothing pointed at is left out (not confirmed).
 *
 * A printed trace statement ('may contain traces of nuts') suggests `may_contain`; everything
 * else `contains`, which wins when both are read. Negations ('no nuts', 'gluten-free bun') and
 * false friends ('Billecart-Salmon', 'coconut milk') suggest nothing. Allergen codes ('(1,3,7)')
 * count only through the menu's own legend. With a regime, only its allergens are suggested.
 */
export function suggestAllergens(
  item: SuggestableItem,
  options: SuggestOptions = {},
): AllergenStates {
  // One field a line, so that no phrase (a negation, a trace statement) runs into the next.
  const text = [item.name, item.description, ...(item.ingredients ?? [])].join('\n');
  const { folded, original } = foldText(text);
  const friends = falseFriendSpans(folded);
  const negations = suppressions(folded);
  const traces = mayContainSpans(folded);

  const hits: Hit[] = [];
  for (const rule of RULES) {
    for (const m of folded.matchAll(rule.pattern)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (!within(span, friends))
        hits.push({ ...span, ids: rule.ids, words: original(span.start, span.end) });
    }
  }
  for (const code of findCodes(folded, options.legend ?? {})) {
    hits.push({ ...code, words: original(code.start, code.end) });
  }
  hits.sort((a, b) => a.start - b.start);

  const wanted = new Set(
    options.regime ? REGIME_ALLERGENS[options.regime] : allergenIdSchema.options,
  );
  const found = new Map<AllergenId, { contains: string[]; mayContain: string[] }>();
  for (const hit of hits) {
    const trace = within(hit, traces);
    for (const id of hit.ids) {
      if (!wanted.has(id) || suppressed(hit, id, negations)) continue;
      const entry = found.get(id) ?? { contains: [], mayContain: [] };
      const words = trace ? entry.mayContain : entry.contains;
      if (!words.includes(hit.words)) words.push(hit.words);
      found.set(id, entry);
    }
  }

  const states: AllergenStates = {};
  // In the regime's (or the catalogue's) order, so the result reads the same every time.
  for (const id of wanted) {
    const entry = found.get(id);
    if (!entry) continue;
    const state = entry.contains.length ? 'contains' : 'may_contain';
    const because = state === 'contains' ? entry.contains : entry.mayContain;
    states[id] = { state: 'not_confirmed', suggestion: { state, because } };
  }
  return states;
}
