/**
 * Reading a menu whose dishes carry no prices (a set menu, an afternoon tea priced as a whole).
 * With no price to close an item, each line under a heading is judged on its own: a dish, the
 * wrapped end of the dish above, a list of dishes, or a note about the section.
 */
import type { MenuLine } from './classify';
import type { DocStyle } from './line-roles';
import { hasSectionWord } from './headings';
import { listParts } from './lists';
import { isAllCaps, startsLowercase, words } from './text-utils';

export type SetMenuRole =
  { role: 'dish' } | { role: 'list'; parts: string[] } | { role: 'continues' } | { role: 'note' };

/** "Served with …", "Choose one …", "Each comes with …": about the dishes. */
const NOTE_START =
  /^(?:served|please|choose|a choice|choice|each|all|includes?|including|available|ask|our|supplement|not to be|for the table|to share)\b/i;
/** The line above breaks off mid-phrase, so this one finishes it. */
const DANGLING = /(?:[,&+]|\b(?:and|with|of|or|in|on|a|the))$/i;

/**
 * "Fries, Onion Rings, Creamed Leeks & Bacon": `min` or more dishes, each capitalised (the words
 * after a dish's first comma describe it in lowercase). "&" and "and" stay inside a dish.
 */
function dishList(text: string, min: number): string[] | null {
  const parts = listParts(text.replace(/[,\s]+$/, ''), /\s*,\s*(?:(?:and|or)\s+)?/i, min);
  return parts && parts.every((p) => /^\p{Lu}/u.test(p)) ? parts : null;
}

/**
 * What the text line means in an unpriced menu, or null to leave it to the general rules
 * (headings, styled descriptions). `above` is the content line right above it with no break
 * between them, `listAbove` whether that line was a list of dishes.
 */
export function setMenuRole(
  line: MenuLine,
  above: MenuLine | undefined,
  listAbove: boolean,
  breakSince: boolean,
  style: DocStyle,
): SetMenuRole | null {
  const text = line.text;
  if (line.minor || line.decorated || line.styledHeading || !text) return null;
  if (isAllCaps(text) && !style.capsNames) return null;
  // Under a list that ended on a comma, two dishes go on with it.
  const list = dishList(text, listAbove ? 2 : 3);
  if (listAbove && list) return { role: 'list', parts: list };
  if (above && !breakSince && DANGLING.test(above.text)) return { role: 'continues' };
  if (startsLowercase(text)) return null;
  if (NOTE_START.test(text) || /[:.!]$/.test(text)) return { role: 'note' };
  // "Starters", "Main Courses" set apart in plain type: a heading after all.
  if (breakSince && hasSectionWord(text) && words(text).length <= 3) return null;
  if (list) return { role: 'list', parts: list };
  const name = text.split(/,\s/)[0];
  return words(name).length <= 8 && words(text).length <= 20 ? { role: 'dish' } : null;
}
