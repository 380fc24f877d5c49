import type { SupabaseClient } from '@supabase/supabase-js';
import {
  deliveryReportSchema,
  deliverySchema,
  type Delivery,
  type DeliveryReport,
} from '@/domain/delivery';
import { BackendError, type DeliveriesPort, type PushSubscriptionsPort } from '../port';
import { isUuid } from './collection-rows';
import { assertOk, forbidden, refused, rowsOf, shapeFailure } from './errors';

type Authorize = (restaurantId: string) => Promise<void>;

const DELIVERY_COLUMNS =
  'deliveryid,staffid,notificationid,purpose,channel,status,reason,attempts,updated_at,sent_at';

function deliveryFromRow(row: Record<string, unknown>): Delivery {
  const parsed = deliverySchema.safeParse({
    id: row.deliveryid,
    staffId: row.staffid,
    notificationId: row.notificationid ?? null,
    purpose: row.purpose,
    channel: row.channel,
    status: row.status,
    reason: row.reason ?? null,
    attempts: row.attempts,
    updatedAt: row.updated_at,
    sentAt: row.sent_at ?? null,
  });
  if (!parsed.success) throw shapeFailure('read deliveries', parsed.error);
  return parsed.data;
}

/**
 * What the function answered: its own `{ error }` on a refusal (403, 400), the status otherwise.
 * supabase-js hands a non-2xx answer back as FunctionsHttpError with the Response as `context`.
 */
async function invokeFailure(error: { message: string; name?: string; context?: unknown }) {
  const response = error.context instanceof Response ? error.context : undefined;
  let message = error.message;
  if (response) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { error?: unknown } | null;
    if (typeof body?.error === 'string') message = body.error;
  }
  console.error('[supabase] deliver failed', error);
  if (response?.status === 403) return forbidden();
  return new BackendError(
    response ? message : `The delivery server could not be reached (${message})`,
    response ? 'deliver_failed' : 'deliver_unreachable',
    response?.status ?? 503,
  );
}

/**
 * Deliveries (issue 29): rows the server writes in the send's, reminder's or invitation's own
 * transaction, read by the restaurant's manager under RLS; the `deliver` Edge Function sends them
 * with the caller's JWT (supabase-js adds the Authorization header).
 */
export function createSupabaseDeliveries(
  client: SupabaseClient,
  authorize: Authorize,
): DeliveriesPort {
  return {
    sends: true,

    async forUpdate(restaurantId, notificationId) {
      await authorize(restaurantId);
      // Sample updates are not rows: nothing was sent for them.
      if (!isUuid(notificationId)) return [];
      const result = await client
        .from('deliveries')
        .select(DELIVERY_COLUMNS)
        .eq('notificationid', notificationId)
        .order('created_at', { ascending: true });
      return (rowsOf('read deliveries', result) as Record<string, unknown>[]).map(deliveryFromRow);
    },

    async deliver(request): Promise<DeliveryReport> {
      // A sample update or person is not a row: the server has nothing of it to send.
      if (!Object.values(request).every(isUuid)) return { sent: 0, failed: 0, deliveries: [] };
      const { data, error } = await client.functions.invoke('deliver', { body: request });
      if (error) throw await invokeFailure(error as Parameters<typeof invokeFailure>[0]);
      const parsed = deliveryReportSchema.safeParse(data);
      if (!parsed.success) throw shapeFailure('deliver', parsed.error);
      return parsed.data;
    },
  };
}

/**
 * The caller's devices: saved through save_push_subscription() (it takes the endpoint over from
 * whoever had it: a device that changed hands), removed by a plain delete RLS limits to the
 * caller's own rows.
 */
export function createSupabasePushSubscriptions(client: SupabaseClient): PushSubscriptionsPort {
  return {
    async save(subscription) {
      const result = await client.rpc('save_push_subscription', {
        p_endpoint: subscription.endpoint,
        p_p256dh: subscription.p256dh,
        p_auth: subscription.auth,
      });
      if (result.error?.code === '42501')
        refused('save push subscription', result.error, forbidden);
      assertOk('save push subscription', result);
    },

    async remove(endpoint) {
      const result = await client.from('push_subscriptions').delete().eq('endpoint', endpoint);
      assertOk('remove push subscription', result);
    },
  };
}
