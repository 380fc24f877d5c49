import type { SectionAddOns } from './section-add-ons.ts';

/*
 * The sections' add-on lines in a merge (ADR 0055). They are short lines, not dishes, and never
 * in a change set, so they merge line by line without asking: their lines stay, my additions and
 * removals go on top. Saved versions do not record add-ons, so the base is what the editor started
 * from; without one (a draft kept before bases were), a union: a line may come back, none is lost.
 */

type Section = Pick<SectionAddOns, 'category' | 'addOns'>;

const lineKey = (line: string) => line.replace(/\s+/g, ' ').trim().toLowerCase();
const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.map(lineKey).join('\n') === b.map(lineKey).join('\n');
const linesOf = (all: readonly Section[], category: string) =>
  all.find((s) => s.category === category)?.addOns ?? [];

function mergeLines(base: readonly string[] | null, mine: readonly string[], theirs: string[]) {
  if (base && sameLines(mine, base)) return theirs;
  if (base && sameLines(theirs, base)) return [...mine];
  const had = new Set((base ?? []).map(lineKey));
  const kept = new Set(mine.map(lineKey));
  const removedByMe = (line: string) => had.has(lineKey(line)) && !kept.has(lineKey(line));
  const present = new Set(theirs.map(lineKey));
  const addedByMe = mine.filter((l) => !had.has(lineKey(l)) && !present.has(lineKey(l)));
  return [...theirs.filter((l) => !removedByMe(l)), ...addedByMe];
}

/** Each section's add-ons merged; sections in their order, then any only I have. */
export function mergeAddOns(
  base: readonly Section[] | null,
  mine: readonly Section[],
  theirs: readonly Section[],
): SectionAddOns[] {
  const categories = [...new Set([...theirs, ...mine].map((s) => s.category))];
  return categories
    .map((category) => ({
      category,
      addOns: mergeLines(base ? linesOf(base, category) : null, linesOf(mine, category), [
        ...linesOf(theirs, category),
      ]),
    }))
    .filter((s) => s.addOns.length > 0);
}
