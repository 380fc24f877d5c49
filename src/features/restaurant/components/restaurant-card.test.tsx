import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Restaurant } from '@/domain/restaurant';
import { I18nWrapper } from '@/testing/i18n-wrapper';
import { RestaurantCard } from './restaurant-card';

const restaurant = (website_url: string | null): Restaurant => ({
  restaurantid: '1',
  orgid: 1,
  userid: 'u-1',
  restaurant_name: 'Chez Test',
  location_address: '1 Main St',
  phone_num: null,
  website_url,
  allergen_regime: null,
  samples_removed: true,
  version: 1,
});

describe('RestaurantCard', () => {
  it('links an https website', () => {
    render(<RestaurantCard restaurant={restaurant('https://chez.example')} onEdit={() => {}} />, {
      wrapper: I18nWrapper,
    });
    expect(screen.getByRole('link', { name: 'https://chez.example' })).toHaveAttribute(
      'href',
      'https://chez.example/',
    );
  });

  it('shows a stored javascript: website as text, never as a link', () => {
    const { container } = render(
      <RestaurantCard restaurant={restaurant('javascript:alert(1)')} onEdit={() => {}} />,
      { wrapper: I18nWrapper },
    );
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('[href]')).toBeNull();
  });
});
