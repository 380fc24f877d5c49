import { describe, expect, it } from 'vitest';
import {
  buildChangeSet,
  changeSetSchema,
  groupByKind,
  isSafetyChange,
  KIND_ORDER,
  requiresQuiz,
  sortChanges,
  type ItemChange,
} from './change-set';
import { changeLineIn } from './i18n/change-text';

const changeLine = (c: ItemChange) => changeLineIn('en', c, 'eu');
import { menuItem as item } from '@/testing/fixtures';

const burrata = item({ id: 'b', name: 'Burrata', price: '$16', description: 'Tomatoes' });
const tartare = item({ id: 't', name: 'Tartare', price: '$22' });
const soup = item({ id: 's', name: 'Soup', price: '$9', dietary: ['Vegetarian'] });
const cod = item({ id: 'c', name: 'Cod', price: '$28', description: 'Beer batter' });

describe('buildChangeSet', () => {
  it('finds every kind, with the old and the new value', () => {
    const previous = [burrata, tartare, soup, cod];
    const next = [
      { ...burrata, price: '$18', description: 'Heirloom tomatoes' },
      { ...tartare, allergenStates: { sesame: { state: 'contains' as const } } },
      { ...soup, dietary: ['vegan'], available: false },
      item({ id: 'h', name: 'Halibut', price: '$34', description: 'Brown butter' }),
    ];
    const changes = buildChangeSet('dinner', previous, next, 'eu');
    expect(changeSetSchema.parse(changes)).toEqual(changes);
    const find = (name: string, kind: ItemChange['kind']) =>
      changes.find((c) => c.name === name && c.kind === kind);
    expect(find('Burrata', 'price')).toMatchObject({
      before: '$16',
      after: '$18',
      menuId: 'dinner',
    });
    expect(find('Burrata', 'description')).toMatchObject({
      before: 'Tomatoes',
      after: 'Heirloom tomatoes',
      description: 'Heirloom tomatoes',
    });
    expect(find('Tartare', 'allergen')?.allergens).toEqual([
      { allergen: 'sesame', from: 'not_confirmed', to: 'contains', text: 'now contains sesame' },
    ]);
    expect(find('Soup', 'dietary')).toMatchObject({
      before: 'Vegetarian',
      after: 'vegan',
      dietary: { added: ['vegan'], removed: ['Vegetarian'] },
    });
    expect(find('Soup', 'availability')).toMatchObject({
      before: 'available',
      after: 'not available',
    });
    expect(find('Halibut', 'new')).toMatchObject({
      before: '',
      after: '$34',
      description: 'Brown butter',
      allergens: [],
    });
    expect(find('Cod', 'removed')).toMatchObject({
      before: '$28',
      after: '',
      description: 'Beer batter',
    });
    expect(changes).toHaveLength(7);
  });

  it('tells staff a dish moved to another section, but not that a section was renamed', () => {
    const starters = [
      { ...burrata, category: 'Starters' },
      { ...tartare, category: 'Starters' },
      { ...cod, category: 'Mains' },
    ];
    const moved = [starters[0]!, { ...tartare, category: 'Mains' }, starters[2]!];
    const changes = buildChangeSet('dinner', starters, moved, 'eu');
    expect(changes.map((c) => [c.name, c.kind, c.before, c.after])).toEqual([
      ['Tartare', 'moved', 'Starters', 'Mains'],
    ]);
    expect(changes.map(changeLine)).toEqual(['Tartare: moved from Starters to Mains']);
    const renamed = starters.map((d) =>
      d.category === 'Starters' ? { ...d, category: 'Small Plates' } : d,
    );
    expect(buildChangeSet('dinner', starters, renamed, 'eu')).toEqual([]);
  });

  it('matches dishes by name when a re-upload gave them new ids', () => {
    const next = [
      { ...burrata, id: 'x1', name: ' burrata ' },
      { ...cod, id: 'x2' },
    ];
    expect(buildChangeSet('m', [burrata, cod], next, 'eu')).toEqual([]);
  });

  it('does not let a dish of the same name take the place of one that kept its id', () => {
    const renamed = { ...burrata, name: 'Burrata, aged' };
    const twin = item({ id: 'new', name: 'Burrata', price: '$30' });
    const changes = buildChangeSet('m', [burrata], [twin, renamed], 'eu');
    expect(changes.map((c) => [c.itemId, c.kind])).toEqual([['new', 'new']]);
  });

  it('ignores suggestions: only confirmed states are facts', () => {
    const suggested = {
      ...tartare,
      allergenStates: {
        sesame: {
          state: 'not_confirmed' as const,
          suggestion: { state: 'contains' as const, because: [] },
        },
      },
    };
    expect(buildChangeSet('m', [tartare], [suggested], 'eu')).toEqual([]);
    const added = buildChangeSet('m', [], [suggested], 'eu');
    expect(added).toMatchObject([{ kind: 'new', allergens: [] }]);
    expect(requiresQuiz(added)).toBe(false);
  });

  it('lists what a new dish is confirmed to carry, and requires the quiz', () => {
    const halibut = item({
      id: 'h',
      name: 'Halibut',
      price: '$34',
      allergenStates: {
        fish: { state: 'contains' },
        sesame: { state: 'may_contain' },
        milk: { state: 'free' },
      },
    });
    const changes = buildChangeSet('m', [burrata], [burrata, halibut], 'eu');
    expect(changes[0]!.allergens).toEqual([
      { allergen: 'fish', from: 'not_confirmed', to: 'contains', text: 'contains fish' },
      { allergen: 'sesame', from: 'not_confirmed', to: 'may_contain', text: 'may contain sesame' },
    ]);
    expect(isSafetyChange(changes[0]!)).toBe(true);
    expect(requiresQuiz(changes)).toBe(true);
  });

  it('keeps allergens outside the regime that the kitchen confirmed', () => {
    const clams = item({
      id: 'k',
      name: 'Clams',
      allergenStates: { molluscs: { state: 'contains' } },
    });
    const changes = buildChangeSet('m', [{ ...clams, allergenStates: {} }], [clams], 'us');
    expect(changes).toMatchObject([{ kind: 'allergen', allergens: [{ allergen: 'molluscs' }] }]);
  });

  it('does not require a quiz for a price change alone', () => {
    const changes = buildChangeSet('m', [burrata], [{ ...burrata, price: '$18' }], 'eu');
    expect(changes).toHaveLength(1);
    expect(requiresQuiz(changes)).toBe(false);
  });

  it('puts allergen changes first, then the kinds in order, keeping the menu order', () => {
    const previous = [burrata, tartare, soup, cod];
    const next = [
      { ...burrata, price: '$18' },
      item({ id: 'n', name: 'Nicoise' }),
      { ...soup, price: '$10', allergenStates: { celery: { state: 'contains' as const } } },
      { ...tartare, price: '$23' },
    ];
    const changes = buildChangeSet('m', previous, next, 'eu');
    expect(changes.map((c) => `${c.kind} ${c.name}`)).toEqual([
      'allergen Soup',
      'new Nicoise',
      'removed Cod',
      'price Burrata',
      'price Soup',
      'price Tartare',
    ]);
    expect(sortChanges([...changes].reverse()).map((c) => c.kind)).toEqual(
      changes.map((c) => c.kind),
    );
    expect(groupByKind(changes).map(([kind, list]) => [kind, list.length])).toEqual([
      ['allergen', 1],
      ['new', 1],
      ['removed', 1],
      ['price', 3],
    ]);
    expect(KIND_ORDER[0]).toBe('allergen');
  });
});

