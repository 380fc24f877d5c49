import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTesting } from '@/backend';
import type { Backend } from '@/backend/port';
import { renderWithProviders } from '@/testing/render-with-providers';
import { UpdateAlerts } from './update-alerts';

// An uncompressed P-256 point as scripts/vapid-keys.mjs prints it: 65 bytes, base64url.
const KEY = `BM${'x'.repeat(85)}`;
const env = vi.hoisted(() => ({ vapid: undefined as string | undefined }));
vi.mock('@/config/env', async (original) => ({
  ...(await original<typeof import('@/config/env')>()),
  getEnv: () => ({
    backend: { kind: 'supabase', url: 'https://abc.supabase.co', anonKey: 'k' },
    ai: {},
    push: { vapidPublicKey: env.vapid },
  }),
}));

const ENDPOINT = 'https://push.example.test/send/device-1';

/** A browser with push: Notification, PushManager and a service worker registration. */
function stubBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
} = {}) {
  const order: string[] = [];
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256dh-1', auth: 'auth-1' } }),
    unsubscribe: vi.fn(async () => {
      order.push('unsubscribe');
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      order.push('subscribe');
      current = subscription;
      return subscription;
    }),
  };
  const Notice = class {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      order.push('permission');
      Notice.permission = answer;
      return answer;
    });
  };
  vi.stubGlobal('Notification', Notice);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  const port = {
    save: vi.fn(async () => void order.push('save')),
    remove: vi.fn(async () => void order.push('remove')),
  };
  setBackendForTesting({
    kind: 'supabase',
    deliveries: { sends: true },
    pushSubscriptions: port,
  } as unknown as Backend);
  return { order, pushManager, subscription, port, Notice };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  env.vapid = undefined;
});

const render = () => renderWithProviders(<UpdateAlerts />);

describe('UpdateAlerts with server push (Supabase and a VAPID key)', () => {
  it('from a tap: asks permission, subscribes with the public key, saves the device; then says alerts are on', async () => {
    env.vapid = KEY;
    const browser = stubBrowser();
    const { user } = render();
    const button = await screen.findByRole('button', { name: 'Turn on update alerts' });
    // Never on load: browsers penalise prompts nobody asked for.
    expect(browser.Notice.requestPermission).not.toHaveBeenCalled();
    await user.click(button);
    expect(await screen.findByText('Update alerts are on for this device.')).toBeVisible();
    expect(browser.order).toEqual(['permission', 'subscribe', 'save']);
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([
      ...Buffer.from(KEY, 'base64url'),
    ]);
    expect(browser.port.save).toHaveBeenCalledWith({
      endpoint: ENDPOINT,
      p256dh: 'p256dh-1',
      auth: 'auth-1',
    });
  });

  it('says how to unblock alerts when the browser refuses, and subscribes nothing', async () => {
    env.vapid = KEY;
    const browser = stubBrowser({ answer: 'denied' });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Turn on update alerts' }));
    expect(await screen.findByText(/Update alerts are blocked by your browser/)).toHaveTextContent(
      /allow notifications, then reload/,
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(browser.port.save).not.toHaveBeenCalled();
  });

  it('turning alerts off forgets the device on the server first, then in the browser', async () => {
    env.vapid = KEY;
    const browser = stubBrowser({ permission: 'granted', subscribed: true });
    const { user } = render();
    expect(await screen.findByText('Update alerts are on for this device.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn off alerts' }));
    expect(await screen.findByText('Update alerts are off for this device.')).toBeVisible();
    expect(browser.port.remove).toHaveBeenCalledWith(ENDPOINT);
    expect(browser.order).toEqual(['remove', 'unsubscribe']);
    expect(screen.getByRole('button', { name: 'Turn on update alerts' })).toBeVisible();
  });

  it('shows what went wrong when the device cannot be saved, and lets the person try again', async () => {
    env.vapid = KEY;
    const browser = stubBrowser();
    browser.port.save.mockRejectedValueOnce(new Error('sign in to turn on update alerts'));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Turn on update alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Alerts could not be turned on: sign in to turn on update alerts',
    );
    expect(screen.getByRole('button', { name: 'Turn on update alerts' })).toBeEnabled();
  });

  it('on an iPhone in Safari (not from the Home Screen) says alerts need the app on the Home Screen', async () => {
    env.vapid = KEY;
    stubBrowser();
    // Safari on iOS in a tab has no Notification or PushManager at all.
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    Reflect.deleteProperty(window, 'PushManager');
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile Safari/604.1',
    });
    try {
      render();
      expect(
        await screen.findByText(/update alerts need Preshift on your Home Screen/),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Turn on update alerts' })).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'userAgent');
    }
  });

  it('without a VAPID key offers only the alerts while the app is open (no subscription)', async () => {
    const browser = stubBrowser();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Turn on update alerts' }));
    await waitFor(() => expect(browser.Notice.requestPermission).toHaveBeenCalled());
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });
});
