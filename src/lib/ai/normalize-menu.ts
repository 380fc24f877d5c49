import type { z } from 'zod';
import { countItems, parsedMenuSchema, type MenuType, type ParsedMenu } from '@/domain/parsed-menu';

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Smooths over the harmless ways models stray from the requested shape (numeric prices, missing
 * ids, omitted arrays, a wrong item count) so that only genuinely unusable output is rejected.
 * Anything it cannot make sense of is passed through untouched for zod to report.
 */
export function normalizeMenuJson(raw: unknown, menuType: MenuType, now: Date): unknown {
  if (!isObject(raw)) return raw;
  // Some models drop the menuData wrapper and return { categories } at the top level.
  const menuData = isObject(raw.menuData) ? raw.menuData : raw;
  const categories = menuData.categories;
  if (!Array.isArray(categories)) return { ...raw, menuData: { categories } };

  let itemNo = 0;
  const normalized = categories.map((cat, ci) => {
    if (!isObject(cat)) return cat;
    const items = Array.isArray(cat.items) ? cat.items : cat.items === undefined ? [] : cat.items;
    return {
      ...cat,
      id: textOr(cat.id, `category-${ci + 1}`),
      description: typeof cat.description === 'string' ? cat.description : undefined,
      addOns: typeof cat.addOns === 'string' ? [cat.addOns] : (cat.addOns ?? undefined),
      items: Array.isArray(items) ? items.map((item) => normalizeItem(item, ++itemNo)) : items,
    };
  });

  const meta = isObject(raw.metadata) ? raw.metadata : {};
  const menu = { menuData: { categories: normalized } };
  const total = normalized.every((c) => isObject(c) && Array.isArray(c.items))
    ? countItems(menu as Pick<ParsedMenu, 'menuData'>)
    : 0;
  return {
    ...menu,
    metadata: {
      restaurantName: textOr(meta.restaurantName, 'unknown'),
      // The manager picked the menu type; a model's guess must not override that choice.
      menuType,
      lastUpdated: textOr(meta.lastUpdated, now.toISOString()),
      totalItems: total,
    },
  };
}

function normalizeItem(item: unknown, n: number): unknown {
  if (!isObject(item)) return item;
  return {
    ...item,
    id: textOr(item.id, `item-${n}`),
    description: typeof item.description === 'string' ? item.description : '',
    price: priceText(item.price),
    ingredients: list(item.ingredients),
    allergens: list(item.allergens),
    dietary: list(item.dietary),
    available: typeof item.available === 'boolean' ? item.available : true,
  };
}

function textOr(value: unknown, fallback: string): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

// Prices stay display strings ('$12', 'MP'); a bare number is what the model meant to print.
function priceText(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value === null || value === undefined) return '';
  return value;
}

function list(value: unknown): unknown {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : value;
}

/** Normalises then validates; an error string names the first few problems for the user. */
export function toParsedMenu(
  raw: unknown,
  menuType: MenuType,
  now: Date,
): { ok: true; menu: ParsedMenu } | { ok: false; reason: string } {
  const parsed = parsedMenuSchema.safeParse(normalizeMenuJson(raw, menuType, now));
  if (!parsed.success) return { ok: false, reason: summarizeZodError(parsed.error) };
  // An empty result would send the manager to a blank editor; the offline parse is more useful.
  if (parsed.data.metadata.totalItems === 0) return { ok: false, reason: 'no menu items found' };
  return { ok: true, menu: parsed.data };
}

export function summarizeZodError(error: z.ZodError, max = 3): string {
  const parts = error.issues.slice(0, max).map((issue) => {
    const path = issue.path.join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > max ? ` (+${error.issues.length - max} more)` : '';
  return parts.join('; ') + more;
}
