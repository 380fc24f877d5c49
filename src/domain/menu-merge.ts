import { pairItems } from './item-pairing.ts';
import type { MenuItem } from './menu.ts';

/*
 * The three-way merge of a menu whose save was refused because someone else saved it first
 * (ADR 0055). Base: the version the editor started from; mine: the editor's draft; theirs: the
 * menu as stored now. Their additions, removals and edits stay; mine go on top; a dish both sides
 * changed differently, or one side changed while the other removed it, is a conflict the manager
 * decides: nothing is dropped without being shown.
 */

/**
 * A dish the two saves disagree on. `mine` / `theirs` null: that side removed it. `base` null:
 * both sides added a dish of the same name.
 */
export type MergeConflict = {
  /** Unique within one merge: what the manager's choice is keyed by. */
  key: string;
  base: MenuItem | null;
  mine: MenuItem | null;
  theirs: MenuItem | null;
};

export type MergeSlot =
  { kind: 'item'; item: MenuItem } | { kind: 'conflict'; conflict: MergeConflict };

export type MenuMerge = {
  /** The merged menu in order, a conflict where the manager's choice goes. */
  slots: MergeSlot[];
  conflicts: MergeConflict[];
};

export type MergeChoice = 'mine' | 'theirs';

/** Keys in a fixed order and empty allergen rows dropped, so equal dishes compare equal. */
function canonical(item: MenuItem): string {
  const { id: _id, allergenStates, ...fields } = item;
  const states = Object.entries(allergenStates ?? {})
    .filter(([, e]) => e && (e.state !== 'not_confirmed' || e.suggestion))
    .sort(([a], [b]) => a.localeCompare(b));
  const sorted = Object.entries(fields).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([sorted, states]);
}

/** The same dish content (its id aside): what an unchanged, or equally changed, dish is. */
export const sameDish = (a: MenuItem, b: MenuItem) => canonical(a) === canonical(b);

/** One merged entry and the item it has on each side, which place it in the merged order. */
type Entry = { slot: MergeSlot; mine: MenuItem | null; theirs: MenuItem | null };

/** The base dishes still on both sides, in a side's order, by their base ids. */
function commonOrder(side: MenuItem[], toBase: Map<MenuItem, MenuItem>, kept: Set<MenuItem>) {
  return side
    .map((i) => toBase.get(i))
    .filter((b): b is MenuItem => !!b && kept.has(b))
    .map((b) => b.id);
}

const sameOrder = (a: string[], b: string[]) => a.join('\n') === b.join('\n');

/**
 * The merged order: one side's list is the frame (theirs, unless only I reordered dishes), and
 * what is only on the other side goes right after the dish it followed there, so a dish added
 * under "Desserts" stays among the desserts.
 */
function order(
  entries: Entry[],
  frame: 'mine' | 'theirs',
  lists: { mine: MenuItem[]; theirs: MenuItem[] },
) {
  const other = frame === 'mine' ? 'theirs' : 'mine';
  const byFrame = new Map<MenuItem, Entry>();
  const byOther = new Map<MenuItem, Entry>();
  for (const e of entries) {
    if (e[frame]) byFrame.set(e[frame], e);
    if (e[other]) byOther.set(e[other], e);
  }
  // Entries found only on the other side, after the framed entry they followed there.
  const after = new Map<Entry | null, Entry[]>();
  let anchor: Entry | null = null;
  for (const item of lists[other]) {
    const e = byOther.get(item);
    if (!e) continue;
    if (e[frame]) anchor = e;
    else if (after.has(anchor)) after.get(anchor)!.push(e);
    else after.set(anchor, [e]);
  }
  const out = [...(after.get(null) ?? [])];
  for (const item of lists[frame]) {
    const e = byFrame.get(item);
    if (!e) continue;
    out.push(e, ...(after.get(e) ?? []));
  }
  return out;
}

/**
 * Merges my draft into the menu as stored now. Dishes are matched by id, then by the one
 * same-dish rule (item-pairing.ts), which also pairs two new dishes of the same name.
 */
export function mergeMenuItems(base: MenuItem[], mine: MenuItem[], theirs: MenuItem[]): MenuMerge {
  const toMine = pairItems(base, mine);
  const toTheirs = pairItems(base, theirs);
  const mineOf = new Map(toMine.pairs);
  const theirsOf = new Map(toTheirs.pairs);
  const entries: Entry[] = [];
  const keep = (item: MenuItem, m: MenuItem | null, t: MenuItem | null) =>
    entries.push({ slot: { kind: 'item', item }, mine: m, theirs: t });
  const conflict = (key: string, b: MenuItem | null, m: MenuItem | null, t: MenuItem | null) => {
    const c: MergeConflict = { key, base: b, mine: m, theirs: t };
    entries.push({ slot: { kind: 'conflict', conflict: c }, mine: m, theirs: t });
  };

  for (const b of base) {
    const m = mineOf.get(b) ?? null;
    const t = theirsOf.get(b) ?? null;
    const mineChanged = !m || !sameDish(b, m);
    const theirsChanged = !t || !sameDish(b, t);
    if (!mineChanged) {
      if (t) keep(t, m, t);
    } else if (!theirsChanged) {
      if (m) keep(m, m, t);
    } else if (m && t && sameDish(m, t)) keep(t, m, t);
    else if (m || t) conflict(`base:${b.id}`, b, m, t);
  }

  // New on both sides: one dish when they agree, else the manager picks.
  const added = pairItems(toTheirs.added, toMine.added);
  for (const [t, m] of added.pairs)
    if (sameDish(t, m)) keep(t, m, t);
    else conflict(`added:${t.id}`, null, m, t);
  for (const t of added.removed) keep(t, null, t);
  for (const m of added.added) keep(m, m, null);

  // My reordering is kept only when they did not reorder too.
  const kept = new Set(base.filter((b) => mineOf.has(b) && theirsOf.has(b)));
  const baseOrder = base.filter((b) => kept.has(b)).map((b) => b.id);
  const mineMoved = !sameOrder(commonOrder(mine, invert(mineOf), kept), baseOrder);
  const theirsMoved = !sameOrder(commonOrder(theirs, invert(theirsOf), kept), baseOrder);
  const frame = mineMoved && !theirsMoved ? 'mine' : 'theirs';

  const slots = order(entries, frame, { mine, theirs }).map((e) => e.slot);
  return { slots, conflicts: slots.flatMap((s) => (s.kind === 'conflict' ? [s.conflict] : [])) };
}

function invert<K, V>(map: Map<K, V>): Map<V, K> {
  return new Map([...map].map(([k, v]) => [v, k]));
}

/** The dishes to save once every conflict has a choice; a choice of a removal drops the dish. */
export function resolveMerge(
  merge: MenuMerge,
  choices: ReadonlyMap<string, MergeChoice>,
): MenuItem[] {
  return merge.slots.flatMap((slot) => {
    if (slot.kind === 'item') return [slot.item];
    const choice = choices.get(slot.conflict.key);
    if (!choice) throw new Error(`No choice for the conflict ${slot.conflict.key}`);
    const item = slot.conflict[choice];
    return item ? [item] : [];
  });
}

/** Conflicts still without a choice, in the menu's order. */
export const unresolved = (merge: MenuMerge, choices: ReadonlyMap<string, MergeChoice>) =>
  merge.conflicts.filter((c) => !choices.has(c.key));
