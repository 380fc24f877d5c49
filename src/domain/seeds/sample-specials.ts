import { addDays, format } from 'date-fns';
import type { Special } from '../special';
import { sampleItems } from './sample-items';

/** Specials seed (SPEC §4): sample food items as Special Offers, today to 7 days ahead. */
export function sampleSpecials(now = new Date()): Special[] {
  const start = format(now, 'yyyy-MM-dd');
  const end = format(addDays(now, 7), 'yyyy-MM-dd');
  return sampleItems.food.slice(0, 3).map((item, i) => ({
    id: `special-seed-${i + 1}`,
    name: item.name,
    description: item.description,
    price: item.price,
    category: 'Special Offers',
    startDate: start,
    endDate: end,
  }));
}
