/**
 * Second pass: walks the classified lines and decides which are section headings, which start
 * items, and which continue a description. Menus put the pieces of an item in different orders:
 *   A  "Burger   $16" then description lines          (most menus)
 *   B  name, description lines, then the price alone   (tapas boards, some PDFs)
 *   C  name, price alone, then description             (right-aligned prices after OCR)
 *   D  name, then "description ... $16"                 (price at the end of the description)
 * so a text line is only classified after looking ahead at the lines that follow it.
 */
import type { MenuLine } from './classify';
import { addUnique, type Marks } from './dietary';
import { hasSectionWord, isHeadingShape } from './headings';
import { cleanHeading } from './item-text';
import { isAllCaps, startsLowercase, words } from './text-utils';

export interface DraftItem {
  /** Raw name text (split and cleaned later) or, for pending items, the name line. */
  nameText: string;
  description: string[];
  price: string;
  marks: Marks;
  indent: number;
}

export interface DraftCategory {
  name: string;
  description: string[];
  items: DraftItem[];
  /** "SAUCES  4 each": one price for every dish listed below the heading. */
  sectionPrice?: string;
}

export interface DocStyle {
  /** Most priced lines start lowercase ("burger 16"): lowercase is no sign of a description. */
  lowercaseNames: boolean;
  /** Most item names are ALL CAPS (typical of OCR'd diner menus). */
  capsNames: boolean;
}

