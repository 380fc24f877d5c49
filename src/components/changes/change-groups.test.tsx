import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildChangeSet } from '@/domain/change-set';
import { changeLineIn } from '@/domain/i18n/change-text';
import { activateLocale } from '@/i18n';
import { menuItem as item } from '@/testing/fixtures';
import { I18nWrapper } from '@/testing/i18n-wrapper';
import { ChangeGroups } from './change-groups';

// A price change and a new dish with peanuts: the manager's update detail and a menu's history.
const changes = buildChangeSet(
  'm',
  [item({ id: 'p', name: 'Tartar de atún', price: '12 €' })],
  [
    item({ id: 'p', name: 'Tartar de atún', price: '14 €' }),
    item({
      id: 'n',
      name: 'Satay',
      price: '9 €',
      allergenStates: { peanuts: { state: 'contains' } },
    }),
  ],
  'us',
);

describe('ChangeGroups', () => {
  it('in Spanish, writes each line in Spanish with the regime’s allergen names', async () => {
    await activateLocale('es');
    render(<ChangeGroups changes={changes} headingLevel={3} regime="us" />, {
      wrapper: I18nWrapper,
    });
    for (const c of changes) expect(screen.getByText(changeLineIn('es', c, 'us'))).toBeVisible();
    expect(screen.getByText(/cacahuate \(maní\)/)).toBeVisible();
    expect(screen.queryByText(/contains peanuts|Satay - new/)).toBeNull();
  });

  it('in English, writes the lines as before', () => {
    render(<ChangeGroups changes={changes} headingLevel={3} regime="us" />, {
      wrapper: I18nWrapper,
    });
    for (const c of changes) expect(screen.getByText(changeLineIn('en', c, 'us'))).toBeVisible();
  });
});
