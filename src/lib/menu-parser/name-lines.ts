/**
 * Two readings of a text line that a heading rule would otherwise take: the first half of a long
 * dish name, and a dish whose price the scan lost.
 */
import type { MenuLine } from './classify';
import { hasSectionWord } from './headings';
import { isDescriptionLike, isNameLike, nextContent, type Flow } from './line-roles';
import { isAllCaps, startsLowercase, words } from './text-utils';

/**
 * In an ALL CAPS menu, a caps line straight under a dish (no break) and straight over a caps
 * dish with its price is the first half of a long name, not a section heading.
 */
export function isWrappedName(flow: Flow, line: MenuLine, i: number): boolean {
  if (!flow.style.capsNames || flow.breakSince || flow.afterHeading || line.styledHeading) {
    return false;
  }
  if (!isAllCaps(line.text) || line.decorated) return false;
  const next = flow.lines[i + 1];
  const nextName = (next?.price?.name ?? '').replace(/\([^)]*\)?/g, '').trim();
  if (next?.kind !== 'priced' || next.addon || !isAllCaps(nextName)) return false;
  // "GRILLED CHEESE &" / "SOUP $10.49": the name breaks off mid-phrase, or a long line runs on
  // into one or two words; a short section word over a dish ("SIDES" / "FRIES $4") does not.
  const dangling = /(?:&|\+|,|\b(?:and|with|of|in|on|de|di|al|au|la))$/i.test(line.text);
  const n = line.text.split(/\s+/).length;
  const runsOn = words(nextName).length <= 2 && (n >= 4 || (n === 3 && !hasSectionWord(line.text)));
  return dangling || runsOn;
}

/** A dish name between two descriptions whose price the scan lost. */
export function isUnpricedDish(flow: Flow, line: MenuLine, i: number): boolean {
  const { style } = flow;
  if (line.minor || !isNameLike(line.text, style) || startsLowercase(line.text)) return false;
  if (isAllCaps(line.text) && !style.capsNames) return false;
  const describes = (l: MenuLine | undefined) =>
    Boolean(l && l.kind === 'text' && l.text && (l.minor || isDescriptionLike(l.text, style)));
  let p = i - 1;
  while (p >= 0 && (flow.lines[p].kind === 'blank' || flow.lines[p].kind === 'noise')) p -= 1;
  const afterDescription = flow.afterHeading || describes(flow.lines[p]);
  return afterDescription && describes(flow.lines[nextContent(flow.lines, i)]);
}
