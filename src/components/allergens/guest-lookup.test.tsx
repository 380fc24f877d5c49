import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedMenu } from '@/domain/menu';
import { activateLocale } from '@/i18n';
import { I18nWrapper } from '@/testing/i18n-wrapper';
import { GuestLookup } from './guest-lookup';

const dinner: SavedMenu = {
  id: 'm1',
  name: 'Dinner',
  type: 'food',
  foodType: null,
  lastSaved: '2026-01-01T00:00:00.000Z',
  isSample: false,
  items: [
    {
      id: 'i1',
      name: 'Tahini Bowl',
      description: '',
      price: '$12',
      category: 'Mains',
      ingredients: [],
      allergens: [],
      dietary: [],
      available: true,
      allergenStates: { sesame: { state: 'contains' }, soybeans: { state: 'may_contain' } },
    },
    {
      id: 'i2',
      name: 'Miso Soup',
      description: '',
      price: '$8',
      category: 'Mains',
      ingredients: [],
      allergens: [],
      dietary: [],
      available: true,
      allergenStates: {},
    },
  ],
};

describe('the guest lookup in Spanish', () => {
  it("names the allergens and the reasons with the regime's glossary words", async () => {
    await activateLocale('es');
    render(<GuestLookup menus={[dinner]} regime="us" />, { wrapper: I18nWrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Ajonjolí (sésamo)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Soya' }));
    expect(screen.getByText('contiene ajonjolí (sésamo), puede contener soya')).toBeVisible();
    expect(screen.getByText('sin confirmar: soya, ajonjolí (sésamo)')).toBeVisible();
  });

  it('under EU rules, names them as the EU text does', async () => {
    await activateLocale('es');
    render(<GuestLookup menus={[dinner]} regime="eu" />, { wrapper: I18nWrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Sésamo' }));
    expect(screen.getByText('contiene sésamo')).toBeVisible();
    expect(screen.getByText('sin confirmar: sésamo')).toBeVisible();
  });
});
