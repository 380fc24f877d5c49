import { BackendError, type DeliveriesPort, type PushSubscriptionsPort } from '../port';

/** Why local mode sends nothing itself; the screens say the same next to their mail drafts. */
export const NO_SERVER_MESSAGE =
  'Local mode has no server to send e-mail or push alerts from. Use the e-mail drafts instead.';

const noServer = () => new BackendError(NO_SERVER_MESSAGE, 'no_server', 501);

/**
 * Local mode keeps everything in this browser: there is no server to send e-mail or push from
 * (ADR 0039). Nothing is ever queued, so there is nothing to list; asking to send is refused
 * plainly, and the app offers its mailto drafts instead.
 */
export function createLocalDeliveries(authorize: (restaurantId: string) => void) {
  const deliveries: DeliveriesPort = {
    sends: false,
    async forUpdate(restaurantId) {
      authorize(restaurantId);
      return [];
    },
    deliver: () => Promise.reject(noServer()),
  };
  const pushSubscriptions: PushSubscriptionsPort = {
    save: () => Promise.reject(noServer()),
    // Nothing was ever saved here, so there is nothing to forget.
    remove: () => Promise.resolve(),
  };
  return { deliveries, pushSubscriptions };
}
