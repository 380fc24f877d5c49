import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import type { StaffMembership } from '../port';
import { subscribeSupabaseUpdates } from './live-updates';

const m: StaffMembership = {
  restaurantId: '7',
  restaurantName: 'Chez Test',
  allergenRegime: 'us',
  staffId: '0b7e3a52-93c4-4c0e-9d3a-3f1f6d1c2a10',
  staffName: 'Sam',
};

/** A stand-in for supabase-js's Realtime channel: records what was asked of it. */
function stubClient() {
  const handlers: { type: string; filter: unknown; callback: (payload: unknown) => void }[] = [];
  const channel = {
    on: vi.fn((type: string, filter: unknown, callback: (payload: unknown) => void) => {
      handlers.push({ type, filter, callback });
      return channel;
    }),
    subscribe: vi.fn(() => channel),
  };
  const client = {
    channel: vi.fn((_name: string) => channel),
    removeChannel: vi.fn(async () => 'ok' as const),
  };
  return { client, channel, handlers, asClient: client as unknown as SupabaseClient };
}

describe('subscribeSupabaseUpdates', () => {
  it("listens to the person's own update signal, and unsubscribing removes the channel", () => {
    const { client, channel, handlers, asClient } = stubClient();
    const onChange = vi.fn();
    const unsubscribe = subscribeSupabaseUpdates(asClient, m, onChange);

    expect(client.channel).toHaveBeenCalledTimes(1);
    expect(client.channel.mock.calls[0]?.[0]).toMatch(/^staff-updates:0b7e3a52-/);
    expect(handlers).toEqual([
      {
        type: 'postgres_changes',
        filter: {
          event: '*',
          schema: 'public',
          // Not notification_recipients: its deletes would reach every subscriber (ADR 0025).
          table: 'staff_update_signals',
          filter: `staffid=eq.${m.staffId}`,
        },
        callback: expect.any(Function),
      },
    ]);
    // Subscribed after the handler was added: supabase-js refuses handlers added later.
    expect(channel.subscribe).toHaveBeenCalledTimes(1);
    expect(channel.on.mock.invocationCallOrder[0]).toBeLessThan(
      channel.subscribe.mock.invocationCallOrder[0]!,
    );

    handlers[0]!.callback({ eventType: 'INSERT', new: { staffid: m.staffId } });
    expect(onChange).toHaveBeenCalledTimes(1);

    expect(client.removeChannel).not.toHaveBeenCalled();
    unsubscribe();
    expect(client.removeChannel).toHaveBeenCalledWith(channel);
  });

  it('opens a channel of its own per subscription, so a quick remount never reuses one being removed', () => {
    const { client, asClient } = stubClient();
    subscribeSupabaseUpdates(asClient, m, () => {})();
    subscribeSupabaseUpdates(asClient, m, () => {});
    const [first, second] = client.channel.mock.calls.map((c) => c[0]);
    expect(first).not.toBe(second);
  });
});
