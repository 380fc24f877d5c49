import { getBackend } from '@/backend';
import type { StaffMember } from '@/domain/staff';
import { migrateLegacyStaff, type RandomSource } from '@/domain/staff-rules';

/**
 * Reads the staff list and brings legacy records up to date (hire date, notification count). The migrated list is saved
 * at once so the random notification counts stay stable across reloads.
 */
export async function loadStaff(
  restaurantId: string,
  random: RandomSource = Math.random,
): Promise<StaffMember[]> {
  const backend = await getBackend();
  const stored = await backend.staff.list(restaurantId);
  const { staff, changed } = migrateLegacyStaff(stored, new Date(), random);
  return changed ? backend.staff.replace(restaurantId, staff) : staff;
}
