import type { SupabaseClient } from '@supabase/supabase-js';
import { specialSchema } from '@/domain/special';
import { staffMemberSchema } from '@/domain/staff';
import { savedTrainingModuleSchema } from '@/domain/training';
import {
  specialColumns,
  specialFromRow,
  STAFF_SELECT,
  staffColumns,
  staffFromRow,
  trainingColumns,
  trainingFromRow,
} from './collection-rows';
import { createSupabaseNotifications } from './notifications';
import { createTableCollection } from './table-collection';

type Authorize = (restaurantId: string) => Promise<void>;

/**
 * Staff, specials, notifications and training modules in their tables (issue 8), replacing the
 * browser storage they had before. A new restaurant starts with none of them: the spec's sample
 * people and updates are never written into a real team's directory (ADR 0004).
 */
export function createTableCollections(client: SupabaseClient, authorize: Authorize) {
  return {
    staff: createTableCollection(client, authorize, {
      table: 'staff_members',
      key: 'staffid',
      select: STAFF_SELECT,
      order: { column: 'created_at', ascending: true },
      label: 'staff',
      schema: staffMemberSchema,
      fromRow: staffFromRow,
      columns: staffColumns,
    }),
    specials: createTableCollection(client, authorize, {
      table: 'specials',
      key: 'specialid',
      select: '*',
      order: { column: 'created_at', ascending: true },
      label: 'specials',
      schema: specialSchema,
      fromRow: specialFromRow,
      columns: specialColumns,
    }),
    notifications: createSupabaseNotifications(client, authorize),
    training: createTableCollection(client, authorize, {
      table: 'training_modules',
      key: 'moduleid',
      select: '*',
      order: { column: 'created_at', ascending: false },
      label: 'training modules',
      schema: savedTrainingModuleSchema,
      fromRow: trainingFromRow,
      columns: trainingColumns,
    }),
  };
}
