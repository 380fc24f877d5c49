import { savedTrainingModuleSchema } from '@/domain/training';
import { sampleMenus } from '@/domain/seeds/sample-menus';
import { sampleNotifications } from '@/domain/seeds/sample-notifications';
import { sampleSpecials } from '@/domain/seeds/sample-specials';
import { sampleStaff } from '@/domain/seeds/sample-staff';
import { specialSchema } from '@/domain/special';
import { staffMemberSchema } from '@/domain/staff';
import type { Backend } from '../port';
import { createCollectionStore } from '../shared/collection-store';
import { withSampleRows } from '../shared/samples';
import { keepStaffLinks } from './staff-teams';
import { createLocalAuth } from './auth';
import { createLocalData } from './data';
import { localKeys } from './keys';
import { createLocalNotifications } from './notifications';
import { createLocalStaffAccess } from './staff-access';

/** The embedded default: accounts and data live in this browser, no configuration needed. */
export function createLocalBackend(): Backend {
  const auth = createLocalAuth();
  const data = createLocalData(auth.currentUserId, () => sampleMenus());
  const authorize = data.authorizeRestaurant;
  // The samples are never stored: they are shown until the manager removes them (ADR 0026).
  const samplesShown = data.samplesShown;
  return {
    kind: 'local',
    auth,
    profiles: data.profiles,
    restaurants: data.restaurants,
    menus: data.menus,
    staff: withSampleRows(
      createCollectionStore(
        {
          key: localKeys.staff,
          schema: staffMemberSchema,
          seed: () => [],
          keepServerOwned: keepStaffLinks,
          label: 'staff member',
        },
        authorize,
      ),
      () => sampleStaff(),
      samplesShown,
    ),
    specials: withSampleRows(
      createCollectionStore(
        { key: localKeys.specials, schema: specialSchema, seed: () => [], label: 'special' },
        authorize,
      ),
      () => sampleSpecials(),
      samplesShown,
    ),
    notifications: withSampleRows(
      createLocalNotifications(authorize),
      () => sampleNotifications(),
      samplesShown,
    ),
    training: createCollectionStore(
      {
        key: localKeys.training,
        schema: savedTrainingModuleSchema,
        seed: () => [],
        newestFirst: true,
        label: 'training module',
      },
      authorize,
    ),
    staffAccess: createLocalStaffAccess(auth.currentUser),
  };
}
