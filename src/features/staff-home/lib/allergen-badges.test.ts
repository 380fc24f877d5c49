import { afterEach, describe, expect, it } from 'vitest';
import type { MenuItem } from '@/domain/menu';
import { activateLocale } from '@/i18n';
import { menuItem } from '@/testing/fixtures';
import { allergenBadges } from './allergen-badges';

afterEach(() => activateLocale('en'));

const tahini: MenuItem = menuItem({
  id: 'i1',
  name: 'Tahini Bowl',
  allergenStates: { sesame: { state: 'contains' }, milk: { state: 'may_contain' } },
});

describe('allergenBadges', () => {
  it('says what the states hold, and an old list as printed', () => {
    expect(allergenBadges(tahini, 'eu')).toEqual(['Contains sesame', 'May contain milk']);
    const listed = menuItem({ id: 'i2', name: 'Pie', allergens: ['dairy', 'egg'] });
    expect(allergenBadges(listed, 'eu')).toEqual(['Contains dairy', 'Contains egg']);
  });

  it('reads Spanish once Spanish is shown, the allergens from the reviewed glossary', async () => {
    await activateLocale('es');
    expect(allergenBadges(tahini, 'eu')).toEqual(['Contiene sésamo', 'Puede contener leche']);
  });
});
