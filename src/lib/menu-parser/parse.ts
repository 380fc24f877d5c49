/**
 * The offline menu parser: plain text (from PDF, DOCX, OCR or typing; one visual line per line)
 * to a ParsedMenu. Pure and synchronous: no AI, no DOM, deterministic ids.
 */
import type { MenuType, ParsedCategory, ParsedMenu, ParsedMenuItem } from '@/domain/parsed-menu';
import { assemble, type DocStyle, type DraftCategory, type DraftItem } from './assemble';
import { textToDocument } from '@/lib/extract/document';
import { layoutDocument, median, type LayoutLine } from '@/lib/layout';
import { classifyLines, normaliseText, type LineHint, type MenuLine } from './classify';
import { splitColumns } from './columns';
import { firstAmount, itemConfidence } from './confidence';
import { layoutHints, markLead } from './layout-hints';
import type { PriceStyle } from './price';
import {
  addUnique,
  allergensFrom,
  dietaryFromDescription,
  extractNameMarks,
  ingredientsFrom,
} from './dietary';
import { cleanName, splitNameDescription } from './item-text';
import { collapseSpaces, isAllCaps, startsLowercase, stripDiacritics } from './text-utils';

export interface ParseOptions {
  menuType?: MenuType;
  restaurantName?: string;
  now?: Date;
}

const PRICE_FIRST_CANDIDATE = /^\s*[$€£¥]?\d{1,4}(?:[.,]\d{2})?\s+\p{L}/u;
const TWO_BARE_PRICES = /\p{L}\S*\s+\d{1,3}(?:[.,]\d{2})?\s+\d{1,3}(?:[.,]\d{2})?$/u;

/**
 * Menu-wide price habits that a single line can't reveal: "3.50 Carne Asada" (price first, one
 * space) and "Margherita 14 19" (size columns whose wide gaps were collapsed to one space).
 */
function detectPriceStyle(lines: MenuLine[]): PriceStyle {
  let leading = 0;
  let priced = 0;
  let twoColumns = 0;
  for (const line of lines) {
    if (line.kind === 'priced') {
      priced += 1;
      if (line.price?.position === 'leading') leading += 1;
    } else if (line.kind === 'text' && PRICE_FIRST_CANDIDATE.test(line.text)) {
      leading += 1;
      priced += 1;
    }
    if (line.kind !== 'blank' && line.kind !== 'noise' && TWO_BARE_PRICES.test(line.text)) {
      twoColumns += 1;
    }
  }
  return {
    priceFirst: leading >= 3 && leading >= priced * 0.4,
    columnPrices: twoColumns >= 3 && twoColumns >= priced * 0.3,
  };
}

function detectStyle(lines: MenuLine[]): DocStyle {
  // A priced line right under a text line may end that line's wrapped description
  // ("Pkhali — spinach and beetroot walnut pâtés," / "pomegranate  14"): not a name.
  const names = lines
    .filter((l, i) => l.kind === 'priced' && !l.addon && !lines[i - 1]?.lead)
    .map((l) => l.price?.name ?? '');
  const share = (test: (s: string) => boolean) =>
    names.length >= 3 ? names.filter(test).length / names.length : 0;
  return {
    lowercaseNames: share(startsLowercase) > 0.5,
    capsNames: share(isAllCaps) > 0.5,
  };
}

function sourceOf(layout: LayoutLine[], from: number | undefined, to: number | undefined) {
  if (from === undefined || to === undefined || !layout[from]) return undefined;
  const lines = layout.slice(from, to + 1).filter((l) => l.page === layout[from].page);
  return {
    page: layout[from].page,
    lineStart: from,
    lineEnd: to,
    box: {
      x0: Math.min(...lines.map((l) => l.x0)),
      top: Math.min(...lines.map((l) => l.top)),
      x1: Math.max(...lines.map((l) => l.x1)),
      bottom: Math.max(...lines.map((l) => l.bottom)),
    },
  };
}

