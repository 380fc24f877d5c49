import { z } from 'zod';
import { changeKindSchema, type ItemChange } from './change-set';
import { pairItems } from './item-pairing';
import { dishKey } from './dish-name';
import type { MenuItem } from './menu';

// How a change quiz question gets its options: wrong ones drawn from the menus the update
// concerns, in tiers of plausibility, never one that could be true.

/** One multiple-choice question on one change; `answer` indexes `options`. */
export const changeQuizQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  options: z.array(z.string()).length(4),
  answer: z.number().int().min(0).max(3),
  itemId: z.string(),
  kind: changeKindSchema,
  /** Words a rephrased prompt must keep: the dish, the allergen or the tag it asks about. */
  mentions: z.array(z.string()).default([]),
});
export type ChangeQuizQuestion = z.infer<typeof changeQuizQuestionSchema>;

export type QuizContext = {
  rng: () => number;
  /** The current dishes of every menu the update concerns. */
  menu: MenuItem[];
  /** A current dish's previous version; undefined for a new dish. */
  before: (item: MenuItem) => MenuItem | undefined;
};

export function quizContext(menu: MenuItem[], previous: MenuItem[], rng: () => number) {
  const earlier = new Map(pairItems(previous, menu).pairs.map(([b, a]) => [a, b]));
  return { rng, menu, before: (item: MenuItem) => earlier.get(item) } satisfies QuizContext;
}

function shuffle<T>(list: T[], rng: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Names of current dishes for which `ok` holds; a name that two dishes share (one on lunch, one
 * on dinner) must be safe for both, or the option could be true.
 */
export function dishNames(ctx: QuizContext, ok: (item: MenuItem) => boolean): string[] {
  const groups = new Map<string, MenuItem[]>();
  for (const item of ctx.menu) {
    const key = dishKey(item.name);
    if (key) groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()].filter((g) => g.every(ok)).map((g) => g[0]!.name.trim());
}

/** Same-category dishes read as the most plausible wrong answers, so they come first. */
export const byCategory = (ctx: QuizContext, c: ItemChange, ok: (item: MenuItem) => boolean) => [
  dishNames(ctx, (i) => i.category === c.category && ok(i)),
  dishNames(ctx, ok),
];

/** Prices compare by their amounts: '$18', '18' and '18.00' are one answer. */
export function priceKey(price: string): string {
  const numbers = price.match(/\d+(?:[.,]\d+)?/g);
  if (!numbers) return dishKey(price);
  return numbers.map((n) => String(Number(n.replace(',', '.')))).join('/');
}

/** Plausible prices near the new one (±1, ±2, ±3), written as the new one is. */
export function nearbyPrices(price: string): string[] {
  const match = /\d+/.exec(price);
  if (!match) return [];
  const value = Number(match[0]);
  return [1, -1, 2, -2, 3, -3]
    .filter((step) => value + step > 0)
    .map((step) => price.replace(match[0], String(value + step)));
}

export type Draft = {
  change: ItemChange;
  n: number;
  prompt: string;
  correct: string;
  /** Wrong options by preference: a later tier is drawn from only when earlier ones run out. */
  tiers: string[][];
  mentions?: string[];
  key?: (option: string) => string;
};

/** Three distinct wrong options and the correct one at a seeded place, or null when too few. */
export function finish(ctx: QuizContext, d: Draft): ChangeQuizQuestion | null {
  const key = d.key ?? dishKey;
  const correct = d.correct.trim();
  if (!correct) return null;
  const seen = new Set([key(correct)]);
  const wrong: string[] = [];
  for (const tier of d.tiers)
    for (const option of shuffle(tier, ctx.rng).map((o) => o.trim())) {
      if (wrong.length === 3 || !option || seen.has(key(option))) continue;
      seen.add(key(option));
      wrong.push(option);
    }
  if (wrong.length < 3) return null;
  const answer = Math.floor(ctx.rng() * 4);
  const options = [...wrong];
  options.splice(answer, 0, correct);
  const { change, n, prompt, mentions = [] } = d;
  return {
    id: `${change.kind}:${change.itemId}:${n}`,
    prompt,
    options,
    answer,
    itemId: change.itemId,
    kind: change.kind,
    mentions,
  };
}
