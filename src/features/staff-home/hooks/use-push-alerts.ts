import { useEffect, useState } from 'react';
import { getBackend } from '@/backend';
import { getEnv } from '@/config/env';
import { useServerSends } from '@/data/deliveries';
import { currentSubscription, forgetDevice, pushSupport, subscribeDevice } from '@/pwa/push';

/**
 * Where this device is with update alerts sent by the server (Web Push):
 * - 'unavailable': no server push here (local mode, no VAPID key, a browser without push);
 * - 'needs-home-screen': iOS Safari in a tab, where push exists only for a Home Screen app;
 * - 'checking', 'off', 'on', 'blocked' (the browser's permission says no);
 * - 'turned-off': the person turned them off on this device just now.
 */
export type PushAlertState =
  'unavailable' | 'needs-home-screen' | 'checking' | 'off' | 'turned-off' | 'on' | 'blocked';

const vapidKey = () => getEnv().push.vapidPublicKey;

/** Before any tap: what the browser and the server allow here at all. */
export function pushAvailability(serverSends: boolean | undefined) {
  // Not known yet: show nothing rather than the wrong kind of alerts for a moment.
  if (serverSends === undefined) return 'pending' as const;
  if (!serverSends || !vapidKey()) return 'unavailable' as const;
  const support = pushSupport();
  if (support === 'needs-home-screen') return 'needs-home-screen' as const;
  return support === 'supported' ? ('checking' as const) : ('unavailable' as const);
}

/**
 * Turning alerts on happens only from the person's tap (browsers penalise prompts on load):
 * permission, then pushManager.subscribe with the public key, then the server stores the device
 * for this person. Turning them off forgets the device on the server, then in the browser.
 */
export function usePushAlerts() {
  const serverSends = useServerSends();
  const available = pushAvailability(serverSends);
  const [state, setState] = useState<PushAlertState>('checking');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (available !== 'checking') return;
    let live = true;
    const check = async (): Promise<PushAlertState> => {
      if (Notification.permission === 'denied') return 'blocked';
      const subscription = await currentSubscription();
      return subscription && Notification.permission === 'granted' ? 'on' : 'off';
    };
    void check()
      .catch(() => 'off' as const)
      .then((next) => {
        if (live) setState(next);
      });
    return () => {
      live = false;
    };
  }, [available]);

  const run = async (action: () => Promise<PushAlertState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
    } catch (e) {
      console.error('[push] update alerts', e);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return 'blocked';
      if (permission !== 'granted') return 'off';
      await subscribeDevice(vapidKey()!, (await getBackend()).pushSubscriptions);
      return 'on';
    });

  const turnOff = () =>
    run(async () => {
      await forgetDevice((await getBackend()).pushSubscriptions);
      return 'turned-off';
    });

  return {
    state: available === 'checking' || available === 'pending' ? state : available,
    error,
    busy,
    turnOn,
    turnOff,
  };
}
