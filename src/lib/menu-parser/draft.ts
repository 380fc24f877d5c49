/**
 * What the assembler builds before parse.ts finishes it: sections and items with the classified
 * lines they were read from.
 */
import type { MenuLine } from './classify';
import type { Marks } from './dietary';
import { mergeMarks } from './line-roles';

export interface DraftItem {
  /** Raw name text, split into name and description and cleaned in parse.ts. */
  nameText: string;
  description: string[];
  price: string;
  marks: Marks;
  indent: number;
  /** First and last classified line (MenuLine.index) the item was read from. */
  from: number;
  to: number;
  /** A name set like a heading whose description below ends with its price (line-roles.ts). */
  described?: boolean;
  /** Moved under the heading set over its column and its neighbours (band-headings.ts). */
  band?: boolean;
}

export interface DraftCategory {
  name: string;
  description: string[];
  items: DraftItem[];
  /** "SAUCES  4 each": one price for every dish listed below the heading. */
  sectionPrice?: string;
  /** Read as a heading from its position alone: no styling, capitals or section word. */
  weak?: boolean;
  /** The heading's type size relative to the body, when the layout gave one. */
  headingSize?: number;
  /** The classified line of the heading (MenuLine.index), when there is one. */
  headingLine?: number;
  /** Other classified lines the section was read from: its notes, a repeated heading. */
  otherLines: number[];
  /** Priced add-on and deal lines ("Add bacon 2.5", "2 for £10"): options, never dishes. */
  addOns: string[];
}

export const copyMarks = (marks: Marks): Marks => ({
  dietary: [...marks.dietary],
  allergens: [...marks.allergens],
});

/** A line that continues an item: its text joins the description, its marks the item's. */
export function extend(item: DraftItem, line: MenuLine, text: string): void {
  item.description.push(text);
  mergeMarks(item.marks, line.marks);
  item.to = Math.max(item.to, line.index);
}

/** Moves an item to another section, in reading order among that section's items. */
export function moveItem(item: DraftItem, from: DraftCategory, to: DraftCategory): void {
  from.items.splice(from.items.indexOf(item), 1);
  const at = to.items.findIndex((i) => i.from > item.from);
  to.items.splice(at < 0 ? to.items.length : at, 0, item);
}
