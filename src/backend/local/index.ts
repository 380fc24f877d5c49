import { savedTrainingModuleSchema } from '@/domain/training';
import { sampleMenus } from '@/domain/seeds/sample-menus';
import { sampleNotifications } from '@/domain/seeds/sample-notifications';
import { sampleSpecials } from '@/domain/seeds/sample-specials';
import { sampleStaff } from '@/domain/seeds/sample-staff';
import { sentNotificationSchema } from '@/domain/notification';
import { specialSchema } from '@/domain/special';
import { staffMemberSchema, type StaffMember } from '@/domain/staff';
import type { Backend, CollectionPort } from '../port';
import { createCollectionStore } from './collection-store';
import { withSampleList, withSampleRows } from '../shared/samples';
import { keepStaffLinks } from './staff-teams';
import { createLocalAuth } from './auth';
import { createLocalData } from './data';
import { createLocalDeliveries } from './deliveries';
import { localKeys } from './keys';
import { createLocalNotifications, receiptSchema } from './notifications';
import { specialFormFields, staffFormFields, trainingFormFields } from './record-versions';
import { readRows, writeRow } from './row-keys';
import { createLocalStaffAccess } from './staff-access';
import { createLocalTrainingRecord, recordRemoved } from './training-record';

/**
 * Each person's count of updates received: what their row stores (raised by older versions of
 * the app) plus one per send since, counted from the sends' receipts (notifications.ts). A send
 * never writes the staff list, so it cannot overwrite an edit made in another tab at that moment.
 */
function withReceipts(port: CollectionPort<StaffMember>): CollectionPort<StaffMember> {
  return {
    ...port,
    async list(restaurantId) {
      const stored = await port.list(restaurantId);
      const counts = new Map<string, number>();
      // A receipt counts while its update exists (a send that failed half-way counts nothing).
      const sent = new Set(
        readRows(localKeys.notifications(restaurantId), sentNotificationSchema).value.map(
          (n) => n.id,
        ),
      );
      for (const receipt of readRows(localKeys.receipts(restaurantId), receiptSchema).value) {
        if (!sent.has(receipt.id)) continue;
        for (const id of new Set(receipt.recipientIds)) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return stored.map((s) => ({
        ...s,
        notificationsReceived: s.notificationsReceived + (counts.get(s.id) ?? 0),
      }));
    },
  };
}

/**
 * Removing an entry writes its 'removed' event (training-record.ts), all or none with the
 * removal: when the record cannot be written the entry goes back, as a failed transaction would.
 */
function withRemovalRecord(port: CollectionPort<StaffMember>): CollectionPort<StaffMember> {
  return {
    ...port,
    async remove(restaurantId, id) {
      const key = localKeys.staff(restaurantId);
      // Read before: the removal leaves nothing of the entry to read. The port authorizes.
      const entry = readRows(key, staffMemberSchema).value.find((s) => s.id === id);
      await port.remove(restaurantId, id);
      if (!entry) return;
      try {
        recordRemoved(restaurantId, entry, new Date().toISOString());
      } catch (error) {
        writeRow(key, id, entry);
        throw error;
      }
    },
  };
}

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
      withReceipts(
        withRemovalRecord(
          createCollectionStore(
            {
              key: localKeys.staff,
              schema: staffMemberSchema,
              keepServerOwned: keepStaffLinks,
              label: 'staff member',
              versioned: staffFormFields,
            },
            authorize,
          ),
        ),
      ),
      () => sampleStaff(),
      samplesShown,
    ),
    specials: withSampleRows(
      createCollectionStore(
        {
          key: localKeys.specials,
          schema: specialSchema,
          label: 'special',
          versioned: specialFormFields,
        },
        authorize,
      ),
      () => sampleSpecials(),
      samplesShown,
    ),
    notifications: withSampleList(
      createLocalNotifications(authorize),
      () => sampleNotifications(),
      samplesShown,
    ),
    training: createCollectionStore(
      {
        key: localKeys.training,
        schema: savedTrainingModuleSchema,
        newestFirst: true,
        label: 'training module',
        versioned: trainingFormFields,
      },
      authorize,
    ),
    staffAccess: createLocalStaffAccess(auth.currentUser),
    ...createLocalDeliveries(authorize),
    trainingRecord: createLocalTrainingRecord(authorize),
  };
}
