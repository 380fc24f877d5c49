import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menu';
import { applyImport, diffImport, importIdSource, type ImportChange } from './reimport-rules';
import { menuItem as item } from '@/testing/fixtures';

const saved: MenuItem[] = [
  item({
    id: 's-1',
    name: 'Burrata',
    price: '$14',
    description: 'Tomato, basil',
    category: 'To Share',
    allergens: ['Dairy'],
    dietary: ['vegetarian'],
    ingredients: ['burrata', 'tomato'],
  }),
  item({ id: 's-2', name: 'Cod', price: '$28', description: 'Brown butter', category: 'Mains' }),
  item({ id: 's-3', name: 'Roast Chicken', price: '$24', category: 'Mains', available: false }),
];

/** The same menu as a fresh parse would give it: new ids, no manager-only fields. */
const reparsed = (items: MenuItem[]) =>
  items.map((i, n) =>
    item({ ...i, id: `item-${n + 1}`, dietary: [], ingredients: [], available: true }),
  );

const keys = (changes: ImportChange[]) => new Set(changes.map((c) => c.key));
const ids = () => {
  let n = 0;
  return () => `new-${(n += 1)}`;
};

describe('diffImport', () => {
  it('finds no change in an identical re-import, and applying it keeps every item as saved', () => {
    const imported = reparsed(saved);
    const changes = diffImport(saved, imported);
    expect(changes).toEqual([]);
    expect(applyImport(saved, changes, keys(changes))).toEqual(saved);
  });

  it('finds exactly one new item, one price change and one removal', () => {
    const imported = [
      { ...reparsed(saved)[0]!, price: '$16' },
      reparsed(saved)[2]!,
      item({ id: 'item-9', name: 'Halibut', price: '$32', category: 'Mains' }),
    ];
    const changes = diffImport(saved, imported);
    expect(changes).toEqual([
      { kind: 'new', key: 'new:2', item: imported[2] },
      {
        kind: 'changed',
        key: 'changed:0:s-1',
        id: 's-1',
        name: 'Burrata',
        fields: [{ field: 'price', before: '$14', after: '$16' }],
        update: { price: '$16' },
      },
      { kind: 'removed', key: 'removed:1:s-2', item: saved[1] },
    ]);
  });

  it('ignores whitespace in prices and descriptions, case and accents in names', () => {
    const imported = [
      { ...reparsed(saved)[0]!, name: 'BURRATA', price: '$ 14', description: '  Tomato,\n basil ' },
      { ...reparsed(saved)[1]!, name: 'Cód' },
      { ...reparsed(saved)[2]!, name: 'roast chicken.' },
    ];
    expect(diffImport(saved, imported)).toEqual([]);
  });

  it('is no change when an item only moved category or its dietary tags differ', () => {
    const imported = reparsed(saved).map((i) => ({ ...i, category: 'Menu', dietary: ['vegan'] }));
    expect(diffImport(saved, imported)).toEqual([]);
  });

  it('is no change when only the allergen suggestions or the old free lists differ', () => {
    const imported = reparsed(saved);
    imported[0] = {
      ...imported[0]!,
      allergens: [],
      allergenStates: {
        milk: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['burrata'] } },
      },
    };
    imported[1] = { ...imported[1]!, allergens: ['Fish', 'Dairy'] };
    expect(diffImport(saved, imported)).toEqual([]);
  });

  it('ignores a confirmed state the file claims: the import only suggests', () => {
    const list = [item({ id: 'c', name: 'Cod', allergenStates: { fish: { state: 'contains' } } })];
    const imported = [item({ id: '1', name: 'Cod', allergenStates: { fish: { state: 'free' } } })];
    expect(diffImport(list, imported)).toEqual([]);
  });

  it('matches a name with a trailing size or price within the same category only', () => {
    const list = [
      item({ id: 'w', name: 'Wings', category: 'Starters' }),
      item({ id: 'm', name: 'Merlot', category: 'Wine' }),
    ];
    const imported = [
      item({ id: 'a', name: 'Wings 12 pc', category: 'Starters', price: '$12' }),
      item({ id: 'b', name: 'Merlot glass', category: 'Cocktails' }),
    ];
    const changes = diffImport(list, imported);
    expect(changes.map((c) => [c.kind, c.kind === 'changed' ? c.id : c.item.id])).toEqual([
      ['new', 'b'],
      ['changed', 'w'],
      ['removed', 'm'],
    ]);
  });

  it('pairs duplicate names in order, the same way every time', () => {
    const list = [
      item({ id: 'a', name: 'Soup', price: '$8' }),
      item({ id: 'b', name: 'Soup', price: '$9' }),
    ];
    const imported = [
      item({ id: '1', name: 'soup', price: '$8' }),
      item({ id: '2', name: 'Soup', price: '$10' }),
      item({ id: '3', name: 'Soup', price: '$11' }),
    ];
    const changes = diffImport(list, imported);
    expect(changes).toEqual(diffImport(list, imported));
    expect(changes.map((c) => [c.kind, c.key])).toEqual([
      ['new', 'new:2'],
      ['changed', 'changed:1:b'],
    ]);
    expect(diffImport(list, imported.slice(0, 1)).map((c) => c.key)).toEqual(['removed:1:b']);
  });
});

