/**
 * The offline menu parser: plain text (from PDF, DOCX, OCR or typing; one visual line per line)
 * to a ParsedMenu. Pure and synchronous: no AI, no DOM, deterministic ids.
 */
import type { MenuType, ParsedCategory, ParsedMenu, ParsedMenuItem } from '@/domain/parsed-menu';
import type { DraftCategory, DraftItem } from './assemble';
import { textToDocument } from '@/lib/extract/document';
import { layoutDocument, median, type LayoutLine } from '@/lib/layout';
import { confidenceFeatures, confidenceFromFeatures } from './confidence';
import { confidenceReasons } from './confidence-reasons';
import { comparable, draftMenu } from './draft-menu';
import {
  addUnique,
  allergensFrom,
  dietaryFromDescription,
  extractNameMarks,
  ingredientsFrom,
} from './dietary';
import { cleanName, splitNameDescription } from './item-text';
import { collapseSpaces } from './text-utils';
import { READER_MODEL_ON, shippedReaderModel } from '@/lib/reader-model';
import type { ReaderModel } from '@/lib/reader-model/model';

export interface ParseOptions {
  menuType?: MenuType;
  restaurantName?: string;
  now?: Date;
  /** When given, each item's confidence signs are pushed here in menu order (to fit weights). */
  confidenceFeatures?: number[][];
  /** The trained line-role model; defaults to the shipped one when READER_MODEL_ON (issue 45). */
  readerModel?: ReaderModel | null;
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

type ItemFields = Omit<ParsedMenuItem, 'id'>;

/** A name cut off after a joining word ("Veggie Burger with", "Les Vignes de") goes on below it. */
const OPEN_ENDED =
  /\s(?:with|and|&|or|of|in|on|mit|und|avec|et|con|y|e|de|du|des|di|da|del|della|von|van|la|le|les|au|aux|à)$/i;

/** "Lentil Burger with  10" / "Pickled red slaw": the second line ends the dish's name. */
function completeName(draft: DraftItem): DraftItem {
  const [first, ...rest] = draft.description;
  if (!first || !OPEN_ENDED.test(draft.nameText.trim())) return draft;
  if (first.split(/\s+/).length > 5 || /[,.;:]/.test(first)) return draft;
  return { ...draft, nameText: `${draft.nameText.trim()} ${first.trim()}`, description: rest };
}

function finaliseItem(found: DraftItem, isWineList: boolean): ItemFields | null {
  const draft = completeName(found);
  const named = extractNameMarks(draft.nameText);
  const split = splitNameDescription(named.name, isWineList);
  const cleaned = cleanName(split.name);
  // "Ribeye | chips, bearnaise | 34": the bar before the price separated a cell, it says nothing.
  const description = collapseSpaces(
    [split.description, cleaned.description, ...draft.description].filter(Boolean).join(' '),
  ).replace(/^[|\s]+|[|\s]+$/g, '');
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

/** "name|price|section" of every item a draft menu holds, for comparing two readings. */
function itemKeys(drafts: DraftCategory[], isWineList: boolean): Set<string> {
  const keys = new Set<string>();
  for (const draft of drafts)
    for (const d of draft.items) {
      const fields = finaliseItem(d, isWineList);
      if (fields) keys.add(itemKey(fields.name, fields.price, draft.name));
    }
  return keys;
}
const itemKey = (name: string, price: string, section: string) =>
  [name, price, section].map(comparable).join('|');

export function parseMenuLayout(layout: LayoutLine[], options: ParseOptions = {}): ParsedMenu {
  const menuType = options.menuType ?? 'food';
  const restaurantName = options.restaurantName?.trim() || 'Unknown';
  const model =
    options.readerModel === undefined
      ? READER_MODEL_ON
        ? shippedReaderModel
        : undefined
      : (options.readerModel ?? undefined);
  const { drafts, origin } = draftMenu(layout, true, options.restaurantName, model);
  // The same lines read without typography: where the two readings differ, the item rests on a
  // style cue that may have been misread, which is worth a lower confidence.
  const isWine = menuType === 'wine';
  const plainReading = itemKeys(draftMenu(layout, false, options.restaurantName).drafts, isWine);
  // Each item's fields, read once (null where the draft holds no dish).
  const fieldsOf = drafts.map((draft) => draft.items.map((d) => finaliseItem(d, isWine)));

  // How much of the whole menu rests on style cues: where the two readings part ways on many
  // items, the layout itself was hard to read, and even the items they agree on are less sure.
  const ownKeys = new Set(
    drafts.flatMap((draft, c) =>
      fieldsOf[c]!.flatMap((f) => (f ? [itemKey(f.name, f.price, draft.name)] : [])),
    ),
  );
  let differs = 0;
  ownKeys.forEach((key) => (differs += plainReading.has(key) ? 0 : 1));
  const menuDisagreement = ownKeys.size ? differs / ownKeys.size : 0;

  // Regions are numbered through the whole document, so the number alone names one.
  const regionTops = new Map<number, number>();
  for (const l of layout)
    regionTops.set(l.region, Math.min(regionTops.get(l.region) ?? Infinity, l.top));
  // A set menu or a tea priced as a whole: there a dish without a price is what the page says.
  const finished = fieldsOf.flat().filter((f) => f !== null);
  const unpricedMenu =
    finished.length > 0 && finished.filter((f) => !f.price).length > 0.6 * finished.length;
  let itemCount = 0;
  const categories: ParsedCategory[] = [];
  const medianSection = drafts.length ? median(drafts.map((c) => c.items.length)) : 0;
  drafts.forEach((draft, c) => {
    const items: ParsedMenuItem[] = [];
    const sectionRegions = new Set(
      draft.items.map((d) => layout[origin[d.from] ?? -1]?.region ?? -1),
    ).size;
    draft.items.forEach((d, k) => {
      const fields = fieldsOf[c]![k];
      if (!fields) return;
      const source = sourceOf(layout, origin[d.from], origin[d.to]);
      const item = { id: `item-${++itemCount}`, ...fields, ...(source ? { source } : {}) };
      const context = {
        category: draft,
        categories: drafts.length,
        lines: layout.slice(origin[d.from], (origin[d.to] ?? -1) + 1),
        heading: draft.headingLine !== undefined ? layout[origin[draft.headingLine]] : undefined,
        medianSection,
        plainAgrees: plainReading.has(itemKey(fields.name, fields.price, draft.name)),
        menuDisagreement,
        regionTops,
        unpricedMenu,
        sectionRegions,
      };
      const features = confidenceFeatures(item, d, context);
      options.confidenceFeatures?.push(features);
      const reasons = confidenceReasons(features);
      items.push({
        ...item,
        confidence: confidenceFromFeatures(features),
        ...(reasons.length ? { reasons } : {}),
      });
    });
    if (items.length === 0) return;
    const description = collapseSpaces(draft.description.join(' '));
    const sourceLines = [draft.headingLine, ...draft.otherLines].flatMap((k) =>
      k === undefined || origin[k] === undefined ? [] : [origin[k]],
    );
    categories.push({
      id: `category-${categories.length + 1}`,
      name: draft.name || 'General',
      ...(description ? { description } : {}),
      ...(draft.addOns.length ? { addOns: draft.addOns.map(collapseSpaces) } : {}),
      items,
      ...(sourceLines.length ? { sourceLines } : {}),
    });
  });
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
