import type { SavedMenu } from '../menu';
import { sampleItems } from './sample-items';

/** The fixed sample menus, seeded once per restaurant and marked as samples. */
export function sampleMenus(now = new Date()): SavedMenu[] {
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
  return [
    {
      id: 'sample-dinner',
      name: 'Dinner',
      type: 'food',
      foodType: 'dinner',
      items: [...sampleItems.food],
      lastSaved: daysAgo(3),
      isSample: true,
    },
    {
      id: 'sample-lunch',
      name: 'Lunch',
      type: 'food',
      foodType: 'lunch',
      items: sampleItems.food.slice(0, 6),
      lastSaved: daysAgo(6),
      isSample: true,
    },
    {
      id: 'sample-brunch',
      name: 'Weekend Brunch',
      type: 'food',
      foodType: 'brunch',
      items: [...sampleItems.brunch],
      lastSaved: daysAgo(10),
      isSample: true,
    },
    {
      id: 'sample-wine',
      name: 'Premium Wine Selection',
      type: 'wine',
      foodType: null,
      items: [...sampleItems.wine],
      lastSaved: daysAgo(14),
      isSample: true,
    },
    {
      id: 'sample-bar',
      name: 'Bar Menu',
      type: 'cocktail',
      foodType: null,
      items: [...sampleItems.cocktail],
      lastSaved: daysAgo(2),
      isSample: true,
    },
  ];
}