function comparable(text: string): string {
  return stripDiacritics(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type ItemFields = Omit<ParsedMenuItem, 'id'>;

function finaliseItem(draft: DraftItem, isWineList: boolean): ItemFields | null {
  const named = extractNameMarks(draft.nameText);
  const split = splitNameDescription(named.name, isWineList);
  const cleaned = cleanName(split.name);
  const description = collapseSpaces(
    [split.description, cleaned.description, ...draft.description].filter(Boolean).join(' '),
  );
  const name = cleaned.name || cleanName(description).name;
  if (!name) return null;
  const dietary = [...draft.marks.dietary];
  named.marks.dietary.forEach((d) => addUnique(dietary, d));
  dietaryFromDescription(description).forEach((d) => addUnique(dietary, d));
  const allergens = [...draft.marks.allergens];
  allergensFrom(`${name} ${description}`, dietary).forEach((a) => addUnique(allergens, a));
  return {
    name,
    description: name === description ? '' : description,
    price: draft.price,
    ingredients: ingredientsFrom(description),
    allergens,
    dietary,
    available: true,
  };
}

/** Same heading twice (a menu continued on page 2) is one category. */
function mergeCategories(drafts: DraftCategory[]): DraftCategory[] {
  const byName = new Map<string, DraftCategory>();
  const out: DraftCategory[] = [];
  for (const draft of drafts) {
    if (draft.items.length === 0) continue;
    const key = comparable(draft.name.replace(/\((?:cont(?:inued|'d|\.)?)\)|\bcontinued\b/gi, ''));
    const existing = byName.get(key);
    if (existing) {
      existing.items.push(...draft.items);
      continue;
    }
    const copy = { ...draft, items: [...draft.items] };
    byName.set(key, copy);
    out.push(copy);
  }
  return out;
}

/**
 * Text whose line breaks were lost ("STARTERS Calamari $14 Bruschetta $11.50 MAINS …") is cut
 * back into lines after each explicit price and before runs of ALL CAPS words.
 */
function restoreLineBreaks(text: string): string {
  const contentLines = text.split(/\n/).filter((l) => l.trim()).length;
  const prices = text.match(/[$€£¥]\s?\d/gu)?.length ?? 0;
  if (contentLines >= 3 || prices < 3) return text;
  return text
    .replace(/([$€£¥]\s?\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?\s?€)\s+(?=\S)/gu, '$1\n')
    .replace(/(^|\n)((?:\p{Lu}[\p{Lu}&'-]+\s+)+)(?=\p{Lu}\p{Ll})/gu, '$1$2\n');
}

/** Pasted or typed text: laid out like any other document, then parsed. */
export function parseMenuText(text: string, options: ParseOptions = {}): ParsedMenu {
  const layout = layoutDocument(textToDocument(restoreLineBreaks(text)));
  return parseMenuLayout(layout.lines, options);
}

/** Layout lines to parser input: blank lines at breaks, indentation as spaces, style hints. */
function toRawLines(layout: LayoutLine[]) {
  const hintsByLine = layoutHints(layout);
  const rawLines: string[] = [];
  const hints: Array<LineHint | undefined> = [];
  const origin: number[] = [];
  layout.forEach((line, i) => {
    if (i > 0 && line.breakBefore) {
      rawLines.push('');
      hints.push(undefined);
      origin.push(i);
    }
    const indent = ' '.repeat(Math.max(0, Math.min(40, Math.round(line.indent * 2))));
    rawLines.push(indent + normaliseText(markLead(line)).join(' '));
    hints.push(hintsByLine[i]);
    origin.push(i);
  });
  return { rawLines, hints, origin };
}

export function parseMenuLayout(layout: LayoutLine[], options: ParseOptions = {}): ParsedMenu {
  const menuType = options.menuType ?? 'food';
  const restaurantName = options.restaurantName?.trim() || 'Unknown';
  const laidOut = toRawLines(layout);
  // Layout already separated columns; this catches two dishes per row that it could not see.
  const split = splitColumns(laidOut.rawLines);
  const rawLines = split.lines;
  const hintsFor = split.origin.map((k) => laidOut.hints[k]);
  const origin = split.origin.map((k) => laidOut.origin[k]);
  let lines = classifyLines(rawLines, {}, hintsFor);
  const priceStyle = detectPriceStyle(lines);
  if (priceStyle.priceFirst || priceStyle.columnPrices)
    lines = classifyLines(rawLines, priceStyle, hintsFor);
  if (options.restaurantName) {
    // The restaurant's own name in the masthead is not a section heading.
    const own = comparable(restaurantName);
    lines = lines.map((l) => (comparable(l.text) === own ? { ...l, kind: 'noise' } : l));
  }
  const drafts = mergeCategories(assemble(lines, detectStyle(lines)));

  let itemCount = 0;
  const categories: ParsedCategory[] = [];
  const amounts = drafts
    .flatMap((c) => c.items.map((d) => firstAmount(d.price)))
    .filter((a): a is number => a !== null);
  const medianPrice = amounts.length ? median(amounts) : 0;
  for (const draft of drafts) {
    const items: ParsedMenuItem[] = [];
    for (const d of draft.items) {
      const fields = finaliseItem(d, menuType === 'wine');
      if (!fields) continue;
      const source = sourceOf(layout, origin[d.from], origin[d.to]);
      const item = { id: `item-${++itemCount}`, ...fields, ...(source ? { source } : {}) };
      const context = {
        category: draft,
        categories: drafts.length,
        lines: layout.slice(origin[d.from], (origin[d.to] ?? -1) + 1),
        heading: draft.headingLine !== undefined ? layout[origin[draft.headingLine]] : undefined,
        medianPrice,
      };
      items.push({ ...item, confidence: itemConfidence(item, d, context) });
    }
    if (items.length === 0) continue;
    const description = collapseSpaces(draft.description.join(' '));
    categories.push({
      id: `category-${categories.length + 1}`,
      name: draft.name || 'General',
      ...(description ? { description } : {}),
      items,
    });
  }
  return {
    menuData: { categories },
    metadata: {
      restaurantName,
      menuType,
      lastUpdated: (options.now ?? new Date()).toISOString(),
      totalItems: itemCount,
    },
  };
}
