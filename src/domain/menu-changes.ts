import { changeDetailIn, type ChangeDetail } from './i18n/change-detail';
import { keptSections, pairChanges, pairItems } from './item-pairing';
import type { MenuItem } from './menu';
import type { MenuChange } from './notification';

// Stored with the saved version, in English as it always was; English names an allergen the
// same under both regimes.
const detail = (change: ChangeDetail) => changeDetailIn('en', change, 'eu');

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
      details: detail({ kind: 'removed', before: '', after: '', allergens: [] }),
      isNew: false,
      isUpdated: true,
      changes: ['removed'],
    });
  return changes;
}
