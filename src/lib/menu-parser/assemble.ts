/**
 * Second pass: walks the classified lines and decides which are section headings, which start
 * items, and which continue a description. Menus put the pieces of an item in different orders:
 *   A  "Burger   $16" then description lines          (most menus)
 *   B  name, description lines, then the price alone   (tapas boards, some PDFs)
 *   C  name, price alone, then description             (right-aligned prices after OCR)
 *   D  name, then "description ... $16"                 (price at the end of the description)
 * so a text line is only classified after looking ahead (line-roles.ts).
 */
import type { MenuLine } from './classify';
import { copyMarks, extend, type DraftCategory } from './draft';
import { DraftBuilder } from './draft-builder';
import { isHeadingShape } from './headings';
import { commaListParts } from './lists';
import {
  isDashedDish,
  isListedName,
  isNameInSameType,
  isServedBelow,
  isUnpricedDish,
  isWrappedName,
} from './name-lines';
import {
  continuesItem,
  isDescribedDishName,
  isDescriptionLike,
  isHeadingLine,
  isNameLike,
  isPricedDescription,
  mergeMarks,
  nextContent,
  resolvesToItem,
  type DocStyle,
} from './line-roles';
import { isColumnHeading, isNoteUnder, isSectionPrice, isSectionPriceNote } from './section-price';
import { setMenuRole } from './set-menu';
import { isAllCaps, startsLowercase } from './text-utils';

export type { DocStyle } from './line-roles';
export type { DraftCategory, DraftItem } from './draft';

class Assembler extends DraftBuilder {
  /** The first line of a dish name wrapped onto the priced line below ("GRILLED CHEESE &"). */
  private namePrefix: string | null = null;
  /** An unpriced list of dishes that ended on a comma, so goes on below (set-menu.ts). */
  private openList: number | null = null;

  run(): DraftCategory[] {
    this.lines.forEach((line, i) => {
      if (line.kind === 'blank' || line.kind === 'noise') {
        this.breakSince = true;
        return;
      }
      if (line.kind === 'price') this.onPriceOnly(line);
      else if (line.kind === 'priced') this.onPriced(line, i);
      else this.onText(line, i);
      this.breakSince = false;
    });
    this.flushPending();
    return this.categories;
  }

  private onPriceOnly(line: MenuLine): void {
    const price = line.price!.display;
    if (this.pending) {
      const item = { ...this.pending, price, to: line.index };
      this.pending = null;
      this.addItem(item);
    } else if (this.last && !this.last.price) {
      this.last.price = price;
      this.last.to = line.index;
    }
  }

  private onPriced(line: MenuLine, i: number): void {
    const price = line.price!;
    // "three courses 32" over an unpriced menu prices the meal, not a dish.
    if (this.style.unpriced && !this.categories.some((c) => c.items.length)) {
      return this.noteSection(line);
    }
    // A line known to describe the held name (dish-blocks.ts, the reader model) ends its item
    // with its price, however short it is ("Ketchup $8"): no section price, no column heading.
    const described = this.pending && line.role === 'description' && !line.addon;
    if (!described && isSectionPrice(this.flow(), i))
      return this.startCategory(price.name, i, price.display);
    if (!described && isColumnHeading(this.flow(), i)) return this.startCategory(price.name, i);
    if (this.current && isSectionPriceNote(this.flow(), i)) {
      this.current.sectionPrice = price.display;
      return;
    }
    if (line.addon) {
      this.flushPending();
      return this.describe(line);
    }
    if (this.pending) {
      if (isPricedDescription(line, this.style) || this.pending.described || described) {
        const p = this.pending;
        this.pending = null;
        mergeMarks(p.marks, line.marks);
        return this.addItem({
          ...p,
          description: [...p.description, price.name],
          price: price.display,
          to: line.index,
        });
      }
      this.flushPending();
    }
    // "with fries or salad 2" right under an item: an option of that item, not a new dish.
    if (
      this.last &&
      !this.breakSince &&
      !line.cell &&
      !this.style.lowercaseNames &&
      startsLowercase(price.name)
    ) {
      extend(this.last, line, line.text);
      return;
    }
    const prefix = this.namePrefix;
    this.namePrefix = null;
    this.addItem({
      nameText: prefix ? `${prefix} ${price.name}` : price.name,
      description: price.rest ? [price.rest] : [],
      price: price.display,
      marks: copyMarks(line.marks),
      indent: line.indent,
      from: line.index,
      to: line.index,
    });
  }

  /** A line of a menu without prices (set-menu.ts); false to leave it to the general rules. */
  private onSetMenuLine(line: MenuLine, i: number): boolean {
    let p = i - 1;
    while (p >= 0 && this.lines[p].kind === 'noise') p -= 1;
    const above = this.lines[p]?.kind === 'text' ? this.lines[p] : undefined;
    const listAbove = above !== undefined && this.openList === above.index;
    const role = setMenuRole(line, above, listAbove, this.breakSince, this.style);
    if (!role) return false;
    if (role.role === 'continues') {
      if (!this.last) return false;
      extend(this.last, line, line.text);
    } else if (role.role === 'note') {
      this.noteSection(line);
    } else {
      const names = role.role === 'list' ? role.parts : [line.text];
      for (const nameText of names) {
        const at = { from: line.index, to: line.index, indent: line.indent };
        this.addItem({ nameText, description: [], price: '', ...at, marks: copyMarks(line.marks) });
      }
      this.openList = role.role === 'list' && /,\s*$/.test(line.text) ? line.index : null;
    }
    return true;
  }

