import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMembership } from '@/backend/port';
import { activateLocale } from '@/i18n';
import {
  installFakeStaffAccess,
  itemChange,
  staffUpdate,
  testMembership,
} from '@/testing/fake-staff-access';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StaffOfflineProvider } from './staff-offline-provider';
import { UpdatesList } from './updates-list';

// A price change and a new dish with sesame: what a Spanish-speaking server must get right.
const update = staffUpdate({
  id: 'u-1',
  message: 'Cambios para esta noche',
  itemNames: ['Burrata', 'Sesame Noodles'],
  changeSet: [
    itemChange({
      itemId: 'i-burrata',
      name: 'Burrata',
      kind: 'price',
      before: '$16',
      after: '$18',
    }),
    itemChange({
      itemId: 'i-noodles',
      name: 'Sesame Noodles',
      kind: 'new',
      after: '$14',
      description: 'Cold noodles, sesame dressing',
      allergens: [
        { allergen: 'sesame', from: 'not_confirmed', to: 'contains', text: 'contains sesame' },
      ],
    }),
  ],
});

const SPANISH = { open: 'Abrir aviso', changes: 'Cambios' };

async function openChanges(membership: StaffMembership, words = SPANISH) {
  installFakeStaffAccess({ updates: [update] });
  const { user } = renderWithProviders(
    <StaffOfflineProvider userId="user-1">
      <UpdatesList membership={membership} />
    </StaffOfflineProvider>,
    { route: '/my-updates' },
  );
  const card = await screen.findByRole('listitem', { name: 'Cambios para esta noche' });
  await user.click(within(card).getByRole('button', { name: words.open }));
  const list = within(card).getByRole('list', { name: words.changes });
  return { card, rows: within(list).getAllByRole('listitem') };
}

describe('an update’s change list in the language shown', () => {
  it('reads in Spanish, the allergen named by the US glossary, the dish as printed', async () => {
    await activateLocale('es');
    const { card, rows } = await openChanges(testMembership); // allergenRegime 'us'
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Cambio de alérgenos: Sesame Noodles - plato nuevo - $14 - contiene ajonjolí (sésamo)',
      'Burrata - precio: $16 → $18',
    ]);
    expect(within(rows[0]!).getByText('Cambio de alérgenos')).toBeVisible();
    // The menu's own words are not translated.
    expect(within(rows[0]!).getByText('Cold noodles, sesame dressing')).toBeVisible();
    expect(within(rows[1]!).getByRole('link', { name: 'Ver en el menú' })).toBeVisible();
    expect(card).toHaveTextContent('Actualización del menú · 2 platos');
  });

  it('names the allergen by the EU glossary for a restaurant under EU rules', async () => {
    await activateLocale('es');
    const { rows } = await openChanges({ ...testMembership, allergenRegime: 'eu' });
    expect(rows[0]).toHaveAccessibleName(
      'Cambio de alérgenos: Sesame Noodles - plato nuevo - $14 - contiene sésamo',
    );
  });

  it('reads in English as before for an English reader', async () => {
    const { rows } = await openChanges(testMembership, { open: 'Open update', changes: 'Changes' });
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Allergen change: Sesame Noodles - new - $14 - contains sesame',
      'Burrata $16 → $18',
    ]);
  });
});
