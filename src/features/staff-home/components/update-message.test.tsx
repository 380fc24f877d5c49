import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n';
import { installFakeStaffAccess, staffUpdate, testMembership } from '@/testing/fake-staff-access';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StaffOfflineProvider } from './staff-offline-provider';
import { UpdatesList } from './updates-list';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const ENGLISH = 'No <b>fish</b> tonight: push the Roast Chicken ($26)';
const SPANISH = 'No hay <b>pescado</b> esta noche: recomienden el Roast Chicken ($26)';

const render = () =>
  renderWithProviders(
    <StaffOfflineProvider userId="user-1">
      <UpdatesList membership={testMembership} />
    </StaffOfflineProvider>,
    { route: '/my-updates' },
  );

describe("the manager's message on the update card", () => {
  it('shows the translation for the language shown, marked, with the original one tap away', async () => {
    installFakeStaffAccess({
      updates: [
        staffUpdate({
          id: 'u-1',
          message: SPANISH,
          messageLocale: 'es',
          messageTranslations: { en: ENGLISH },
        }),
      ],
    });
    const { user } = render();
    // The card is named by what it shows; model text stays text, never markup.
    const card = await screen.findByRole('listitem', { name: ENGLISH });
    expect(within(card).getByText(ENGLISH)).toHaveAttribute('lang', 'en');
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('Translated')).toBeVisible();
    const toOriginal = within(card).getByRole('button', { name: 'Show original' });
    expect(toOriginal).toHaveClass('min-h-11');

    // By keyboard: Tab to the button and Enter, in place.
    toOriginal.focus();
    await user.keyboard('{Enter}');
    expect(within(card).getByText(SPANISH)).toHaveAttribute('lang', 'es');
    expect(within(card).queryByText(ENGLISH)).toBeNull();
    expect(within(card).queryByText('Translated')).toBeNull();
    const toTranslation = within(card).getByRole('button', { name: 'Show translation' });
    expect(toTranslation).toHaveFocus();
    expect(card).toHaveAccessibleName(SPANISH);

    await user.click(toTranslation);
    expect(within(card).getByText(ENGLISH)).toBeVisible();
    expect(within(card).getByText('Translated')).toBeVisible();
  });

  it('reads in Spanish for a Spanish screen, an English message translated', async () => {
    await activateLocale('es');
    installFakeStaffAccess({
      updates: [
        staffUpdate({
          id: 'u-1',
          message: ENGLISH,
          messageLocale: 'en',
          messageTranslations: { es: SPANISH },
        }),
      ],
    });
    const { user } = render();
    const card = await screen.findByRole('listitem', { name: SPANISH });
    expect(within(card).getByText('Traducido')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Ver original' }));
    expect(within(card).getByText(ENGLISH)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Ver traducción' })).toBeVisible();
  });

  it('shows the message as written, unmarked, with no translation for the language shown', async () => {
    await act(() => activateLocale('en'));
    installFakeStaffAccess({
      updates: [
        staffUpdate({
          id: 'u-1',
          message: ENGLISH,
          messageLocale: 'en',
          messageTranslations: { es: SPANISH },
        }),
        staffUpdate({ id: 'u-2', message: 'Staff meal at 4' }),
      ],
    });
    render();
    for (const name of [ENGLISH, 'Staff meal at 4']) {
      const card = await screen.findByRole('listitem', { name });
      expect(within(card).queryByText('Translated')).toBeNull();
      expect(
        within(card).queryByRole('button', { name: /Show (original|translation)/ }),
      ).toBeNull();
    }
  });
});
