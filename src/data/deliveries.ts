import { plural, t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import type { Backend } from '@/backend/port';
import type { DeliverRequest, Delivery, DeliveryReport } from '@/domain/delivery';

export const deliveryKeys = {
  all: ['deliveries'] as const,
  sends: ['deliveries', 'sends'] as const,
  forUpdate: (restaurantId: string, notificationId: string) =>
    ['deliveries', restaurantId, notificationId] as const,
};

/**
 * What came of asking the server to send after an action that was saved anyway: nothing to ask
 * (local mode), the server's report, or why it could not be asked. Never a thrown error: a
 * delivery that did not go out must not look like a send that failed.
 */
export type DeliveryOutcome =
  | { kind: 'none' }
  | { kind: 'report'; report: DeliveryReport }
  | { kind: 'error'; message: string };

export async function deliverAfter(
  backend: Backend,
  request: DeliverRequest,
): Promise<DeliveryOutcome> {
  if (!backend.deliveries.sends) return { kind: 'none' };
  try {
    return { kind: 'report', report: await backend.deliveries.deliver(request) };
  } catch (error) {
    console.error('[deliveries] could not deliver', request, error);
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A toast's second sentence about what the server did with the e-mails and pushes, in the
 * language shown. The server's own error message is passed on as it came.
 */
export function outcomeSentence(outcome: DeliveryOutcome): string | null {
  if (outcome.kind === 'none') return null;
  if (outcome.kind === 'error') {
    const { message } = outcome;
    return t`E-mail and push alerts were not sent yet (${message}): retry from Details.`;
  }
  const { sent, failed } = outcome.report;
  if (sent === 0 && failed === 0) return null;
  if (failed > 0)
    return t`${plural(sent, { one: '# e-mail or push alert sent', other: '# e-mail or push alerts sent' })}, ${failed} failed: see Details to retry.`;
  return t`${plural(sent, { one: '# e-mail or push alert sent', other: '# e-mail or push alerts sent' })}.`;
}

/** Whether a server sends e-mail and push here (Supabase) or the app drafts e-mail (local mode). */
export function useServerSends(): boolean | undefined {
  const query = useQuery({
    queryKey: deliveryKeys.sends,
    queryFn: async () => (await getBackend()).deliveries.sends,
    staleTime: Infinity,
  });
  // A backend that cannot say has no server to send from.
  return query.isError ? false : query.data;
}

/** The update's deliveries, read again every few seconds while some are still queued. */
export function useDeliveries(restaurantId: string, notificationId: string, enabled: boolean) {
  return useQuery({
    queryKey: deliveryKeys.forUpdate(restaurantId, notificationId),
    queryFn: async () => (await getBackend()).deliveries.forUpdate(restaurantId, notificationId),
    enabled,
    refetchInterval: (query) =>
      (query.state.data as Delivery[] | undefined)?.some((d) => d.status === 'queued')
        ? 5000
        : false,
  });
}

/** Sends again: one failed delivery (`deliveryId`), or what is still queued of an update. */
export function useDeliver(restaurantId: string, notificationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: DeliverRequest) => (await getBackend()).deliveries.deliver(request),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: deliveryKeys.forUpdate(restaurantId, notificationId),
      }),
  });
}
