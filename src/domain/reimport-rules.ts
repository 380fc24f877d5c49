import { samePrice } from './dish-name';
import { pairItems } from './item-pairing';
import { stateOf, withSuggestions, type AllergenId, type AllergenStates } from './allergens';
import type { MenuItem } from './menu';
import { addItem } from './menu-rules';

/**
 * Re-importing a file for a menu that already exists: what the new file changes against the saved
 * menu, offered change by change before anything is saved. Only price and description count: the
 * import cannot be trusted on categories or dietary tags, and the manager's edits win.
 * Allergens are never a change either: a file brings suggestions, not confirmed states (ADR 0021),
 * so the confirmed states, the only allergen facts, cannot differ; an accepted change brings the
 * new file's suggestions along instead (see `refreshedStates`).
 * Unchanged items keep their ids and every field, so the change set later offered to staff (a diff
 * between versions) holds no false changes.
 */
export type ImportField = 'price' | 'description';

export type ImportFieldChange = { field: ImportField; before: string; after: string };

export type ImportChange =
  | { kind: 'new'; key: string; item: MenuItem }
  | {
      kind: 'changed';
      key: string;
      /** The saved item's id and name: the saved item is the one that changes. */
      id: string;
      name: string;
      fields: ImportFieldChange[];
      /**
       * The imported values of the changed fields, exactly as applying them writes them, with the
       * item's allergen states given the new file's suggestions when either has any.
       */
      update: Partial<Pick<MenuItem, ImportField | 'allergenStates'>>;
    }
  | { kind: 'removed'; key: string; item: MenuItem };

type ImportChangeUpdate = Extract<ImportChange, { kind: 'changed' }>['update'];

const squash = (s: string) => s.trim().replace(/\s+/g, ' ');

/**
 * The saved item's states beside the new file's reading. A confirmed row is the kitchen's word
 * and stays exactly as it is, its pending suggestion too: a new file does not reopen it. A row
 * still not confirmed takes the new file's suggestion (or loses a stale one). Any state the file
 * itself claims is ignored: the import suggests, never decides.
 */
function refreshedStates(saved: MenuItem, imported: MenuItem): AllergenStates {
  const suggested: AllergenStates = {};
  const ids = new Set([
    ...Object.keys(saved.allergenStates ?? {}),
    ...Object.keys(imported.allergenStates ?? {}),
  ]) as Set<AllergenId>;
  for (const id of ids) {
    const from = stateOf(saved.allergenStates, id) === 'not_confirmed' ? imported : saved;
    const entry = from.allergenStates?.[id];
    if (entry) suggested[id] = entry;
  }
  return withSuggestions(saved.allergenStates, suggested);
}

function fieldChanges(saved: MenuItem, imported: MenuItem) {
  const fields: ImportFieldChange[] = [];
  const update: ImportChangeUpdate = {};
  if (!samePrice(saved.price, imported.price)) {
    fields.push({ field: 'price', before: saved.price.trim(), after: imported.price.trim() });
    update.price = imported.price.trim();
  }
  if (squash(saved.description) !== squash(imported.description)) {
    const after = squash(imported.description);
    fields.push({ field: 'description', before: squash(saved.description), after });
    update.description = after;
  }
  // Only alongside a real change: a file whose only difference is its suggestions changes nothing.
  if (fields.length > 0 && (saved.allergenStates || imported.allergenStates))
    update.allergenStates = refreshedStates(saved, imported);
  return { fields, update };
}

/**
 * Pairs each imported item with a saved one by the one same-dish rule (item-pairing.ts pairItems),
 * without ids: a file read again gives its dishes new ones. Index of the saved item per imported
 * item, undefined for a new one.
 */
function matchItems(saved: MenuItem[], imported: MenuItem[]): (number | undefined)[] {
  const { pairs } = pairItems(saved, imported, { byId: false });
  const at = new Map(saved.map((item, j) => [item, j]));
  const of = new Map(pairs.map(([before, after]) => [after, at.get(before)]));
  return imported.map((item) => of.get(item));
}

/** What the imported file changes against the saved items: new, then changed, then removed. */
export function diffImport(saved: MenuItem[], imported: MenuItem[]): ImportChange[] {
  const pairs = matchItems(saved, imported);
  const matched = new Set(pairs.filter((p) => p !== undefined));
  const added: ImportChange[] = [];
  const changed: ImportChange[] = [];
  imported.forEach((item, i) => {
    const at = pairs[i];
    if (at === undefined) {
      added.push({ kind: 'new', key: `new:${i}`, item });
      return;
    }
    const before = saved[at]!;
    const { fields, update } = fieldChanges(before, item);
    if (fields.length)
      changed.push({
        kind: 'changed',
        key: `changed:${at}:${before.id}`,
        id: before.id,
        name: before.name,
        fields,
        update,
      });
  });
  const removed: ImportChange[] = saved.flatMap((item, j) =>
    matched.has(j) ? [] : [{ kind: 'removed' as const, key: `removed:${j}:${item.id}`, item }],
  );
  return [...added, ...changed, ...removed];
}

/** Ids for new items that no saved id can equal: `import-<time base36>-<n>`. */
export function importIdSource(now: number = Date.now()): () => string {
  let n = 0;
  const stamp = now.toString(36);
  return () => `import-${stamp}-${(n += 1)}`;
}

/**
 * The saved items with the accepted changes applied, in their order: changed fields written onto
 * the saved item (its id, category, ingredients, dietary tags and availability untouched), removed
 * items dropped, new items added at the end of their category with a fresh id. A rejected change
 * leaves its saved item exactly as it was.
 */
export function applyImport(
  saved: MenuItem[],
  changes: ImportChange[],
  accepted: ReadonlySet<string>,
  newId: () => string = importIdSource(),
): MenuItem[] {
  const take = changes.filter((c) => accepted.has(c.key));
  const updates = new Map<string, Partial<MenuItem>>();
  const dropped = new Set<string>();
  for (const c of take) {
    if (c.kind === 'changed') updates.set(c.id, c.update);
    if (c.kind === 'removed') dropped.add(c.item.id);
  }
  let items = saved
    .filter((item) => !dropped.has(item.id))
    .map((item) => (updates.has(item.id) ? { ...item, ...updates.get(item.id) } : item));
  const used = new Set(saved.map((i) => i.id));
  for (const c of take) {
    if (c.kind !== 'new') continue;
    let id = newId();
    // An injected source may repeat an id; a suffix keeps every id unique all the same.
    for (let n = 2; used.has(id); n += 1) id = `${id.replace(/~\d+$/, '')}~${n}`;
    used.add(id);
    items = addItem(items, { ...c.item, id });
  }
  return items;
}