describe('applyImport', () => {
  const imported = [
    { ...reparsed(saved)[0]!, price: '$16', category: 'Starters' },
    reparsed(saved)[2]!,
    item({ id: 'item-9', name: 'Halibut', price: '$32', category: 'Mains' }),
  ];
  const changes = diffImport(saved, imported);

  it('keeps the saved item exactly as it was when its change is rejected', () => {
    const accepted = new Set(['new:2', 'removed:1:s-2']);
    const items = applyImport(saved, changes, accepted, ids());
    expect(items.find((i) => i.id === 's-1')).toEqual(saved[0]);
    expect(items.map((i) => i.name)).toEqual(['Burrata', 'Roast Chicken', 'Halibut']);
  });

  it('applies everything accepted: the new price on the saved item, the removal, the new item with a new id', () => {
    const items = applyImport(saved, changes, keys(changes), ids());
    expect(items).toEqual([
      { ...saved[0]!, price: '$16' },
      saved[2],
      { ...imported[2]!, id: 'new-1' },
    ]);
  });

  it('keeps the saved item when its removal is rejected', () => {
    const items = applyImport(saved, changes, new Set(), ids());
    expect(items).toEqual(saved);
  });

  it('never gives a new item an id already in use', () => {
    const items = applyImport(saved, changes, new Set(['new:2']), () => 's-1');
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.at(-1)).toMatchObject({ name: 'Halibut', id: 's-1~2' });
  });

  it("keeps the kitchen's confirmed states and takes the new suggestions only where nothing is confirmed", () => {
    const cream = { state: 'contains' as const, because: ['cream'] };
    const list = [
      item({
        id: 's',
        name: 'Chowder',
        price: '$12',
        allergens: ['milk'],
        allergenStates: {
          milk: { state: 'contains' },
          // Confirmed free despite the old reading: stays as the kitchen left it.
          gluten: { state: 'free', suggestion: { state: 'contains', because: ['roux'] } },
          fish: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['cod'] } },
          celery: {
            state: 'not_confirmed',
            suggestion: { state: 'contains', because: ['celery'] },
          },
        },
      }),
    ];
    const imported = [
      item({
        id: 'i',
        name: 'Chowder',
        price: '$13',
        allergenStates: {
          milk: { state: 'free', suggestion: cream },
          gluten: {
            state: 'not_confirmed',
            suggestion: { state: 'may_contain', because: ['flour'] },
          },
          fish: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['haddock'] } },
          sesame: { state: 'not_confirmed', suggestion: { state: 'may_contain', because: [] } },
        },
      }),
    ];
    const changes = diffImport(list, imported);
    expect(changes).toMatchObject([{ kind: 'changed', fields: [{ field: 'price' }] }]);
    const [chowder] = applyImport(list, changes, keys(changes), ids());
    expect(chowder).toEqual({
      ...list[0],
      price: '$13',
      allergenStates: {
        milk: { state: 'contains' },
        gluten: { state: 'free', suggestion: { state: 'contains', because: ['roux'] } },
        fish: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['haddock'] } },
        // The new file no longer reads celery: the stale suggestion goes.
        sesame: { state: 'not_confirmed', suggestion: { state: 'may_contain', because: [] } },
      },
    });
  });

  it('brings a new item in with its suggestions', () => {
    const halibut = item({
      id: 'h',
      name: 'Halibut',
      allergenStates: {
        fish: { state: 'not_confirmed', suggestion: { state: 'contains', because: ['halibut'] } },
      },
    });
    const changes = diffImport([], [halibut]);
    expect(applyImport([], changes, keys(changes), ids())).toEqual([{ ...halibut, id: 'new-1' }]);
  });

  it('makes ids from the time and a counter by default', () => {
    const next = importIdSource(Date.UTC(2026, 0, 1));
    expect([next(), next()]).toEqual([
      `import-${Date.UTC(2026, 0, 1).toString(36)}-1`,
      `import-${Date.UTC(2026, 0, 1).toString(36)}-2`,
    ]);
    const [added] = applyImport(saved, changes, new Set(['new:2'])).slice(-1);
    expect(added!.id).toMatch(/^import-[a-z0-9]+-1$/);
  });
});
