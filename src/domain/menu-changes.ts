import { dietaryWords } from './change-set';
import { keptSections, pairChanges, pairItems, type Delta } from './item-pairing';
import type { MenuItem } from './menu';
import type { MenuChange } from './notification';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One change of a dish as the notify screen's row says it. */
function detail(change: Delta): string {
  switch (change.kind) {
    case 'price':
      return `Price ${change.before || 'none'} → ${change.after || 'none'}`;
    case 'allergen':
      return capitalise(change.allergens.map((a) => a.text).join('; '));
    case 'description':
      return 'Description updated';
    case 'dietary':
      return capitalise(dietaryWords(change));
    case 'availability':
      return change.after === 'available' ? 'Available again' : 'Not available';
    case 'moved':
      return `Moved from ${change.before} to ${change.after}`;
    default:
      return '';
  }
}

/**
 * What changed between the previously saved version of a menu and the one being saved, one row
 * per dish for the notify screen: new, removed, and every kind a kept dish can change by (price,
 * description, allergens, dietary marks, availability, section). Built on the change set's own pairing and
 * comparison (item-pairing.ts), so what is offered is exactly what an update sends.
 */
export function detectMenuChanges(previous: MenuItem[], next: MenuItem[]): MenuChange[] {
  const { pairs, added, removed } = pairItems(previous, next);
  const kept = new Map(pairs.map(([before, after]) => [after, before]));
  const fresh = new Set(added);
  const sections = keptSections(next);
  const changes: MenuChange[] = [];
  const row = (item: MenuItem) => ({
    id: item.id,
    name: item.name,
    category: item.category,
    price: item.price,
  });
  for (const item of next) {
    if (fresh.has(item)) {
      changes.push({
        ...row(item),
        details: item.description,
        isNew: true,
        isUpdated: false,
        changes: ['new'],
      });
      continue;
    }
    const before = kept.get(item);
    // The regime only orders allergen facts; both regimes' facts are listed either way.
    const found = before ? pairChanges(before, item, 'eu', sections) : [];
    if (!found.length) continue;
    changes.push({
      ...row(item),
      details: found.map(detail).join('; '),
      isNew: false,
      isUpdated: true,
      changes: found.map((c) => c.kind),
    });
  }
  for (const item of removed)
    changes.push({
      ...row(item),
      details: 'Removed from the menu',
      isNew: false,
      isUpdated: true,
      changes: ['removed'],
    });
  return changes;
}
