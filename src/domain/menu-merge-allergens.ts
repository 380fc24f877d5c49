import type { AllergenEntry, AllergenId, AllergenStates } from './allergens.ts';
import type { MenuItem } from './menu.ts';

/*
 * The allergen page's unsaved confirmations after its save was refused because someone else saved
 * the menu (ADR 0055). The page keeps each edited dish's whole states; here they become what the
 * manager changed, allergen by allergen, laid over the menu as stored now, so the other save's
 * confirmations stay. Nothing is dropped unseen: a dish they removed and an allergen both sides
 * set differently are returned for the page to name (mine stays in the draft, unsaved).
 */

/** One allergen of one dish set differently by the two saves. */
export type AllergenClash = {
  item: MenuItem;
  allergen: AllergenId;
  theirs: AllergenEntry | undefined;
  mine: AllergenEntry | undefined;
};

export type AllergenRebase = {
  /** Per item id, the states to keep editing: theirs with my changes on top. */
  edits: Record<string, AllergenStates>;
  /** Dishes I edited that the other save removed: the edits cannot be kept. */
  removed: MenuItem[];
  clashes: AllergenClash[];
};

/** Equal in meaning: a missing entry is an empty one (not confirmed, no suggestion). */
function sameEntry(a: AllergenEntry | undefined, b: AllergenEntry | undefined): boolean {
  const key = (e: AllergenEntry | undefined) =>
    !e || (e.state === 'not_confirmed' && !e.suggestion)
      ? ''
      : JSON.stringify([e.state, e.suggestion ?? null]);
  return key(a) === key(b);
}

const ids = (...all: (AllergenStates | undefined)[]) =>
  [...new Set(all.flatMap((s) => Object.keys(s ?? {})))] as AllergenId[];

/** Same states in meaning, whatever the key order or empty rows. */
export const sameStates = (a: AllergenStates | undefined, b: AllergenStates | undefined) =>
  ids(a, b).every((id) => sameEntry(a?.[id], b?.[id]));

/**
 * `base`: the dishes as the page had them when editing began; `edits`: the page's draft (per item
 * id, the whole states); `current`: the menu's dishes as stored now.
 */
export function rebaseAllergenEdits(
  base: readonly MenuItem[],
  edits: Readonly<Record<string, AllergenStates>>,
  current: readonly MenuItem[],
): AllergenRebase {
  const out: AllergenRebase = { edits: {}, removed: [], clashes: [] };
  for (const [itemId, mine] of Object.entries(edits)) {
    const was = base.find((i) => i.id === itemId);
    const now = current.find((i) => i.id === itemId);
    if (!now) {
      if (was) out.removed.push(was);
      continue;
    }
    const from = was?.allergenStates;
    const theirs = now.allergenStates ?? {};
    const next: AllergenStates = { ...theirs };
    for (const id of ids(from, mine, theirs)) {
      if (sameEntry(mine[id], from?.[id])) continue;
      if (!sameEntry(theirs[id], from?.[id]) && !sameEntry(theirs[id], mine[id]))
        out.clashes.push({ item: now, allergen: id, theirs: theirs[id], mine: mine[id] });
      if (mine[id]) next[id] = mine[id];
      else delete next[id];
    }
    if (!sameStates(next, theirs)) out.edits[itemId] = next;
  }
  return out;
}