describe('the English change line', () => {
  const line = (previous: (typeof burrata)[], next: (typeof burrata)[]) =>
    buildChangeSet('m', previous, next, 'eu').map(changeLine);

  it('says each kind in a short line', () => {
    const halibut = item({
      id: 'h',
      name: 'Halibut',
      price: '$34',
      allergenStates: { fish: { state: 'contains' }, sesame: { state: 'may_contain' } },
    });
    expect(line([], [halibut])).toEqual([
      'Halibut - new - $34 - contains fish, may contain sesame',
    ]);
    expect(line([], [{ ...halibut, price: '', allergenStates: {} }])).toEqual(['Halibut - new']);
    expect(line([burrata], [{ ...burrata, price: '$18' }])).toEqual(['Burrata $16 → $18']);
    expect(line([cod], [])).toEqual(['Removed: Cod']);
    expect(
      line([tartare], [{ ...tartare, allergenStates: { sesame: { state: 'contains' } } }]),
    ).toEqual(['Tartare: now contains sesame']);
    expect(line([burrata], [{ ...burrata, description: 'New' }])).toEqual([
      'Burrata: description updated',
    ]);
    expect(line([soup], [{ ...soup, available: false }])).toEqual(['Soup: no longer available']);
    expect(line([{ ...soup, available: false }], [soup])).toEqual(['Soup: now available']);
    expect(line([soup], [{ ...soup, dietary: ['vegan', 'gluten-free'] }])).toEqual([
      'Soup: now vegan; now gluten-free; no longer Vegetarian',
    ]);
  });
});
