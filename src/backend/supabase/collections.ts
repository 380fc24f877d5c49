import type { SupabaseClient } from '@supabase/supabase-js';
import { sampleNotifications } from '@/domain/seeds/sample-notifications';
import { sampleSpecials } from '@/domain/seeds/sample-specials';
import { sampleStaff } from '@/domain/seeds/sample-staff';
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
import { withSampleList, withSampleRows } from '../shared/samples';
import { createTableCollection } from './table-collection';

type Authorize = (restaurantId: string) => Promise<void>;
type SamplesShown = (restaurantId: string) => Promise<boolean>;

/**
 * Staff, specials, notifications and training modules in their tables (issue 8), replacing the
 * browser storage they had before. The spec's sample people, specials and updates are never
 * written into a real team's tables (ADR 0004): they are shown beside the stored rows, marked,
 * until the manager removes them, as in local mode (ADR 0026).
 */
export function createTableCollections(
  client: SupabaseClient,
  authorize: Authorize,
  samplesShown: SamplesShown,
) {
  const staff = createTableCollection(client, authorize, {
    table: 'staff_members',
    key: 'staffid',
    select: STAFF_SELECT,
    order: { column: 'created_at', ascending: true },
    label: 'staff',
    rowLabel: 'staff member',
    schema: staffMemberSchema,
    fromRow: staffFromRow,
    columns: staffColumns,
    versioned: true,
  });
  const specials = createTableCollection(client, authorize, {
    table: 'specials',
    key: 'specialid',
    select: '*',
    order: { column: 'created_at', ascending: true },
    label: 'specials',
    rowLabel: 'special',
    schema: specialSchema,
    fromRow: specialFromRow,
    columns: specialColumns,
    versioned: true,
  });
  return {
    staff: withSampleRows(staff, () => sampleStaff(), samplesShown),
    specials: withSampleRows(specials, () => sampleSpecials(), samplesShown),
    notifications: withSampleList(
      createSupabaseNotifications(client, authorize),
      () => sampleNotifications(),
      samplesShown,
    ),
    training: createTableCollection(client, authorize, {
      table: 'training_modules',
      key: 'moduleid',
      select: '*',
      order: { column: 'created_at', ascending: false },
      label: 'training modules',
      rowLabel: 'training module',
      schema: savedTrainingModuleSchema,
      fromRow: trainingFromRow,
      columns: trainingColumns,
      versioned: true,
    }),
  };
}