  private onText(line: MenuLine, i: number): void {
    const { style } = this;
    if (!line.text) {
      const target = this.pending ?? this.last;
      if (target) mergeMarks(target.marks, line.marks); // a line of marks only: "(v)"
      return;
    }
    // "A LA MODE ADD 1.50", "Choice of chicken, tofu or vegetables. Add shrimp +2.00".
    if (line.addon) return this.describe(line);
    if (this.continueName(line)) return;
    if (line.blockName) {
      this.flushPending();
      return this.holdName(line, true);
    }
    const sectionPrice = this.current?.sectionPrice;
    // "EVERY SPRITZ IS POURED OVER ICE" under "SPRITZES $9": about the section.
    if (sectionPrice && this.afterHeading && isNoteUnder(line, sectionPrice)) {
      return this.noteSection(line);
    }
    // The list right under its priced heading ("Sides €3.80" / "wedges, corn cob, coleslaw").
    const listed =
      sectionPrice && this.afterHeading && !this.pending && !startsLowercase(line.text)
        ? commaListParts(line.text)
        : null;
    if (listed) {
      const at = { description: [], price: sectionPrice!, from: line.index, to: line.index };
      for (const name of listed) {
        this.addItem({ nameText: name, ...at, indent: line.indent, marks: copyMarks(line.marks) });
      }
      return;
    }
    // After a break, a line over dishes with their own prices opens the next section.
    const next = this.lines[nextContent(this.lines, i)];
    const opensSection = this.breakSince && next?.kind === 'priced' && !next.addon;
    if (sectionPrice && isNameLike(line.text, style) && !line.decorated && !opensSection) {
      // Capitals in a mixed-case menu are headings, unless the heading said "each".
      if (!(isAllCaps(line.text) && !style.capsNames) || /\b(?:each|any)\b/i.test(sectionPrice)) {
        return this.addNamed(line, sectionPrice);
      }
    }
    // "PASTRAMI - rye, mustard" with its price below it, among "NAME - description  9" dishes.
    const dashed = isDashedDish(this.lines, i, this.current);
    if (this.pending) {
      const describes =
        isDescriptionLike(line.text, style) || !isHeadingShape(line.text, line.decorated);
      // A name read as described (isDescribedDishName) has its description checked already.
      const own = this.pending.described || !resolvesToItem(this.lines, i, style);
      if (!dashed && own && (describes || line.minor || this.pending.described)) {
        extend(this.pending, line, line.text);
        return;
      }
      this.flushPending();
    }
    // "HOUSE LEMONADE" / "16 oz. with fresh mint  $5": a drink over its serving and price, however
    // it is set, not a section.
    if (this.current && isServedBelow(this.lines, i)) return this.holdName(line, true);
    if (
      dashed ||
      (resolvesToItem(this.lines, i, style) && !(line.decorated && isHeadingShape(line.text, true)))
    ) {
      return this.holdName(line);
    }
    if (this.current && isListedName(this.flow(), line, i, true)) {
      return this.addNamed(line);
    }
    if (
      isWrappedName(this.flow(), line, i) ||
      isNameInSameType(this.flow(), line, i, this.current?.headingSize)
    ) {
      this.namePrefix = line.text;
      return;
    }
    if (style.unpriced && this.current && this.onSetMenuLine(line, i)) return;
    if (isHeadingLine(this.flow(), i)) {
      // "GRILL" / "FROM OUR FARM:" / "Every cut comes from...": a label over a note, not a section.
      if (this.current && this.afterHeading && line.colon) {
        const next = this.lines[nextContent(this.lines, i)];
        if (next?.kind === 'text' && isDescriptionLike(next.text, style)) {
          return this.noteSection(line);
        }
      }
      if (!this.current || !isDescribedDishName(this.lines, i, style)) {
        return this.startCategory(line.text, i);
      }
      return this.holdName(line, true);
    }
    // A dish name between two descriptions whose price the scan lost: kept without a price (the
    // missing price lowers its confidence) rather than read as more description.
    if (this.current && isUnpricedDish(this.flow(), line, i)) {
      return this.addNamed(line);
    }
    if (this.current && isListedName(this.flow(), line, i)) {
      return this.addNamed(line);
    }
    if (this.last && continuesItem(this.flow(), line)) return extend(this.last, line, line.text);
    if (this.afterHeading) this.noteSection(line);
    // Otherwise an orphan line (a tagline, a stray note): dropped.
  }
}

export function assemble(lines: MenuLine[], style: DocStyle): DraftCategory[] {
  return new Assembler(lines, style).run();
}
