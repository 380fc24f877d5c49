import { savedMenuSchema } from './menu';
import { parsedMenuSchema } from './parsed-menu';
import {
  ADD_ON_MAX_LENGTH,
  ADD_ONS_PER_SECTION,
  addOnsFromSections,
  addOnsToSave,
  renameAddOns,
  sectionAddOnsSchema,
  withAddOns,
} from './section-add-ons';

const saved = {
  id: 'menu-1',
  name: 'Dinner',
  type: 'food',
  foodType: null,
  items: [],
  lastSaved: '2026-11-25T00:00:00.000Z',
  isSample: false,
};

describe('a saved menu’s add-ons', () => {
  it('are read trimmed, per section', () => {
    const menu = savedMenuSchema.parse({
      ...saved,
      addOns: [{ category: 'Salads', addOns: ['  Add grilled halloumi 3.50 '] }],
    });
    expect(menu.addOns).toEqual([{ category: 'Salads', addOns: ['Add grilled halloumi 3.50'] }]);
  });

  it('are absent on a menu saved before add-ons existed, which still reads', () => {
    expect(savedMenuSchema.parse(saved).addOns).toBeUndefined();
  });

  it('refuse an over-long add-on, an empty one, and too many for one section', () => {
    const section = (addOns: string[]) => sectionAddOnsSchema.safeParse({ category: 'S', addOns });
    expect(section(['x'.repeat(ADD_ON_MAX_LENGTH)]).success).toBe(true);
    expect(section(['x'.repeat(ADD_ON_MAX_LENGTH + 1)]).success).toBe(false);
    expect(section(['   ']).success).toBe(false);
    expect(section(Array(ADD_ONS_PER_SECTION + 1).fill('Add egg 1')).success).toBe(false);
    expect(
      savedMenuSchema.safeParse({
        ...saved,
        addOns: [{ category: 'S', addOns: ['x'.repeat(ADD_ON_MAX_LENGTH + 1)] }],
      }).success,
    ).toBe(false);
  });
});

describe('a read menu’s add-ons', () => {
  const parsed = (addOns: unknown[]) => ({
    menuData: {
      categories: [{ id: 'category-1', name: 'Salads', addOns, items: [] }],
    },
    metadata: { menuType: 'food', lastUpdated: '2026-11-25', totalItems: 0 },
  });

  it('keep a model’s usable lines and drop the rest, rather than refusing the import', () => {
    const long = 'Add '.repeat(100);
    const menu = parsedMenuSchema.parse(parsed([' Add egg 1 ', 7, '', long]));
    expect(menu.menuData.categories[0]!.addOns).toEqual([
      'Add egg 1',
      long.slice(0, ADD_ON_MAX_LENGTH).trim(),
    ]);
    // Stored and read again (the upload draft), they stay the same.
    expect(parsedMenuSchema.parse(menu)).toEqual(menu);
  });

  it('go to the editor by section; a section of add-ons alone joins the one before it', () => {
    const item = {};
    expect(
      addOnsFromSections([
        { name: 'Salads', items: [item], addOns: ['Add grilled halloumi 3.50'] },
        { name: 'Extras', items: [], addOns: ['Add egg 1'] },
        { name: 'Mains', items: [item] },
        { name: 'Salads', items: [item], addOns: ['Add avocado 2'] },
      ]),
    ).toEqual([
      {
        category: 'Salads',
        addOns: ['Add grilled halloumi 3.50', 'Extras: Add egg 1', 'Add avocado 2'],
      },
    ]);
    expect(
      addOnsFromSections([
        { name: 'Deals', items: [], addOns: ['2 for £10'] },
        { name: 'Burgers', items: [item] },
      ]),
    ).toEqual([{ category: 'Burgers', addOns: ['Deals: 2 for £10'] }]);
  });
});

describe('editing add-ons', () => {
  const all = [
    { category: 'Salads', addOns: ['Add grilled halloumi 3.50'] },
    { category: 'Mains', addOns: ['Add fries 3'] },
  ];

  it('replaces one section’s list in place, and an empty list removes it', () => {
    expect(withAddOns(all, 'Salads', ['Add egg 1'])).toEqual([
      { category: 'Salads', addOns: ['Add egg 1'] },
      all[1],
    ]);
    expect(withAddOns(all, 'Salads', [])).toEqual([all[1]]);
  });

  it('follow a renamed section, and join the other list when renamed onto it', () => {
    expect(renameAddOns(all, 'Salads', 'Greens')).toEqual([
      all[1],
      { category: 'Greens', addOns: ['Add grilled halloumi 3.50'] },
    ]);
    expect(renameAddOns(all, 'Salads', 'Mains')).toEqual([
      { category: 'Mains', addOns: ['Add fries 3', 'Add grilled halloumi 3.50'] },
    ]);
  });

  it('save trimmed, without empty fields or sections the menu no longer has', () => {
    const edited = [
      { category: 'Salads', addOns: [' Add egg 1 ', '', '  '] },
      { category: 'Gone', addOns: ['Add fries 3'] },
      { category: 'Mains', addOns: [''] },
    ];
    expect(addOnsToSave(edited, ['Salads', 'Mains'])).toEqual([
      { category: 'Salads', addOns: ['Add egg 1'] },
    ]);
  });
});
