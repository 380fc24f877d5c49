// Test-only: the server's side of deliveries for component tests, over the local backend (whose
// own port says it has no server). The Supabase adapter itself is tested on the real schema
// (src/backend/supabase/deliveries.test.ts); jsdom cannot boot that database (Vite's browser
// transform rewrites the harness's file URLs).
import { vi } from 'vitest';
import type { Backend, DeliveriesPort } from '@/backend/port';
import type { DeliverRequest, Delivery, DeliveryReport } from '@/domain/delivery';

export type FakeServer = {
  rows: Delivery[];
  calls: DeliverRequest[];
  /** What the next deliver() does to a row it sends; by default marks it sent. */
  outcome: (row: Delivery) => Pick<Delivery, 'status' | 'reason'>;
  /** The server cannot be reached: deliver() rejects as the adapter does. */
  unreachable: boolean;
};

export function queuedDelivery(
  staffId: string,
  notificationId: string,
  extra: Partial<Delivery> = {},
): Delivery {
  return {
    id: `d-${staffId}-${extra.channel ?? 'email'}-${extra.purpose ?? 'update'}`,
    staffId,
    notificationId,
    purpose: 'update',
    channel: 'email',
    status: 'queued',
    reason: null,
    attempts: 0,
    updatedAt: new Date().toISOString(),
    sentAt: null,
    ...extra,
  };
}

/** Makes `backend` a server that sends: deliveries in `server.rows`, deliver() as the function. */
export function installFakeDeliveries(backend: Backend): FakeServer {
  const server: FakeServer = {
    rows: [],
    calls: [],
    outcome: () => ({ status: 'sent', reason: null }),
    unreachable: false,
  };
  const deliveries: DeliveriesPort = {
    sends: true,
    forUpdate: vi.fn(async (_restaurantId: string, notificationId: string) =>
      server.rows.filter((d) => d.notificationId === notificationId).map((d) => ({ ...d })),
    ),
    deliver: vi.fn(async (request: DeliverRequest): Promise<DeliveryReport> => {
      server.calls.push(request);
      if (server.unreachable)
        throw Object.assign(
          new Error('The delivery server could not be reached (Failed to fetch)'),
          {
            code: 'deliver_unreachable',
          },
        );
      const picked = server.rows.filter((d) =>
        'deliveryId' in request
          ? d.id === request.deliveryId
          : 'notificationId' in request && d.notificationId === request.notificationId,
      );
      const touched = picked.filter((d) => d.status !== 'sent');
      for (const d of touched) {
        Object.assign(d, server.outcome(d), { attempts: d.attempts + 1 });
        if (d.status === 'sent') d.sentAt = new Date().toISOString();
      }
      return {
        sent: touched.filter((d) => d.status === 'sent').length,
        failed: touched.filter((d) => d.status === 'failed').length,
        deliveries: touched.map((d) => ({
          deliveryid: d.id,
          staffid: d.staffId,
          channel: d.channel,
          purpose: d.purpose,
          status: d.status,
          reason: d.reason,
        })),
      };
    }),
  };
  backend.deliveries = deliveries;
  return server;
}
