import { z } from 'zod';

export const SPECIAL_CATEGORIES = [
  'Special Offers',
  'Limited Time',
  "Chef's Selection",
  'Holiday Specials',
] as const;

export const specialSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().default(''),
  price: z.string().default(''),
  category: z.string().default('Special Offers'),
  startDate: z.string().nullable().default(null),
  endDate: z.string().nullable().default(null),
});
export type Special = z.infer<typeof specialSchema>;
