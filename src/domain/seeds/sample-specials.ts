import { DEFAULT_SPECIAL_CATEGORY, type Special } from '../special';
import { defaultSpecialDates } from '../special-rules';
import { sampleItems } from './sample-items';

/** Specials seed: sample food items as Special Offers, today to 7 days ahead. */
export function sampleSpecials(now = new Date()): Special[] {
  const { startDate, endDate } = defaultSpecialDates(now);
  return sampleItems.food.slice(0, 3).map((item, i) => ({
    id: `special-seed-${i + 1}`,
    name: item.name,
    description: item.description,
    price: item.price,
    category: DEFAULT_SPECIAL_CATEGORY,
    startDate,
    endDate,
  }));
}