function isDescriptionLike(text: string, style: DocStyle): boolean {
  if (!style.lowercaseNames && startsLowercase(text)) return true;
  if (/^\(/.test(text) || /[.]$/.test(text)) return true;
  return text.includes(',') || words(text).length > 8;
}

/** Style D: the priced line under a bare name reads as a description ("romaine, parmesan 12"). */
function isPricedDescription(line: MenuLine, style: DocStyle): boolean {
  const text = (line.price?.name ?? '').replace(/[\s.·…_~=|:;,–—-]+$/, '');
  return !line.addon && !style.lowercaseNames && Boolean(text) && startsLowercase(text);
}

function isNameLike(text: string, style: DocStyle): boolean {
  if (!text || isDescriptionLike(text, style)) return false;
  return words(text).length <= 8;
}

function mergeMarks(into: Marks, from: Marks): void {
  from.dietary.forEach((d) => addUnique(into.dietary, d));
  from.allergens.forEach((a) => addUnique(into.allergens, a));
}

export function assemble(lines: MenuLine[], style: DocStyle): DraftCategory[] {
  const categories: DraftCategory[] = [];
  let current: DraftCategory | null = null;
  let last: DraftItem | null = null;
  let pending: DraftItem | null = null;
  let breakSince = true; // a blank or noise line since the previous content line
  let afterHeading = true; // nothing but headings (or the document start) since the last item

  const content = (i: number) => lines[i] && lines[i].kind !== 'blank' && lines[i].kind !== 'noise';
  const nextContent = (i: number): number => {
    let j = i + 1;
    while (j < lines.length && !content(j)) j += 1;
    return j;
  };

  /** Does the text line at i start an item whose price comes later (styles B, C, D)? */
  const resolvesToItem = (i: number): boolean => {
    if (!isNameLike(lines[i].text, style)) return false;
    let j = nextContent(i);
    for (let hops = 0; hops < 4 && j < lines.length; hops += 1) {
      const next = lines[j];
      if (next.kind === 'price') return true;
      if (next.kind === 'priced') return isPricedDescription(next, style);
      if (next.kind !== 'text' || !next.text || !isDescriptionLike(next.text, style)) return false;
      j = nextContent(j);
    }
    return false;
  };

  const ensureCategory = (): DraftCategory => {
    if (!current) {
      current = { name: 'General', description: [], items: [] };
      categories.push(current);
    }
    return current;
  };

  const addItem = (item: DraftItem) => {
    ensureCategory().items.push(item);
    last = item;
    afterHeading = false;
  };

  const flushPending = () => {
    // The look-ahead promised a price that never came: keep the dish, without a price.
    if (pending) addItem(pending);
    pending = null;
  };

  /**
   * The first heading of a document is often its title ("Vineyard Room Wine List", "MOONLIGHT
   * LOUNGE - Cocktail Menu"): dishes listed straight under a title belong to 'General'.
   */
  const isTitle = (text: string, i: number): boolean => {
    if (categories.length > 0 || lines.slice(0, i).some((l) => l.kind === 'priced')) return false;
    const next = lines[i + 1];
    return /\b(?:menu|list|carte)\b/i.test(text) || next?.kind === 'noise';
  };

  const startCategory = (text: string, sectionPrice?: string, i = -1) => {
    flushPending();
    const name = i >= 0 && isTitle(text, i) ? 'General' : cleanHeading(text);
    current = { name, description: [], items: [], sectionPrice };
    categories.push(current);
    last = null;
    afterHeading = true;
  };

  /** In all-lowercase menus ("mains" over "burger 16") a heading is a short line before dishes. */
  const isLowercaseHeading = (i: number): boolean => {
    const text = lines[i].text;
    if (!style.lowercaseNames || words(text).length > 4 || /[,\d.]/.test(text)) return false;
    const next = lines[nextContent(i)];
    return (breakSince || hasSectionWord(text)) && next?.kind === 'priced' && !next.addon;
  };

  const headingDecision = (i: number): boolean => {
    const line = lines[i];
    if (isLowercaseHeading(i)) return true;
    if (!isHeadingShape(line.text, line.decorated)) return false;
    const vocab = hasSectionWord(line.text);
    const lastItem = last as DraftItem | null;
    if (line.decorated) return true;
    if (isAllCaps(line.text)) {
      // Under an item, an indented caps line is its description ("CHOICE OF HOT OR MILD").
      if (lastItem && !breakSince && line.indent > lastItem.indent && !vocab) return false;
      if (style.capsNames && lastItem && !breakSince && !vocab) {
        const j = nextContent(i);
        const next = lines[j];
        return Boolean(next && ((next.kind === 'priced' && !next.addon) || (next.kind === 'text' && resolvesToItem(j))));
      }
      return true;
    }
    return vocab || breakSince || afterHeading;
  };

  const continues = (line: MenuLine): boolean => {
    const lastItem = last as DraftItem | null;
    if (!lastItem) return false;
    if (!breakSince) return true;
    return line.indent > lastItem.indent || (!style.lowercaseNames && startsLowercase(line.text));
  };

  /** A priced heading ("SAUCES  4 each", "Sides $6") followed by dish names without prices. */
  const isSectionPrice = (line: MenuLine, i: number): boolean => {
    const name = line.price?.name ?? '';
    if (line.price?.position !== 'trailing' || !isHeadingShape(name, false)) return false;
    if (!breakSince && !afterHeading) return false;
    const capsHeading = isAllCaps(name) && !style.capsNames;
    if (!capsHeading && !/\beach\b/i.test(line.price.display)) return false;
    const bare = (n: number) =>
      lines[n]?.kind === 'text' &&
      isNameLike(lines[n].text, style) &&
      !(isAllCaps(lines[n].text) && !style.capsNames) &&
      !resolvesToItem(n);
    const j = nextContent(i);
    return bare(j) && bare(nextContent(j));
  };

  const onText = (line: MenuLine, i: number) => {
    const target = pending ?? last;
    if (!line.text) {
      if (target) mergeMarks(target.marks, line.marks); // a line of marks only: "(v)"
      return;
    }
    const section = current as DraftCategory | null;
    if (section?.sectionPrice && isNameLike(line.text, style) && !line.decorated) {
      if (!(isAllCaps(line.text) && !style.capsNames)) {
        addItem({ nameText: line.text, description: [], price: section.sectionPrice, marks: line.marks, indent: line.indent });
        return;
      }
    }
    if (pending) {
      if (resolvesToItem(i)) {
        flushPending();
      } else if (isDescriptionLike(line.text, style) || !isHeadingShape(line.text, line.decorated)) {
        pending.description.push(line.text);
        mergeMarks(pending.marks, line.marks);
        return;
      } else {
        flushPending();
      }
    }
    if (resolvesToItem(i) && !(line.decorated && isHeadingShape(line.text, true))) {
      pending = { nameText: line.text, description: [], price: '', marks: line.marks, indent: line.indent };
      return;
    }
    if (headingDecision(i)) {
      startCategory(line.text, undefined, i);
      return;
    }
    const lastItem = last as DraftItem | null;
    if (lastItem && continues(line)) {
      lastItem.description.push(line.text);
      mergeMarks(lastItem.marks, line.marks);
      return;
    }
    if (current && afterHeading) (current as DraftCategory).description.push(line.text);
    // Otherwise an orphan line (a tagline, a stray note): dropped.
  };

  const onPriced = (line: MenuLine, i: number) => {
    const price = line.price!;
    const lastItem = last as DraftItem | null;
    if (isSectionPrice(line, i)) {
      startCategory(price.name, price.display);
      return;
    }
    if (line.addon) {
      flushPending();
      if (lastItem && !afterHeading) lastItem.description.push(line.text);
      else if (current) (current as DraftCategory).description.push(line.text);
      return;
    }
    if (pending) {
      const p = pending as DraftItem;
      if (isPricedDescription(line, style)) {
        pending = null;
        addItem({ ...p, description: [...p.description, price.name], price: price.display });
        mergeMarks(p.marks, line.marks);
        return;
      }
      flushPending();
    }
    const nameText = price.name;
    // "with fries or salad 2" right under an item: an option of that item, not a new dish.
    if (lastItem && !breakSince && !style.lowercaseNames && startsLowercase(nameText)) {
      lastItem.description.push(line.text);
      return;
    }
    addItem({
      nameText,
      description: price.rest ? [price.rest] : [],
      price: price.display,
      marks: { dietary: [...line.marks.dietary], allergens: [...line.marks.allergens] },
      indent: line.indent,
    });
  };

  lines.forEach((line, i) => {
    switch (line.kind) {
      case 'blank':
      case 'noise':
        breakSince = true;
        return;
      case 'price': {
        const lastItem = last as DraftItem | null;
        if (pending) {
          const p = pending as DraftItem;
          pending = null;
          addItem({ ...p, price: line.price!.display });
        } else if (lastItem && !lastItem.price) {
          lastItem.price = line.price!.display;
        }
        break;
      }
      case 'priced':
        onPriced(line, i);
        break;
      case 'text':
        onText(line, i);
        break;
    }
    breakSince = false;
  });
  flushPending();
  return categories;
}
