/**
 * The parser's first pass: laid-out lines to draft sections and items. Typography can be left
 * out, so the same lines can be read twice and the two readings compared.
 */
import type { LayoutLine } from '@/lib/layout';
import { hintsWithModel } from '@/lib/reader-model/apply';
import type { ReaderModel } from '@/lib/reader-model/model';
import { assemble, type DocStyle, type DraftCategory } from './assemble';
import { classifyLines, normaliseText, type LineHint, type MenuLine } from './classify';
import { regroupUnderBands } from './band-headings';
import { splitDishCells } from './cell-rows';
import { splitColumns } from './columns';
import { dishBlockRoles } from './dish-blocks';
import { fixDisplayCase } from './display-case';
import { layoutHints, markLead } from './layout-hints';
import type { PriceStyle } from './price';
import { isAllCaps, startsLowercase, stripDiacritics } from './text-utils';

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

function detectStyle(lines: MenuLine[], ocr: boolean): DocStyle {
  // A priced line right under a text line may end that line's wrapped description
  // ("Pkhali — spinach and beetroot walnut pâtés," / "pomegranate  14"), or be the description
  // of the name above it ("Burrata" / "heirloom tomato, basil  14"): not a name either way.
  const describes = (l: MenuLine, above: MenuLine | undefined) =>
    above?.kind === 'text' &&
    (above.lead || (!startsLowercase(above.text) && startsLowercase(l.price?.name ?? '')));
  const names = lines
    .filter((l, i) => l.kind === 'priced' && !l.addon && !describes(l, lines[i - 1]))
    .map((l) => l.price?.name ?? '');
  const share = (test: (s: string) => boolean) =>
    names.length >= 3 ? names.filter(test).length / names.length : 0;
  return {
    lowercaseNames: share(startsLowercase) > 0.5,
    capsNames: share(isAllCaps) > 0.5,
    unpriced: isUnpricedMenu(lines),
    ocr,
  };
}

/**
 * A menu whose dishes have no prices: a set menu or a tea priced as a whole ("three courses
 * 32" under the title), at most a supplement or two. Decided on the whole menu, since a single
 * unpriced line may just be a price the extraction lost.
 */
function isUnpricedMenu(lines: MenuLine[]): boolean {
  let priced = 0;
  let text = 0;
  for (const l of lines) {
    if ((l.kind === 'priced' && !l.addon) || l.kind === 'price') priced += 1;
    else if (l.kind === 'text' && l.text && !l.addon) text += 1;
  }
  return text >= 10 && priced <= Math.max(2, text * 0.1);
}

