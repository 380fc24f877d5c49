import { z } from 'zod';

export const STAFF_ROLES = [
  'Manager',
  'Chef',
  'Sous Chef',
  'Line Cook',
  'Server',
  'Host',
  'Bartender',
  'Sommelier',
  'Barback',
  'Busser',
  'Dishwasher',
] as const;

export const notificationPreferenceSchema = z.enum(['email', 'app', 'both']);
export const staffStatusSchema = z.enum(['active', 'invited', 'inactive']);

export const staffMemberSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  notificationPreference: notificationPreferenceSchema.catch('email'),
  status: staffStatusSchema.catch('active'),
  hireDate: z.string().optional(),
  notificationsReceived: z.number().int().nonnegative().catch(0),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
