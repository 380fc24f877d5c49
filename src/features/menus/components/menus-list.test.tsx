import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuDraft, menuItem } from '@/testing/fixtures';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { MenusList } from './menus-list';

describe('MenusList', () => {
  it("links each saved menu's history by the menu's name", async () => {
    const { backend, userId, restaurantId } = await setupLocalBackend();
    const saved = await backend.menus.save(
      restaurantId,
      menuDraft([menuItem({ id: 'soup', name: 'Soup' })]),
    );
    renderWithProviders(<MenusList userId={userId} restaurantId={restaurantId} />, {
      route: '/menus',
    });
    expect(await screen.findByRole('link', { name: 'History of Dinner' })).toHaveAttribute(
      'href',
      `/menus/${saved.id}/history`,
    );
    expect(screen.getByRole('link', { name: 'Re-import Dinner' })).toBeVisible();
  });

  it('offers no history for the samples, which have no saved versions', async () => {
    const { userId, restaurantId } = await setupLocalBackend();
    renderWithProviders(<MenusList userId={userId} restaurantId={restaurantId} />, {
      route: '/menus',
    });
    expect((await screen.findAllByText('Sample')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /^History of/ })).toBeNull();
  });
});
