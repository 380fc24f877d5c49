/**
 * What the confidence signs compare an item with: its section's price counts, descriptions,
 * typical price and price style, counted once per section (a per-item scan of the section made
 * a long section quadratic: a 40,000-line paste held the reader for minutes).
 */
import type { DraftItem } from './assemble';

export type SectionStats = {
  byPriceCount: Map<number, number>;
  described: number;
  priced: number;
  /** Prices written with decimals ("9.50", "12,00"). */
  withDecimals: number;
  /** Median of the first amount of each priced item; 0 when none. */
  medianAmount: number;
};

const statsBySection = new WeakMap<readonly DraftItem[], SectionStats>();

/** The first money amount of a price ("$8 / $28" -> 8), undefined when it has none. */
export function firstAmount(price: string): number | undefined {
  const m = price.match(/\d+(?:[.,]\d{1,2})?/);
  return m ? Number(m[0].replace(',', '.')) : undefined;
}

export const hasDecimals = (price: string) => /\d[.,]\d{1,2}(?!\d)/.test(price);

function medianOf(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

export function sectionStats(section: readonly DraftItem[]): SectionStats {
  const known = statsBySection.get(section);
  if (known) return known;
  const byPriceCount = new Map<number, number>();
  let described = 0;
  let priced = 0;
  let withDecimals = 0;
  const amounts: number[] = [];
  for (const d of section) {
    const n = d.price ? d.price.split('/').length : 0;
    byPriceCount.set(n, (byPriceCount.get(n) ?? 0) + 1);
    if (d.description.join(' ').trim()) described += 1;
    if (!d.price) continue;
    priced += 1;
    if (hasDecimals(d.price)) withDecimals += 1;
    const amount = firstAmount(d.price);
    if (amount !== undefined) amounts.push(amount);
  }
  const stats = { byPriceCount, described, priced, withDecimals, medianAmount: medianOf(amounts) };
  statsBySection.set(section, stats);
  return stats;
}
