/**
 * The draft being built while assemble.ts walks the lines: where the walk stands, and the
 * operations that add items, sections and section notes. Which of them a line calls for is
 * decided in assemble.ts.
 */
import type { MenuLine } from './classify';
import { copyMarks, extend, type DraftCategory, type DraftItem } from './draft';
import { hasSectionWord } from './headings';
import { cleanHeading } from './item-text';
import { isDocumentTitle, type DocStyle, type Flow } from './line-roles';
import { hasUpcharge } from './price';
import { isAllCaps } from './text-utils';

/** A heading this many times the size of its section's dish names is no group inside it. */
const ABOVE_DISH_NAMES = 1.3;

function median(values: number[]): number {
  const known = values.filter((v) => v > 0).sort((a, b) => a - b);
  return known.length ? known[known.length >> 1] : Infinity;
}

/** "A LA MODE ADD 1.50": the amount after "add" is no price of a dish, but still a price. */
const ENDS_IN_AMOUNT = /\d(?:[.,]\d{1,2})?\s*(?:each|ea)?$/i;

export class DraftBuilder {
  readonly categories: DraftCategory[] = [];
  protected current: DraftCategory | null = null;
  protected last: DraftItem | null = null;
  /** A name line whose price is still to come (styles B, C, D). */
  protected pending: DraftItem | null = null;
  protected breakSince = true;
  protected afterHeading = true;

  constructor(
    protected readonly lines: MenuLine[],
    protected readonly style: DocStyle,
  ) {}

  protected flow(): Flow {
    return {
      lines: this.lines,
      style: this.style,
      breakSince: this.breakSince,
      afterHeading: this.afterHeading,
      lastIndent: this.last ? this.last.indent : null,
    };
  }

  protected addItem(item: DraftItem): void {
    if (!this.current) {
      this.current = { name: 'General', description: [], items: [], otherLines: [], addOns: [] };
      this.categories.push(this.current);
    }
    this.current.items.push(item);
    this.last = item;
    this.afterHeading = false;
  }

  /** A dish read from its name line alone: priced by its section, or without a price. */
  protected addNamed(line: MenuLine, price = ''): void {
    const at = { from: line.index, to: line.index, indent: line.indent };
    this.addItem({
      nameText: line.text,
      description: [],
      price,
      ...at,
      marks: copyMarks(line.marks),
    });
  }

  /** A dish name whose price is still to come; `described`: its description was checked. */
  protected holdName(line: MenuLine, described = false): void {
    const item = { nameText: line.text, description: [], price: '', indent: line.indent };
    const at = { from: line.index, to: line.index, ...(described ? { described } : {}) };
    this.pending = { ...item, ...at, marks: copyMarks(line.marks) };
  }

  /** The second line of a name set over two lines (dish-blocks.ts, the reader model). */
  protected continueName(line: MenuLine): boolean {
    const held = this.pending;
    if (line.role !== 'name-continued' || !held || held.to !== line.index - 1) return false;
    held.nameText = `${held.nameText} ${line.text}`;
    held.to = line.index;
    return true;
  }

  /** The look-ahead promised a price that never came: keep the dish, without a price. */
  protected flushPending(): void {
    if (this.pending) this.addItem(this.pending);
    this.pending = null;
  }

  protected startCategory(text: string, i: number, sectionPrice?: string): void {
    this.flushPending();
    // A heading set at half the size of the one above it or less ("CREPES" in dish-name type
    // under "MORNING PLATES" and its dishes): a group inside the section, not a section of
    // its own. (Under a title with no dishes yet, it is the first section; at the head of a row
    // of dishes, "KIDS   PIZZA $6  |  NUGGETS $5", it heads those dishes.)
    // A line set clearly larger than the section's dish names heads a section of its own,
    // however much larger the heading above it was ("ON THE SIDE" under a banner "MORNING PLATES").
    const size = this.lines[i].size;
    const above = this.current?.items.length ? this.current.headingSize : undefined;
    const dishes = this.current?.items.map((it) => this.lines[it.from]?.size ?? 0) ?? [];
    const overDishes = size !== undefined && size >= ABOVE_DISH_NAMES * median(dishes);
    if (
      size &&
      above &&
      size <= 0.5 * above &&
      !overDishes &&
      !sectionPrice &&
      !this.lines[i].cell
    ) {
      this.noteSection(this.lines[i]);
      this.last = null;
      this.afterHeading = true;
      return;
    }
    // "Made in our own still:" set smaller right under its heading, before any dish: a note on
    // the section (where its gins come from), not a section of its own.
    const heading = this.afterHeading && !this.current?.items.length ? this.current : undefined;
    const headingSize = heading && heading.name !== 'General' ? heading.headingSize : undefined;
    if (this.lines[i].colon && size && headingSize && size < 0.9 * headingSize && !sectionPrice) {
      this.noteSection(this.lines[i]);
      return;
    }
    const title = this.categories.length === 0 && isDocumentTitle(this.lines, i, text);
    const line = this.lines[i];
    const weak =
      !line.decorated && !line.styledHeading && !isAllCaps(text) && !hasSectionWord(text);
    this.current = {
      name: title ? 'General' : cleanHeading(text),
      description: [],
      items: [],
      sectionPrice,
      weak,
      headingSize: line.size,
      headingLine: line.index,
      otherLines: [],
      addOns: [],
    };
    this.categories.push(this.current);
    this.last = null;
    this.afterHeading = true;
  }

  protected noteSection(line: MenuLine): void {
    this.current?.description.push(line.text);
    this.current?.otherLines.push(line.index);
  }

  /**
   * A priced add-on or deal ("Add bacon 2.5", "Extra cheese +£1", "2 for £10") is an option for
   * the section, kept in its add-ons; unpriced ones ("with chips or salad") and stray notes go to
   * the item above, or describe the section.
   */
  protected describe(line: MenuLine): void {
    if (
      line.addon &&
      this.current &&
      (line.price || hasUpcharge(line.text) || ENDS_IN_AMOUNT.test(line.text))
    ) {
      // Not among the section's lines: until the editor shows add-ons, the review lists the
      // line as one no item was read from, so the manager still sees it.
      this.current.addOns.push(line.text);
      return;
    }
    if (this.last && !this.afterHeading) extend(this.last, line, line.text);
    else this.noteSection(line);
  }
}