export function comparable(text: string): string {
  return stripDiacritics(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The same dish twice in one section, word for word with the same price (a page printed twice
 * side by side on one sheet, a panel repeated on the back), is one dish.
 */
function dropRepeats(draft: DraftCategory): DraftCategory {
  const seen = new Set<string>();
  const items = draft.items.filter((item) => {
    const key = [item.nameText, item.price, item.description.join(' ')].map(comparable).join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const addOns = [...new Set(draft.addOns)];
  return { ...draft, items, addOns };
}

/** Same heading twice (a menu continued on page 2) is one category. */
function mergeCategories(drafts: DraftCategory[]): DraftCategory[] {
  const byName = new Map<string, DraftCategory>();
  const out: DraftCategory[] = [];
  for (const draft of drafts) {
    if (draft.items.length === 0) {
      // A box of deals or extras alone under its heading: kept on the section before it.
      const previous = out[out.length - 1];
      if (previous) previous.addOns.push(...draft.addOns.map((a) => `${draft.name}: ${a}`));
      continue;
    }
    const key = comparable(draft.name.replace(/\((?:cont(?:inued|'d|\.)?)\)|\bcontinued\b/gi, ''));
    const existing = byName.get(key);
    if (existing) {
      existing.items.push(...draft.items);
      if (draft.headingLine !== undefined) existing.otherLines.push(draft.headingLine);
      existing.otherLines.push(...draft.otherLines);
      existing.addOns.push(...draft.addOns);
      continue;
    }
    const copy = {
      ...draft,
      items: [...draft.items],
      otherLines: [...draft.otherLines],
      addOns: [...draft.addOns],
    };
    byName.set(key, copy);
    out.push(copy);
  }
  return out.map(dropRepeats);
}

/**
 * Dishes set as blocks (dish-blocks.ts): the name line is held as a dish's name (never a heading),
 * and the lines under it describe it. A role the reader model gave stands.
 */
function withDishBlocks(layout: LayoutLine[], hints: Array<LineHint | undefined>) {
  const roles = dishBlockRoles(layout);
  if (!roles.size) return hints;
  return layout.map((_, i): LineHint | undefined => {
    const role = roles.get(i);
    const hint = hints[i];
    if (!role || hint?.role) return hint;
    if (role === 'dish') return { ...hint, blockName: true };
    if (role === 'name-continued')
      return { ...hint, role, styledHeading: false, plain: true, minor: false };
    return { ...hint, role, styledHeading: false, plain: true, minor: true };
  });
}

/** Layout lines to parser input: blank lines at breaks, indentation as spaces, style hints. */
function toRawLines(layout: LayoutLine[], typography: boolean, model?: ReaderModel) {
  const ruleHints = typography ? layoutHints(layout) : [];
  // The reader model (issue 45) overrides the typography hints where it is sure of a line's role.
  const hintsByLine = withDishBlocks(
    layout,
    model && typography ? hintsWithModel(model, layout, ruleHints) : ruleHints,
  );
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
    rawLines.push(indent + normaliseText(typography ? markLead(line) : line.text).join(' '));
    hints.push(hintsByLine[i]);
    origin.push(i);
  });
  return { rawLines, hints, origin };
}

/** Sections and their items, before finishing; `origin` maps parser lines to layout lines. */
export function draftMenu(
  layout: LayoutLine[],
  typography: boolean,
  restaurantName?: string,
  model?: ReaderModel,
) {
  // Read by OCR (a scan, a photo): its words carry a confidence, and its type sizes are guesses.
  // Most lines, not any: a text PDF may have one scanned page with a logo on it.
  const ocr = layout.filter((l) => l.confidence !== undefined).length > layout.length / 2;
  const raw = toRawLines(layout, typography, model?.use?.ocrOnly && !ocr ? undefined : model);
  const laidOut = { ...raw, rawLines: fixDisplayCase(raw.rawLines) };
  // Layout already separated columns; this catches two dishes per row that it could not see.
  const split = splitColumns(laidOut.rawLines);
  // A line the reader model reads as a description ("tomato | lettuce | bacon $7") lists what is
  // in one dish: never cut into dishes of its own.
  const described = (k: number) => laidOut.hints[split.origin[k]!]?.role === 'description';
  const cells = splitDishCells(split.lines, described);
  const rawLines = cells.lines;
  const within = cells.origin.map((k) => split.origin[k]);
  const hintsFor = within.map((k) => laidOut.hints[k]);
  const origin = within.map((k) => laidOut.origin[k]);
  // Where each row ends on the page: a price table's last column lines up there.
  const edges = origin.map((k) => {
    const l = layout[k];
    return l && { x1: l.x1, tolerance: 1.5 * Math.max(1, l.bottom - l.top) };
  });
  let lines = classifyLines(rawLines, {}, hintsFor, cells.cellRows, edges);
  const priceStyle = detectPriceStyle(lines);
  if (priceStyle.priceFirst || priceStyle.columnPrices)
    lines = classifyLines(rawLines, priceStyle, hintsFor, cells.cellRows, edges);
  if (restaurantName?.trim()) {
    // The restaurant's own name in the masthead is not a section heading.
    const own = comparable(restaurantName.trim());
    lines = lines.map((l) => (comparable(l.text) === own ? { ...l, kind: 'noise' } : l));
  }
  const drafts = regroupUnderBands(assemble(lines, detectStyle(lines, ocr)), layout, origin);
  return { drafts: mergeCategories(drafts), origin };
}
